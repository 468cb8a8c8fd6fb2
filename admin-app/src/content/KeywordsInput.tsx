import type { InputProps } from 'react-admin';
import { TermListInput } from '../term-list/TermListInput.tsx';
import { KEYWORD_RULES } from './keywords.ts';

/** A content item's keywords, added one at a time as chips (spec §2 content form). */
export const KeywordsInput = (props: Omit<InputProps, 'defaultValue'>) => (
  <TermListInput {...props} rules={KEYWORD_RULES} />
);

import type { TermRules } from '../term-list/termList.ts';

export const KEYWORD_MAX_LENGTH = 100;

/** A content item's keywords: trimmed, and each once in any letter case (spec §2, §5). */
export const KEYWORD_RULES: TermRules = {
  noun: 'keyword',
  instructions: 'Type a keyword and press Enter to add it',
  read: (draft) => {
    const keyword = draft.trim();
    return keyword.length > KEYWORD_MAX_LENGTH
      ? { problem: `A keyword must be at most ${KEYWORD_MAX_LENGTH} characters` }
      : { term: keyword };
  },
  sameKey: (keyword) => keyword.toLowerCase(),
  duplicate: (keyword) => `"${keyword}" is already a keyword`,
};

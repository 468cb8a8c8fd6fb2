import { alpha, styled } from '@mui/material/styles';
import { Fragment, useMemo } from 'react';
import { highlightRuns } from './highlightRuns.ts';

/**
 * A tint of the theme's warning colour, light enough that the title's link colour and the
 * description's secondary text keep WCAG AA contrast on it. In forced-colours mode the system's
 * own highlight colours are used, as they are for an unstyled <mark>.
 */
const Mark = styled('mark')(({ theme }) => ({
  backgroundColor: alpha(theme.palette.warning.main, 0.18),
  color: 'inherit',
  borderRadius: 2,
  padding: '0 1px',
  '@media (forced-colors: active)': {
    forcedColorAdjust: 'none',
    backgroundColor: 'Mark',
    color: 'MarkText',
  },
}));

/**
 * `text` with the words a search matched in <mark>: screen readers that announce marked text
 * can say so, and the text itself is plain React text (never parsed as HTML).
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] | undefined }) {
  const runs = useMemo(() => highlightRuns(text, terms ?? []), [text, terms]);
  // Runs are positional: the same text and terms always split the same way, so the index is a
  // stable key.
  return runs.map((run, index) =>
    run.highlighted ? <Mark key={index}>{run.text}</Mark> : <Fragment key={index}>{run.text}</Fragment>,
  );
}

/**
 * A chip whose label wraps: a term may be one long word (40 letters, a 100-character keyword), and
 * MUI's one-line chip would cut it short or widen the page past a phone's screen.
 */
export const wrappingChip = {
  maxWidth: '100%',
  height: 'auto',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
} as const;

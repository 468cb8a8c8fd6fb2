import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type RankedRow = {
  key: string | number;
  primary: ReactNode;
  secondary?: ReactNode;
  value: ReactNode;
  /** Something to do about this entry, after its figure. */
  action?: ReactNode;
};

/**
 * A top-N list: rank, what, and its figure on the right, then an action when the entries have one.
 * An ordered list, so a screen reader announces each entry's place.
 */
export const RankedList = ({ rows }: { rows: readonly RankedRow[] }) => {
  // One column for actions in every row, so the figures stay aligned where a row has none.
  const actions = rows.some((row) => row.action !== undefined);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: actions ? '2ch minmax(0, 1fr) auto 2.5rem' : '2ch minmax(0, 1fr) auto',
            columnGap: 1.5,
            alignItems: 'baseline',
            py: 1,
            borderTop: index === 0 ? 'none' : '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', textAlign: 'right' }}>
            {index + 1}.
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {row.primary}
            </Typography>
            {row.secondary && (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {row.secondary}
              </Typography>
            )}
          </Box>
          <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {row.value}
          </Typography>
          {actions && <Box sx={{ alignSelf: 'center' }}>{row.action}</Box>}
        </Box>
      ))}
    </Box>
  );
};

import { Box, Typography } from '@mui/material';
import type { DomainViews } from '@zen/contracts';
import { formatCount } from '../layout/counts.ts';

/**
 * Views per company as horizontal bars drawn in HTML: each row is text a screen reader reads
 * ("acme.example, 42 views") and the bar is decoration, so it reflows on a phone.
 */
export const CompanyViewsChart = ({ rows }: { rows: readonly DomainViews[] }) => {
  const max = Math.max(1, ...rows.map((row) => row.totalViews));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', rowGap: 1.25 }}>
      {rows.map((row) => (
        <Box component="li" key={row.emailDomain}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', columnGap: 1 }}>
            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.emailDomain}
            </Typography>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatCount(row.totalViews)} {row.totalViews === 1 ? 'view' : 'views'}
            </Typography>
          </Box>
          <Box aria-hidden sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 1, mt: 0.5 }}>
            <Box
              sx={{
                height: '100%',
                width: `${(row.totalViews / max) * 100}%`,
                bgcolor: 'secondary.main',
                borderRadius: 1,
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
};

import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { Progress } from '@zen/contracts';

const PARTS = [
  ['Essential', 'essential'],
  ['Operational', 'operational'],
  ['Customer Specific', 'companyProcesses'],
] as const;

/** Spec §2, §5: the rounded percentage and 'X of Y completed'; Bonus material does not count. */
export function ProgressCard({ progress }: { progress: Progress }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="journey-progress-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id="journey-progress-title" variant="h6" component="h3">
          Your Progress
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, color: 'primary.main' }}
          data-testid="progress-percent"
        >
          {progress.overall}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress.overall}
        aria-label="Learning journey progress"
        sx={{ height: 10, borderRadius: 5, my: 1.5 }}
      />
      <Typography sx={{ fontWeight: 600 }} data-testid="progress-count">
        {progress.completed} of {progress.total} completed
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Bonus material is excluded from your progress.
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          mt: 1.5,
          typography: 'body2',
        }}
      >
        {PARTS.map(([label, key]) => (
          <Box key={key} sx={{ display: 'flex', gap: 0.75 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {progress[key].completed}/{progress[key].total}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

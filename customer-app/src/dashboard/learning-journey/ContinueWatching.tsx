import { Box, Paper, Typography } from '@mui/material';
import type { LearnerContentItem } from '@zen/contracts';
import type { LearnerStatus } from '../../learner/useLearnerStatus.ts';
import { JourneyItem } from './JourneyItem.tsx';

/** In-progress videos first (issue 8 "Continue where you left off"); nothing when there are none. */
export function ContinueWatching({ items, status }: { items: LearnerContentItem[]; status: LearnerStatus }) {
  if (items.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="continue-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="continue-title" variant="h6" component="h3">
        Continue where you left off
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <JourneyItem
            key={item.id}
            item={item}
            state="in-progress"
            favourite={status.isFavourite(item.id)}
          />
        ))}
      </Box>
    </Paper>
  );
}

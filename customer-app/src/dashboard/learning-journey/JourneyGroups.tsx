import { Box, Typography } from '@mui/material';
import type { LearnerStatus } from '../../learner/useLearnerStatus.ts';
import type { ApplicationGroup } from './journeyTabs.ts';
import { JourneyItem } from './JourneyItem.tsx';

/** A tab's items under application and module headings (spec §2). */
export function JourneyGroups({ groups, status }: { groups: ApplicationGroup[]; status: LearnerStatus }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => (
        <Box key={group.application} component="section" aria-label={group.application}>
          <Typography variant="h6" component="h4" sx={{ fontWeight: 700 }}>
            {group.application}
          </Typography>
          {group.modules.map(({ module, items }) => (
            <Box key={module} sx={{ mt: 1.5 }}>
              <Typography
                variant="subtitle2"
                component="h5"
                color="text.secondary"
                sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}
              >
                {module}
              </Typography>
              <Box
                component="ul"
                aria-label={`${group.application}: ${module}`}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {items.map((item) => (
                  <JourneyItem
                    key={item.id}
                    item={item}
                    state={status.stateOf(item.id)}
                    favourite={status.isFavourite(item.id)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

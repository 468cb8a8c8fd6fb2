import { Box, Typography } from '@mui/material';
import type { LearningJourney } from '@zen/contracts';
import type { LearnerStatus } from '../../learner/useLearnerStatus.ts';
import type { ApplicationGroup } from './journeyTabs.ts';
import { JourneyModuleItems } from './JourneyModuleItems.tsx';

/** A tab's items under application and module headings (spec §2). */
export function JourneyGroups({
  journey,
  groups,
  status,
}: {
  journey: LearningJourney;
  groups: ApplicationGroup[];
  status: LearnerStatus;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => (
        <Box key={group.application} component="section" aria-label={group.application}>
          <Typography variant="h6" component="h4" sx={{ fontWeight: 700 }}>
            {group.application}
          </Typography>
          {group.modules.map((moduleGroup) => (
            <Box key={moduleGroup.module} sx={{ mt: 1.5 }}>
              <Typography
                variant="subtitle2"
                component="h5"
                color="text.secondary"
                sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}
              >
                {moduleGroup.module}
              </Typography>
              <JourneyModuleItems
                module={{ journey, application: group.application, module: moduleGroup.module }}
                group={moduleGroup}
                status={status}
              />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

import { Box, LinearProgress, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import type { AdminUserRow, Progress } from '@zen/contracts';
import { LoadError } from './LoadError.tsx';
import { useLearnerProgress, useUnwatchedContent } from './useUserData.ts';
import { ALL_WATCHED, displayName, fraction, share } from './wording.ts';

const BARS: [label: string, key: 'essential' | 'operational' | 'companyProcesses'][] = [
  ['Essential Content', 'essential'],
  ['Operational Content', 'operational'],
  ['Company Processes', 'companyProcesses'],
];

const ProgressBar = ({ label, count }: { label: string; count: Progress['essential'] }) => {
  const labelId = useId();
  return (
    <Box sx={{ '& + &': { mt: 2 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography variant="body2">{fraction(count)}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={share(count)}
        aria-labelledby={labelId}
        aria-valuetext={`${fraction(count)} completed`}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
};

const Figures = ({ progress }: { progress: Progress }) => (
  <>
    {BARS.map(([label, key]) => (
      <ProgressBar key={key} label={label} count={progress[key]} />
    ))}
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 2.5 }}>
      <Typography sx={{ fontWeight: 600 }}>Overall Progress</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {progress.overall}%
      </Typography>
    </Box>
  </>
);

const Unwatched = ({ email }: { email: string }) => {
  const headingId = useId();
  const unwatched = useUnwatchedContent(email);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Unwatched Content{unwatched.data?.length ? ` (${unwatched.data.length})` : ''}
      </Typography>
      {unwatched.error ? (
        <LoadError error={unwatched.error} onRetry={() => void unwatched.refetch()} />
      ) : unwatched.isPending ? (
        <Box aria-hidden>
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      ) : unwatched.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{ALL_WATCHED}</Typography>
      ) : (
        <List dense disablePadding>
          {unwatched.data.map((item) => (
            <ListItem key={item.id} disableGutters divider>
              <ListItemText
                primary={item.title}
                secondary={`${item.learningJourney} · ${item.application} · ${item.module} · ${item.type}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

/** The Learning Progress dialog's body (spec §2): the three bars, Overall Progress, unwatched content. */
export const LearningProgress = ({ user }: { user: AdminUserRow }) => {
  const progress = useLearnerProgress(user.email);
  return (
    <>
      {progress.error ? (
        <LoadError error={progress.error} onRetry={() => void progress.refetch()} />
      ) : progress.isPending ? (
        <Box aria-hidden>
          <Skeleton height={32} />
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Box>
      ) : (
        <Figures progress={progress.data.progress} />
      )}
      {progress.data?.learner === false ? (
        // Staff see every item and are not learners: the zeros above are the spec's default, and
        // a list of "unwatched" items beside them would contradict them.
        <Typography sx={{ color: 'text.secondary', mt: 3 }}>
          {displayName(user)} is not a learner: progress is kept for customers only.
        </Typography>
      ) : (
        <Unwatched email={user.email} />
      )}
    </>
  );
};

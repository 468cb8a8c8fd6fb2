import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { LoadError } from './LoadError.tsx';
import { useActiveUsers } from './useUserData.ts';
import { displayName } from './wording.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const activity = (views: number, searches: number) =>
  `${plural(views, 'view', 'views')}, ${plural(searches, 'search', 'searches')}`;

/**
 * Quick access (spec §2 'Most Active Users'): the learners with the most views and searches in the
 * last 30 days; choosing one searches for them, so their row and its buttons are one click away.
 */
export const MostActiveUsers = ({ onPick }: { onPick: (email: string) => void }) => {
  const headingId = useId();
  const active = useActiveUsers();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <TrendingUpIcon color="primary" />
          <Typography id={headingId} component="h2" variant="h6">
            Most Active Users
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            last 30 days
          </Typography>
        </Stack>
        {active.error ? (
          <LoadError error={active.error} onRetry={() => void active.refetch()} />
        ) : active.isPending ? (
          <Skeleton width="60%" aria-hidden />
        ) : active.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No learner activity in the last 30 days</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {active.data.map((user) => (
              <li key={user.id}>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => onPick(user.email)}
                  sx={{ textTransform: 'none', textAlign: 'left' }}
                  aria-label={`${displayName(user)}: ${activity(user.views, user.searches)}. Show their row`}
                >
                  <span>
                    {displayName(user)}
                    {/* Counted in words: a bare number beside a name says nothing of what it counts. */}
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                      {activity(user.views, user.searches)}
                    </Box>
                  </span>
                </Button>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

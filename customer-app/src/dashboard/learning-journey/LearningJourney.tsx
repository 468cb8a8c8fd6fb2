import Refresh from '@mui/icons-material/Refresh';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { Alert, AlertTitle, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/http.ts';
import { useLearnerStatus } from '../../learner/useLearnerStatus.ts';
import { BadgesEarned } from './BadgesEarned.tsx';
import { CertificateDownloads } from './CertificateDownloads.tsx';
import { ContinueWatching } from './ContinueWatching.tsx';
import { journeyQuery } from './journeyQueries.ts';
import { NO_JOURNEY_CONTENT, videosInProgress } from './journeyTabs.ts';
import { JourneyTabs } from './JourneyTabs.tsx';
import { ProgressCard } from './ProgressCard.tsx';

/**
 * My Learning Journey (spec §2): progress, what to continue, the four tabs of the learner's
 * journey within their module access, badges earned and certificates. Loaded on first use.
 */
export default function LearningJourney() {
  const journey = useQuery(journeyQuery);
  const status = useLearnerStatus();

  return (
    <Paper component="section" aria-labelledby="journey-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="journey-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        My Learning Journey
      </Typography>
      {journey.isPending ? (
        <JourneyLoading />
      ) : journey.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void journey.refetch()}>
              Try Again
            </Button>
          }
        >
          <AlertTitle>Error Loading Content</AlertTitle>
          {describeError(journey.error).detail}
        </Alert>
      ) : journey.data.modules.length === 0 ? (
        <NoJourneyContent />
      ) : (
        <Stack spacing={2.5}>
          <ProgressCard progress={journey.data.progress} />
          <CertificateDownloads applications={journey.data.certificates} />
          <ContinueWatching items={videosInProgress(journey.data, status.stateOf)} status={status} />
          <JourneyTabs journey={journey.data} status={status} />
          <BadgesEarned badges={journey.data.badges} />
        </Stack>
      )}
    </Paper>
  );
}

function NoJourneyContent() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SchoolOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {NO_JOURNEY_CONTENT}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<Refresh aria-hidden />}
        onClick={() => window.location.reload()}
        sx={{ mt: 2 }}
      >
        Refresh Page
      </Button>
    </Box>
  );
}

function JourneyLoading() {
  return (
    <Stack spacing={2} aria-busy>
      <Typography role="status" variant="body2" color="text.secondary">
        Loading your learning journey…
      </Typography>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

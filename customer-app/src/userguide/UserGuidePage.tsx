import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { describeError } from '../api/http.ts';
import { MessagePage } from '../common/MessagePage.tsx';
import { profileQuery } from '../profile/profileQueries.ts';
import { sessionQuery } from '../session/sessionQueries.ts';
import { guideAccessQuery, guideQuery } from './guideQueries.ts';
import { GuideView } from './GuideView.tsx';

const backToDashboard = (
  <Button component={RouterLink} to="/" variant="contained">
    Back to Dashboard
  </Button>
);

/**
 * /userguide and /userguide/:companySlug (spec §2, session only). Without a slug it is the
 * user's own company's guide. A guide the server lets this user read is shown; otherwise 'Coming
 * Soon' when there is no guide for them or no guide service (userguideService false), and
 * 'Under Construction' when the service is there but the guide has nothing published yet.
 */
export function UserGuidePage() {
  const { companySlug: fromPath } = useParams<{ companySlug?: string }>();
  const access = useQuery({ ...guideAccessQuery, enabled: fromPath === undefined });
  const slug = fromPath ?? access.data?.companySlug ?? undefined;
  const guide = useQuery({ ...guideQuery(slug ?? ''), enabled: slug !== undefined });
  const profile = useQuery(profileQuery);
  // Read from the cache the route guard filled: staff open any company's guide from the console.
  const session = useQuery(sessionQuery);

  const failed = [access, guide, profile].find((query) => query.isError);
  if (failed || profile.isError)
    return <GuideLoadError error={failed?.error ?? profile.error} retry={() => void failed?.refetch()} />;
  const waiting = (fromPath === undefined && access.isPending) || (slug !== undefined && guide.isPending);
  if (profile.isPending || waiting) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Typography role="status">Loading user guide...</Typography>
      </Box>
    );
  }
  if (guide.data && guide.data.modules.length > 0) return <GuideView guide={guide.data} />;
  if (guide.data && session.data?.isAdmin) {
    // Staff previewing a guide from the console: the customer's messages speak of 'your company'.
    return (
      <MessagePage
        overline="Company User Guide"
        title="Under Construction"
        actions={
          <Button href="/admin/userguides" variant="contained">
            Open User Guides
          </Button>
        }
      >
        {guide.data.companyName}&apos;s user guide has no published modules yet. Customers see it once a
        module is published in the console.
      </MessagePage>
    );
  }
  // Not the profile's hasUserGuide: since issue 10 it says whether a module is published, so it
  // cannot tell a guide being written from none at all.
  if (!guide.data || !profile.data.userguideService) {
    return (
      <MessagePage overline="Company User Guide" title="Coming Soon" actions={backToDashboard}>
        Your company&apos;s user guide is not available yet. Please check back later.
      </MessagePage>
    );
  }
  return (
    <MessagePage overline="Company User Guide" title="Under Construction" actions={backToDashboard}>
      Your company&apos;s user guide is being written. Please check back soon.
    </MessagePage>
  );
}

function GuideLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { detail } = describeError(error);
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={retry}>
            Try Again
          </Button>
        }
      >
        <AlertTitle>Failed to fetch user guide</AlertTitle>
        {detail}
      </Alert>
    </Box>
  );
}

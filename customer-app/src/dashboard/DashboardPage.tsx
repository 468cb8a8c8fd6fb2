import { Box, CircularProgress, Container } from '@mui/material';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router-dom';
import { useSendPendingCompletions } from '../learner/useCompletions.ts';
import { useHistoricalCompletionRecovery } from '../learner/useHistoricalCompletionRecovery.ts';
import { useLearnerStateFailureNotice } from '../learner/useLearnerStateFailureNotice.ts';
import { useSignedInUser } from '../session/RequireSession.tsx';
import { VideoPlayerProvider } from '../video/VideoPlayerProvider.tsx';
import { DashboardHeader } from './header/DashboardHeader.tsx';
import { HelpContent } from './help-content/HelpContent.tsx';
import { DashboardNav, type DashboardView } from './navigation/DashboardNav.tsx';
import { ProfilePanel } from './profile/ProfilePanel.tsx';
import { SupportPanel } from './support/SupportPanel.tsx';
import { chunkComponent } from '../common/chunkComponent.tsx';
import { usePageTitle } from '../common/usePageTitle.ts';
import { ContentErrorState } from './help-content/ContentListStates.tsx';

/**
 * The journey loads the first time it is opened, not with the dashboard. If its code does not
 * arrive, the tab says so with Try Again and the rest of the dashboard stays as it was.
 */
const journey = chunkComponent(() => import('./learning-journey/LearningJourney.tsx'));

const PROFILE_PANEL_ID = 'profile-panel';
const SUPPORT_PANEL_ID = 'support-panel';
const VIEW_PARAM = 'view';

/**
 * The customer dashboard at '/' (spec §2). Each area has its own folder beside this file: the
 * header, the buttons, the profile and support panels, Help Content and My Learning Journey.
 * The area shown is in the address (`?view=journey`), so Back and a reload keep it.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  const [profileOpen, setProfileOpen] = useState(false);
  // Once opened, the profile panel is hidden rather than removed when closed: closing it must not
  // throw away an edit in progress.
  const [profileOpened, setProfileOpened] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const view: DashboardView = params.get(VIEW_PARAM) === 'journey' ? 'journey' : 'help';
  usePageTitle(view === 'journey' ? 'My Learning Journey' : 'Help Content');
  const showView = (next: DashboardView) =>
    setParams(next === 'journey' ? { [VIEW_PARAM]: 'journey' } : {}, { replace: false });

  // Completions made while the server was unreachable are sent from any dashboard view.
  useSendPendingCompletions(user.id);
  // So are completions an older version of the app kept in this browser's storage.
  useHistoricalCompletionRecovery();
  useLearnerStateFailureNotice();

  return (
    <VideoPlayerProvider>
      <DashboardHeader
        user={user}
        profileOpen={profileOpen}
        onToggleProfile={() => {
          setProfileOpen((open) => !open);
          setProfileOpened(true);
        }}
        profilePanelId={PROFILE_PANEL_ID}
      />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        {profileOpened && <ProfilePanel id={PROFILE_PANEL_ID} user={user} hidden={!profileOpen} />}
        <DashboardNav
          view={view}
          onViewChange={showView}
          supportOpen={supportOpen}
          onToggleSupport={() => setSupportOpen((open) => !open)}
          supportPanelId={SUPPORT_PANEL_ID}
        />
        {supportOpen && <SupportPanel id={SUPPORT_PANEL_ID} />}
        {view === 'journey' ? (
          <ErrorBoundary
            fallbackRender={({ error, resetErrorBoundary }) => (
              <ContentErrorState
                title="Error Loading Your Learning Journey"
                error={error}
                onRetry={() => {
                  journey.retry();
                  resetErrorBoundary();
                }}
              />
            )}
          >
            <Suspense fallback={<ViewLoading label="Loading your learning journey" />}>
              <journey.Component />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <HelpContent user={user} />
        )}
      </Container>
    </VideoPlayerProvider>
  );
}

function ViewLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

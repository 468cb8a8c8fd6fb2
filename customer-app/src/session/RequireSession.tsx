import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import type { SessionUser } from '@zen/contracts';
import { Navigate, Outlet, useOutletContext } from 'react-router-dom';
import { describeError } from '../api/http.ts';
import { usePeriodicSessionCheck, useSession } from './sessionHooks.ts';

/**
 * Route guard (spec §2): the routes below it render only for a signed-in user, who is handed down
 * as outlet context. Signed out, signed out later by any 401, or found invalid by the periodic
 * status check means a redirect to /auth.
 */
export function RequireSession() {
  const session = useSession();

  if (session.data) return <SignedIn user={session.data} />;
  if (session.data === null) return <Navigate to="/auth" replace />;

  if (session.isError) {
    const { detail } = describeError(session.error);
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void session.refetch()}>
              Try Again
            </Button>
          }
        >
          <AlertTitle>Could not check your session</AlertTitle>
          {detail}
        </Alert>
      </Box>
    );
  }

  return <PageLoading label="Checking your session" />;
}

function SignedIn({ user }: { user: SessionUser }) {
  usePeriodicSessionCheck(user.email);
  return <Outlet context={user} />;
}

/**
 * The dashboard and the admin route also need a completed profile (spec §2): until then the user
 * is sent to /complete-profile.
 */
export function RequireCompletedProfile() {
  const user = useSignedInUser();
  if (!user.profileCompleted) return <Navigate to="/complete-profile" replace />;
  return <Outlet context={user} />;
}

export function PageLoading({ label }: { label: string }) {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The signed-in user, for any route rendered inside <RequireSession>. */
export const useSignedInUser = (): SessionUser => useOutletContext<SessionUser>();

import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import type { SessionUser } from '@zen/contracts';
import { Navigate, Outlet, useOutletContext } from 'react-router-dom';
import { describeError } from '../api/http.ts';
import { useSession } from './sessionHooks.ts';

/**
 * Route guard (spec §2): the routes below it render only for a signed-in user, who is handed down
 * as outlet context. Signed out, or signed out later by any 401, means a redirect to /auth.
 */
export function RequireSession() {
  const session = useSession();

  if (session.data) return <Outlet context={session.data} />;
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

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Checking your session" />
    </Box>
  );
}

/** The signed-in user, for any route rendered inside <RequireSession>. */
export const useSignedInUser = (): SessionUser => useOutletContext<SessionUser>();

import { Button } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../common/MessagePage.tsx';
import { PageLoading, useSignedInUser } from '../session/RequireSession.tsx';

/** The admin console is its own app, served by the server at /admin/. */
const ADMIN_CONSOLE = '/admin/';

/**
 * /admin inside the customer app (spec §2): admins (decided by the server, DESIGN §8) are sent to
 * the console; anyone else is told the page is for provider staff.
 */
export function AdminPage() {
  const user = useSignedInUser();

  useEffect(() => {
    if (user.isAdmin) window.location.replace(ADMIN_CONSOLE);
  }, [user.isAdmin]);

  if (user.isAdmin) return <PageLoading label="Opening the admin console" />;
  return (
    <MessagePage
      title="Admin Access Required"
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      }
    >
      The admin dashboard is for the provider&apos;s staff. Sign in with your provider account to use it.
    </MessagePage>
  );
}

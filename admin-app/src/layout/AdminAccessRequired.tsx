import LockIcon from '@mui/icons-material/Lock';
import { Button } from '@mui/material';
import { useGetIdentity, useLogout } from 'react-admin';
import { ConsoleMessage } from './ConsoleMessage.tsx';

/** What a signed-in customer sees instead of the console: no data, and a way to switch account. */
export const AdminAccessRequired = () => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const email = typeof identity?.email === 'string' ? identity.email : undefined;
  return (
    <ConsoleMessage
      pageTitle="Admin Access Required"
      icon={<LockIcon sx={{ fontSize: 56, color: 'text.secondary' }} />}
      heading="Admin Access Required"
      action={
        <Button variant="contained" onClick={() => logout()}>
          Sign in with another account
        </Button>
      }
    >
      {email ? `You are signed in as ${email}, which is not a provider staff account. ` : ''}
      The admin console is for provider staff only. Sign in with an admin account, or use Back to Home to
      return to the learning portal.
    </ConsoleMessage>
  );
};

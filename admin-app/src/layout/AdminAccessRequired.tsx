import LockIcon from '@mui/icons-material/Lock';
import { Button } from '@mui/material';
import { useGetIdentity, useLogout } from 'react-admin';
import { ConsoleMessage } from './ConsoleMessage.tsx';

/**
 * What a signed-in customer sees instead of the console (spec: 'Admin Access Required', and an
 * 'Access Denied' page with 'Go to Login' when not authorised): no data, and a way back to the
 * console's sign-in with another account. Admin rights come from the server (DESIGN §8), so there
 * is no e-mail to verify here.
 */
export const AdminAccessRequired = () => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const email = typeof identity?.email === 'string' ? identity.email : undefined;
  return (
    <ConsoleMessage
      pageTitle="Admin Access Required"
      icon={<LockIcon sx={{ fontSize: 56, color: 'text.secondary' }} />}
      heading="Access Denied"
      action={
        <Button variant="contained" onClick={() => logout()}>
          Go to Login
        </Button>
      }
    >
      {email ? `You are signed in as ${email}, which is not a provider staff account. ` : ''}
      Admin access is required: the console is for provider staff only. Go to Login to sign in with a staff
      account, or use Back to Home to return to the learning portal.
    </ConsoleMessage>
  );
};

import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Title, useGetIdentity, useLogout } from 'react-admin';

/** What a signed-in customer sees instead of the console: no data, and a way to switch account. */
export const AdminAccessRequired = () => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const email = typeof identity?.email === 'string' ? identity.email : undefined;
  return (
    <Box
      component="section"
      aria-labelledby="admin-access-required"
      sx={{ maxWidth: 560, mx: 'auto', mt: 6, px: 2, textAlign: 'center' }}
    >
      <Title title="Admin Access Required" />
      <LockIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography id="admin-access-required" component="h2" variant="h5" sx={{ mt: 2 }}>
        Admin Access Required
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {email ? `You are signed in as ${email}, which is not a provider staff account. ` : ''}
        The admin console is for provider staff only. Sign in with an admin account, or use Back to Home to
        return to the learning portal.
      </Typography>
      <Button variant="contained" onClick={() => logout()} sx={{ mt: 3 }}>
        Sign in with another account
      </Button>
    </Box>
  );
};

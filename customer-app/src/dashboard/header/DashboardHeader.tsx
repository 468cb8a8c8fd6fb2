import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Logout from '@mui/icons-material/Logout';
import { Alert, AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import type { SessionUser } from '@zen/contracts';
import { describeError } from '../../api/http.ts';
import { displayName } from '../../session/displayName.ts';
import { useSignOut } from '../../session/sessionHooks.ts';

/**
 * The dashboard header (spec §2): title, who is signed in, the admin console link for admins
 * (decided by the server, DESIGN §8) and Sign Out. Refresh Status and My Profile come later.
 */
export function DashboardHeader({ user }: { user: SessionUser }) {
  const signOut = useSignOut();

  return (
    <AppBar position="static" elevation={0} component="header">
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1.5 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, fontWeight: 700, minWidth: 0 }}>
            Zoho Zen Learning Portal
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
              <AccountCircle aria-hidden />
              <Typography noWrap title={user.email} data-testid="signed-in-user">
                {displayName(user)}
              </Typography>
            </Box>
            {user.isAdmin && (
              <Button
                href="/admin/"
                color="inherit"
                variant="outlined"
                size="small"
                startIcon={<AdminPanelSettings aria-hidden />}
              >
                Admin Dashboard
              </Button>
            )}
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              startIcon={<Logout aria-hidden />}
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Sign Out
            </Button>
          </Box>
        </Toolbar>
      </Container>
      {signOut.isError && (
        <Alert severity="error" square>
          Sign out failed: {describeError(signOut.error).detail}
        </Alert>
      )}
    </AppBar>
  );
}

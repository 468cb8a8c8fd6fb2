import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Refresh from '@mui/icons-material/Refresh';
import { AppBar, Box, Button, CircularProgress, Container, Toolbar, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@zen/contracts';
import { useNotify } from '../../notifications/notificationsContext.ts';
import { profileKeys } from '../../profile/profileQueries.ts';
import { displayName } from '../../session/displayName.ts';
import { useSessionStatusCheck } from '../../session/sessionHooks.ts';
import { PORTAL_NAME } from '../../common/usePageTitle.ts';

/**
 * The dashboard header (spec §2): title, who is signed in, the admin console link for admins
 * (decided by the server, DESIGN §8), 'Refresh Status' and the 'My Profile' toggle.
 */
export function DashboardHeader({
  user,
  profileOpen,
  onToggleProfile,
  profilePanelId,
}: {
  user: SessionUser;
  profileOpen: boolean;
  onToggleProfile: () => void;
  profilePanelId: string;
}) {
  const status = useSessionStatusCheck();
  const client = useQueryClient();
  const notify = useNotify();

  // The same check as the 10-minute one, now; a valid session also re-reads the profile.
  const refreshStatus = () =>
    status.mutate(user.email, {
      onSuccess: async (valid) => {
        if (!valid) return;
        await client.invalidateQueries({ queryKey: profileKeys.profile });
        notify({ title: 'Status Refreshed', description: 'Your access and profile are up to date.' });
      },
      onError: () =>
        notify({
          title: 'Status Check Failed',
          description: 'Unable to check your access. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <AppBar position="static" elevation={0} component="header">
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1.5 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, fontWeight: 700, minWidth: 0 }}>
            {PORTAL_NAME}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {/* A name may be 100 characters (the profile's limit): past a line's share it ends in an
                ellipsis, with the whole of it and the address in the tooltip, rather than taking a
                row of its own and pushing the buttons under it. */}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                minWidth: 0,
                maxWidth: { xs: '100%', sm: '22rem' },
              }}
            >
              <AccountCircle aria-hidden />
              <Typography noWrap title={`${displayName(user)} (${user.email})`} data-testid="signed-in-user">
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
              // Busy, not disabled, while it checks: a disabled button drops the keyboard's focus.
              startIcon={
                status.isPending ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : (
                  <Refresh aria-hidden />
                )
              }
              aria-disabled={status.isPending || undefined}
              aria-busy={status.isPending || undefined}
              onClick={() => {
                if (!status.isPending) refreshStatus();
              }}
            >
              Refresh Status
            </Button>
            <Button
              color="inherit"
              variant={profileOpen ? 'contained' : 'outlined'}
              size="small"
              aria-expanded={profileOpen}
              aria-controls={profilePanelId}
              endIcon={profileOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
              onClick={onToggleProfile}
              sx={profileOpen ? { bgcolor: 'common.white', color: 'primary.main' } : undefined}
            >
              My Profile
            </Button>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

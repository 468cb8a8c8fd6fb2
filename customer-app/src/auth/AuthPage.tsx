import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PORTAL_NAME, usePageTitle } from '../common/usePageTitle.ts';
import { useSession } from '../session/sessionHooks.ts';
import { homeFor } from '../session/sessionQueries.ts';
import { ConfirmRegistration } from './ConfirmRegistration.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { SignInFlow } from './SignInFlow.tsx';

/**
 * /auth (spec §2): sign in, first-time password creation and password reset. The mailed links
 * open `/auth?token=…&mode=reset` (a new password) and `/auth?token=…&mode=confirm` (the address
 * confirmed, the account made); a signed-in visitor is sent where they belong, except when
 * following a link.
 */
export function AuthPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const resetToken = mode === 'reset' ? (params.get('token') ?? '') : null;
  const confirmToken = mode === 'confirm' ? (params.get('token') ?? '') : null;
  // Someone who arrived from a mailed link is not a first-time visitor to be welcomed.
  const [arrivedByLink] = useState(resetToken !== null || confirmToken !== null);
  usePageTitle(resetToken !== null ? 'Reset password' : confirmToken !== null ? 'Confirm e-mail' : 'Sign in');

  if (session.data && resetToken === null && confirmToken === null) {
    return <Navigate to={homeFor(session.data)} replace />;
  }

  // Leaving a link's form drops the token from the address and from history (spec §4 Auth).
  const leaveLink = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.background.default} 0%, ${alpha(theme.palette.primary.light, 0.25)} 100%)`,
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: 3, fontWeight: 700 }}>
          {PORTAL_NAME}
        </Typography>
        {resetToken !== null ? (
          <ResetPasswordForm token={resetToken} onDone={leaveLink} onBack={leaveLink} />
        ) : confirmToken !== null ? (
          <ConfirmRegistration token={confirmToken} onBack={leaveLink} />
        ) : (
          <SignInFlow offerWelcome={!arrivedByLink} />
        )}
      </Box>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '../session/sessionHooks.ts';
import { SignInCard } from './SignInCard.tsx';

/**
 * /auth (spec §2). This issue delivers sign-in only; the e-mail validation step, first-time
 * password creation and password reset join this route in a later issue.
 */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();

  if (session.data) return <Navigate to="/" replace />;

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
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: 3, fontWeight: 700 }}>
          Zoho Zen Learning Portal
        </Typography>
        <SignInCard onSignedIn={() => void navigate('/', { replace: true })} />
      </Box>
    </Box>
  );
}

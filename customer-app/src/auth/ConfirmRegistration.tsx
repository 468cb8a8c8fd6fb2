import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { CONFIRMATION_LINK_INVALID, ConfirmRegistrationRequestSchema } from '@zen/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError, serverMessage } from '../api/http.ts';
import { useConfirmRegistration } from '../session/sessionHooks.ts';
import { homeFor } from '../session/sessionQueries.ts';
import { AuthCard } from './AuthCard.tsx';

/** What a link that cannot confirm anything says, and what to do instead. */
const failureOf = (error: unknown): string => {
  if (error instanceof HttpError && error.status === 409) {
    return 'Your account already exists. Please sign in with your e-mail and password.';
  }
  if (error instanceof HttpError && error.status < 500)
    return serverMessage(error) ?? CONFIRMATION_LINK_INVALID;
  return 'Your e-mail could not be confirmed just now. Please open the link again in a few minutes.';
};

/**
 * The page the mailed confirmation link opens (`/auth?token=…&mode=confirm`): the account is made
 * with the password chosen at 'Create Password' and signed in, then on to complete the profile
 * (spec §4: registration success goes to /complete-profile).
 */
export function ConfirmRegistration({ token, onBack }: { token: string; onBack: () => void }) {
  const confirm = useConfirmRegistration();
  const navigate = useNavigate();
  const valid = ConfirmRegistrationRequestSchema.safeParse({ token }).success;
  // Sent once per page, also under React's development double effects: a token works once.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: (user) => void navigate(homeFor(user), { replace: true }) });
  }, [valid, token, mutate, navigate]);

  if (!valid || confirm.isError) {
    return (
      <AuthCard title="Confirm Your E-mail" description="This link cannot create an account.">
        <Stack spacing={2.5}>
          <Alert severity="error">{valid ? failureOf(confirm.error) : CONFIRMATION_LINK_INVALID}</Alert>
          <Button variant="contained" size="large" fullWidth onClick={onBack}>
            Back to sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm Your E-mail">
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Confirming your e-mail and creating your account…</Typography>
      </Stack>
    </AuthCard>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { PASSWORD_MIN_LENGTH, type RegisterResponse } from '@zen/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../notifications/notificationsContext.ts';
import { useRegister, useSignIn } from '../session/sessionHooks.ts';
import { homeFor } from '../session/sessionQueries.ts';
import { AuthCard } from './AuthCard.tsx';
import { useCurrentPasswordField } from './CurrentPasswordField.tsx';
import { registerFailure, signInFailure } from './authMessages.ts';
import { useNewPasswordFields } from './NewPasswordFields.tsx';

export type PasswordMode = 'login' | 'first-time';

interface StepProps {
  email: string;
  onBack: () => void;
  /** The server knows better than check-user-exists did: switch to the other mode. */
  onSwitchMode: (mode: PasswordMode) => void;
}

/**
 * The address being signed in (or given its first password), shown above the password and
 * offered to password managers.
 */
function SigningInAs({ email, lead = 'Signing in as' }: { email: string; lead?: string }) {
  // One element, the hidden input inside it: as a sibling it counted as the form's first row, and
  // the form's row spacing opened an empty gap above this line.
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Typography component="span" color="text.secondary">
        {lead}{' '}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {email}
      </Typography>
    </Box>
  );
}

function BackToEmail({ onBack }: { onBack: () => void }) {
  return (
    <Button onClick={onBack} startIcon={<ArrowBack aria-hidden />} sx={{ alignSelf: 'flex-start' }}>
      Back to Email
    </Button>
  );
}

/** Login mode (spec §2): 'Sign in / Register', 'Welcome back {firstName}'. */
export function SignInStep({
  email,
  firstName,
  onBack,
  onSwitchMode,
  onForgotPassword,
}: StepProps & { firstName: string | null; onForgotPassword: () => void }) {
  const passwordBox = useCurrentPasswordField('Please enter your password');
  const signIn = useSignIn();
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passwordBox.check()) return;
    signIn.mutate(
      { email, password: passwordBox.password },
      {
        onSuccess: (user) => void navigate(homeFor(user), { replace: true }),
        onError: (failure) => {
          const meaning = signInFailure(failure);
          if (meaning.kind === 'unknown-user') {
            notify({
              title: 'Create Your Password',
              description: 'There is no account for this e-mail yet. Create a password to get started.',
            });
            onSwitchMode('first-time');
          } else if (meaning.kind === 'wrong-password') {
            // The hint stays next to the field after the toast has gone.
            passwordBox.showError(
              "That password is not right. If you can't remember it, reset it with the link below.",
            );
            notify({
              title: 'Password Incorrect',
              description: 'The password you entered is incorrect. Please try again.',
              variant: 'destructive',
            });
          } else {
            notify({ title: meaning.title, description: meaning.description, variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <AuthCard
      title="Sign in / Register"
      description={firstName ? `Welcome back ${firstName}` : 'Welcome back'}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <SigningInAs email={email} />
        {passwordBox.field}
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          Sign In
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <BackToEmail onBack={onBack} />
          <Button onClick={onForgotPassword}>Forgot your password?</Button>
        </Box>
      </Stack>
    </AuthCard>
  );
}

/** First-time mode (spec §2): 'Create Password' with a confirm field. */
export function CreatePasswordStep({ email, onBack, onSwitchMode }: StepProps) {
  const newPassword = useNewPasswordFields();
  const register = useRegister();
  const notify = useNotify();
  // Set once the server has mailed the link that confirms the address and makes the account.
  const [sent, setSent] = useState<RegisterResponse | null>(null);

  const send = () =>
    register.mutate(
      { email, password: newPassword.password },
      {
        onSuccess: setSent,
        onError: (failure) => {
          const meaning = registerFailure(failure);
          if (meaning.kind === 'exists') {
            notify({
              title: 'Account Already Exists',
              description: 'An account with this e-mail already exists. Please sign in with your password.',
            });
            onSwitchMode('login');
          } else if (meaning.kind === 'password') {
            setSent(null);
            newPassword.showPasswordError(meaning.message);
          } else {
            notify({ title: meaning.title, description: meaning.description, variant: 'destructive' });
          }
        },
      },
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword.check()) send();
  };

  if (sent) {
    return (
      <AuthCard title="Check Your E-mail" description="One more step to create your account.">
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            We sent a link to <strong>{email}</strong>. Open it to confirm your address and finish creating
            your account. It works once, for {sent.expiresInMinutes} minutes.
          </Alert>
          <Typography color="text.secondary">
            Nothing arrived after a few minutes? Look in your spam folder, or send the link again.
          </Typography>
          <Button variant="outlined" fullWidth loading={register.isPending} onClick={send}>
            Send the Link Again
          </Button>
          <BackToEmail onBack={onBack} />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Password"
      description={`Choose a password of at least ${PASSWORD_MIN_LENGTH} characters for your new account.`}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <SigningInAs email={email} lead="Creating a password for" />
        {newPassword.fields}
        <Button type="submit" variant="contained" size="large" fullWidth loading={register.isPending}>
          Create Password
        </Button>
        <BackToEmail onBack={onBack} />
      </Stack>
    </AuthCard>
  );
}

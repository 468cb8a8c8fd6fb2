import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { EmailSchema } from '@zen/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useNotify } from '../notifications/notificationsContext.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './AuthFields.tsx';
import { requestPasswordReset } from './authApi.ts';
import { resetFailure } from './authMessages.ts';

/** Forgot-password mode (spec §2 'Reset Password'): a reset link is mailed if the account exists. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const forgot = useMutation({ mutationFn: requestPasswordReset });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(
        email.trim() === '' ? 'Email Required' : (parsed.error.issues[0]?.message ?? 'Email Required'),
      );
      emailRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    forgot.mutate(parsed.data, {
      onError: (error) => notify({ ...resetFailure(error, 'send the reset link'), variant: 'destructive' }),
    });
  };

  const sentTo = forgot.isSuccess ? forgot.variables : null;

  return (
    <AuthCard title="Reset Password" description="We will e-mail you a link to choose a new password.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {sentTo ? (
          <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
            If an account exists for {sentTo}, a link to reset your password has been sent. Check your inbox;
            the link works once and expires after an hour.
          </Alert>
        ) : (
          <>
            <EmailField
              value={email}
              onChange={(value) => {
                setEmail(value);
                setFieldError(undefined);
              }}
              error={fieldError}
              inputRef={emailRef}
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={forgot.isPending}>
              Reset Password
            </Button>
          </>
        )}
        <Button onClick={onBack} startIcon={<ArrowBack aria-hidden />} sx={{ alignSelf: 'flex-start' }}>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResetPasswordRequestSchema } from '@zen/contracts';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../notifications/notificationsContext.ts';
import { markSignedOut, removeUserData } from '../session/sessionQueries.ts';
import { AuthCard } from './AuthCard.tsx';
import { resetPassword } from './authApi.ts';
import { resetFailure } from './authMessages.ts';
import { useNewPasswordFields } from './NewPasswordFields.tsx';

const EMPTY = { password: 'Please enter a new password', confirm: 'Please confirm your new password' };

/**
 * The form the mailed link opens (`/auth?token=…&mode=reset`, spec §2). `onDone` is called after a
 * successful reset; the page then drops the token from the address and returns to sign-in.
 */
export function ResetPasswordForm({
  token,
  onDone,
  onBack,
}: {
  token: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const newPassword = useNewPasswordFields(EMPTY);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const client = useQueryClient();
  const notify = useNotify();
  const reset = useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the account: this browser's included.
    onSuccess: () => {
      markSignedOut(client);
      removeUserData(client);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.check()) return;
    const parsed = ResetPasswordRequestSchema.safeParse({ token, password: newPassword.password });
    if (!parsed.success) {
      setLinkProblem(parsed.error.issues[0]?.message ?? 'The reset link is incomplete');
      return;
    }
    setLinkProblem(null);
    reset.mutate(parsed.data, {
      onSuccess: () => {
        notify({
          title: 'Password Reset',
          description: 'Your password has been changed. Please sign in with your new password.',
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => notify({ ...resetFailure(error, 'reset your password'), variant: 'destructive' }),
    });
  };

  return (
    <AuthCard title="Choose a New Password" description="Enter your new password twice.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {newPassword.fields}
        {linkProblem && <Alert severity="error">{linkProblem}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
        <Button onClick={onBack} startIcon={<ArrowBack aria-hidden />} sx={{ alignSelf: 'flex-start' }}>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESET_LINK_INVALID, ResetPasswordRequestSchema } from '@zen/contracts';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../notifications/notificationsContext.ts';
import { serverMessage } from '../api/http.ts';
import { markSignedOut, removeUserData } from '../session/sessionQueries.ts';
import { AuthCard, LinkRefusedCard } from './AuthCard.tsx';
import { resetPassword } from './authApi.ts';
import { resetFailure } from './authMessages.ts';
import { useNewPasswordFields } from './NewPasswordFields.tsx';

const EMPTY = { password: 'Please enter a new password', confirm: 'Please confirm your new password' };

/** The server's RESET_LINK_INVALID (its toast says it in full) without its own 'request a new one'. */
const SPENT_LINK = 'This reset link is invalid or has expired.';

/** What is wrong with the link's token as it stands, by the contract's own rule; null if nothing. */
const tokenProblem = (token: string): string | null => {
  const parsed = ResetPasswordRequestSchema.shape.token.safeParse(token);
  return parsed.success ? null : `${parsed.error.issues[0]?.message ?? 'The reset link is not valid'}.`;
};

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
  // A link cut short in the mail, or one the server has refused (spent or expired), cannot reset
  // anything: it is said when the page opens, or once refused, instead of asking for a password
  // again and again.
  const [linkProblem, setLinkProblem] = useState<string | null>(() => tokenProblem(token));
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
    if (!parsed.success) return;
    reset.mutate(parsed.data, {
      onSuccess: () => {
        notify({
          title: 'Password Reset',
          description: 'Your password has been changed. Please sign in with your new password.',
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        notify({ ...resetFailure(error, 'reset your password'), variant: 'destructive' });
        if (serverMessage(error) === RESET_LINK_INVALID) setLinkProblem(SPENT_LINK);
      },
    });
  };

  if (linkProblem) {
    return (
      <LinkRefusedCard
        title="Choose a New Password"
        description="This link cannot be used to reset a password."
        onBack={onBack}
      >
        {linkProblem} Use “Forgot your password?” on the sign-in page to get a new link.
      </LinkRefusedCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password" description="Enter your new password twice.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {newPassword.fields}
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

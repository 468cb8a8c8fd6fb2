import { Button, Stack } from '@mui/material';
import { CONFIRMATION_LINK_INVALID, ConfirmRegistrationRequestSchema } from '@zen/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError, savedNotYetShown, serverMessage } from '../api/http.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { useConfirmRegistration } from '../session/sessionHooks.ts';
import { homeFor } from '../session/sessionQueries.ts';
import { AuthCard, LinkRefusedCard } from './AuthCard.tsx';
import { useCurrentPasswordField } from './CurrentPasswordField.tsx';

/** Whether the link's token could be one, by the contract's own rule. */
const wellFormed = (token: string): boolean =>
  ConfirmRegistrationRequestSchema.shape.token.safeParse(token).success;

/** The server's word on the password, if that is what it refused. */
const passwordProblem = (error: unknown): string | undefined =>
  error instanceof HttpError
    ? error.problem?.errors?.find((e) => e.field === 'password')?.message
    : undefined;

/** What a link that cannot create the account says, and what to do instead. */
const linkProblem = (error: unknown): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 409)
    return 'Your account already exists. Please sign in with your e-mail and password.';
  if (error.status === 400 || error.status === 403) return serverMessage(error) ?? CONFIRMATION_LINK_INVALID;
  return undefined;
};

/**
 * The page the mailed confirmation link opens (`/auth?token=…&mode=confirm`). The password chosen
 * at 'Create Password' is asked again: the link shows its opener reads the address's mail, the
 * password that they are who asked for the account (someone else could have asked for it, with a
 * password of their own). Then the account is made and signed in, and on to complete the profile
 * (spec §4: registration success goes to /complete-profile).
 */
export function ConfirmRegistration({ token, onBack }: { token: string; onBack: () => void }) {
  const confirm = useConfirmRegistration();
  const navigate = useNavigate();
  const notify = useNotify();
  const passwordBox = useCurrentPasswordField('Please enter the password you chose');
  const [refusal, setRefusal] = useState<string | null>(() =>
    wellFormed(token) ? null : CONFIRMATION_LINK_INVALID,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passwordBox.check()) return;
    confirm.mutate(
      { token, password: passwordBox.password },
      {
        onSuccess: (user) => void navigate(homeFor(user), { replace: true }),
        onError: (failure) => {
          // Made, but not yet readable to sign in with (503 'Saved, not yet visible'): asked
          // again, the link would answer that the account exists. Signing in works in a moment.
          if (savedNotYetShown(failure)) {
            notify({
              title: 'Account Created',
              description: 'Your account was created. Please sign in with your e-mail and password.',
              variant: 'success',
            });
            return onBack();
          }
          const wrongPassword = passwordProblem(failure);
          if (wrongPassword) return passwordBox.showError(wrongPassword);
          const refused = linkProblem(failure);
          if (refused) setRefusal(refused);
          else
            passwordBox.showError(
              'Your account could not be created just now. Please try again in a few minutes.',
            );
        },
      },
    );
  };

  if (refusal) {
    return (
      <LinkRefusedCard
        title="Confirm Your E-mail"
        description="This link cannot create an account."
        onBack={onBack}
      >
        {refusal}
      </LinkRefusedCard>
    );
  }
  return (
    <AuthCard
      title="Confirm Your E-mail"
      description="Enter the password you chose when you asked for your account, to finish creating it."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {passwordBox.field}
        <Button type="submit" variant="contained" size="large" fullWidth loading={confirm.isPending}>
          Create My Account
        </Button>
        <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

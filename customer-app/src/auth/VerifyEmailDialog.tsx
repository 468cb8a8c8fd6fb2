import Close from '@mui/icons-material/Close';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { VerifyEmailRequestSchema } from '@zen/contracts';
import { useId, useState, type FormEvent } from 'react';
import { saveAuthorizedEmail } from '../session/userHint.ts';
import { verifyEmail } from './authApi.ts';

type Outcome = 'denied' | 'failed' | null;

/**
 * The welcome dialog for first-time visitors (spec §2 Auth screen): checks that the visitor is one
 * of the provider's customers before the sign-in steps. On success the verified e-mail is handed
 * to the e-mail step, which validates it at once.
 */
export function VerifyEmailDialog({
  open,
  onClose,
  onVerified,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  onVerified: (email: string) => void;
}) {
  const titleId = useId();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const verify = useMutation({ mutationFn: verifyEmail });

  const filled = firstName.trim() !== '' && email.trim() !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = VerifyEmailRequestSchema.safeParse({ email, firstName });
    if (!parsed.success) {
      setEmailError(parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message);
      return;
    }
    setEmailError(undefined);
    setOutcome(null);
    verify.mutate(parsed.data, {
      onSuccess: (authorized) => {
        if (!authorized) return setOutcome('denied');
        saveAuthorizedEmail(parsed.data.email);
        onVerified(parsed.data.email);
      },
      onError: () => setOutcome('failed'),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          Welcome! Let&apos;s Get Started
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            This portal is for the customers of Zen Consulting. Tell us who you are and we will check your
            access.
          </Typography>
          <Stack spacing={2}>
            <TextField
              label="First Name"
              autoComplete="given-name"
              required
              fullWidth
              autoFocus
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              slotProps={{ inputLabel: { required: false } }}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
              error={emailError !== undefined}
              helperText={emailError}
              slotProps={{
                inputLabel: { required: false },
                htmlInput: { inputMode: 'email', spellCheck: false },
              }}
            />
            {outcome === 'denied' && (
              <Alert severity="error">
                <AlertTitle>Access Denied</AlertTitle>
                This app is exclusively for Zen Consulting customers. Please contact your account manager for
                access.
              </Alert>
            )}
            {outcome === 'failed' && (
              <Alert severity="error">
                <AlertTitle>Verification Failed</AlertTitle>
                Please try again later.
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button type="submit" variant="contained" disabled={!filled || verify.isPending} fullWidth>
            {verify.isPending ? 'Verifying...' : 'Continue'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LoginRequestSchema } from '@zen/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { HttpError } from '../api/http.ts';
import { useSignIn } from '../session/sessionHooks.ts';
import { readUserHint } from '../session/userHint.ts';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** The spec's sign-in messages (spec §8): a refused sign-in versus a failure to reach the server. */
const describeSignInFailure = (error: Error): { title: string; detail: string } => {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
    const { problem } = error;
    return {
      title: 'Sign In Failed',
      detail: problem?.detail ?? problem?.title ?? 'Invalid email or password',
    };
  }
  return { title: 'Sign In Error', detail: 'Unable to sign in. Please try again.' };
};

export function SignInCard({ onSignedIn }: { onSignedIn: () => void }) {
  // After a session expires the last e-mail is offered again; nothing secret is stored.
  const [email, setEmail] = useState(() => readUserHint()?.email ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = LoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data, { onSuccess: onSignedIn });
  };

  const failure = signIn.error ? describeSignInFailure(signIn.error) : null;

  return (
    <Card component="section" aria-labelledby="sign-in-title" elevation={3}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id="sign-in-title" variant="h5" component="h2" gutterBottom>
          Sign In
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Use the e-mail address your company registered with us.
        </Typography>

        <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            inputRef={emailRef}
            // Required is announced by the input; no asterisk, so the label reads exactly "Email".
            slotProps={{ inputLabel: { required: false } }}
          />
          <TextField
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
            inputRef={passwordRef}
            slotProps={{
              inputLabel: { required: false },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />

          {failure && (
            <Alert severity="error">
              <AlertTitle>{failure.title}</AlertTitle>
              {failure.detail}
            </Alert>
          )}

          <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
            Sign In
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

import { Alert, Button, Stack } from '@mui/material';
import { EmailSchema } from '@zen/contracts';
import { useState, type FormEvent, type RefObject } from 'react';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './AuthFields.tsx';

/**
 * Step one of /auth (spec §2): the e-mail is checked against the provider's customer database
 * before any password is asked for. `problem` is the server's answer when it refused the address.
 */
export function EmailStep({
  email,
  onEmailChange,
  onValidate,
  validating,
  problem,
  inputRef,
  autoFocus,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onValidate: (email: string) => void;
  validating: boolean;
  problem: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  autoFocus: boolean;
}) {
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter your email address');
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    onValidate(parsed.data);
  };

  return (
    <AuthCard
      title="Sign in / Register"
      description="Enter the e-mail address your company registered with us."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <EmailField
          value={email}
          onChange={(value) => {
            onEmailChange(value);
            setFieldError(undefined);
          }}
          error={fieldError}
          inputRef={inputRef}
          autoFocus={autoFocus}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={validating}>
          Validate Email
        </Button>
      </Stack>
    </AuthCard>
  );
}

import { useRef, useState } from 'react';
import { PasswordField } from './AuthFields.tsx';

/**
 * The password of an account (signing in) or of a sign-up (confirming it): one box with its own
 * show/hide toggle, as useNewPasswordFields is for choosing one. `empty` is what a box left
 * empty is told on submit.
 */
export function useCurrentPasswordField(empty: string) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string>();
  const passwordRef = useRef<HTMLInputElement>(null);

  /** True when a password was given; otherwise says so and puts the focus in the box. */
  const check = (): boolean => {
    if (password !== '') {
      setError(undefined);
      return true;
    }
    setError(empty);
    passwordRef.current?.focus();
    return false;
  };

  /** Shows a refusal under the box (it stays after any toast has gone), the password selected. */
  const showError = (message: string) => {
    setError(message);
    passwordRef.current?.select();
  };

  const field = (
    <PasswordField
      label="Password"
      autoComplete="current-password"
      autoFocus
      value={password}
      onChange={(value) => {
        setPassword(value);
        setError(undefined);
      }}
      error={error}
      inputRef={passwordRef}
      visible={visible}
      onToggleVisible={() => setVisible((shown) => !shown)}
    />
  );

  return { password, check, showError, field };
}

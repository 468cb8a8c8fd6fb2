import { useRef, useState } from 'react';
import { PasswordField } from './AuthFields.tsx';
import { checkNewPassword, type NewPasswordErrors } from './newPassword.ts';

/**
 * The new password and its confirmation, as creating a password and resetting one both ask for
 * them: one show/hide toggle for both boxes, the spec's rules on submit, focus on the first box
 * that needs attention. `empty` are the messages for boxes left empty (see checkNewPassword).
 */
export function useNewPasswordFields(empty?: Parameters<typeof checkNewPassword>[2]) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  /** True when both boxes pass; otherwise shows why and focuses the first one to fix. */
  const check = (): boolean => {
    const found = checkNewPassword(password, confirm, empty);
    setErrors(found);
    if (found.password !== undefined) passwordRef.current?.focus();
    else if (found.confirm !== undefined) confirmRef.current?.focus();
    return found.password === undefined && found.confirm === undefined;
  };

  /** Shows a refusal the server gave for the password itself. */
  const showPasswordError = (message: string) => {
    setErrors({ password: message });
    passwordRef.current?.focus();
  };

  const fields = (
    <>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
        error={errors.password}
        inputRef={passwordRef}
        visible={visible}
        onToggleVisible={() => setVisible((shown) => !shown)}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          setErrors({});
        }}
        error={errors.confirm}
        inputRef={confirmRef}
        visible={visible}
      />
    </>
  );

  return { password, check, showPasswordError, fields };
}

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { Ref } from 'react';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it; an empty string marks it invalid silently. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * The e-mail box of /auth. Labelled exactly "Email": required is announced by the input itself,
 * without an asterisk in the label.
 */
export function EmailField({
  value,
  onChange,
  error,
  inputRef,
  autoFocus,
  label = 'Email',
}: FieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      fullWidth
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error || undefined}
      inputRef={inputRef}
      slotProps={{ inputLabel: { required: false }, htmlInput: { inputMode: 'email', spellCheck: false } }}
    />
  );
}

/**
 * A password box. The field that owns the show/hide toggle passes `onToggleVisible`; a confirm
 * field follows the same visibility without a second toggle.
 */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  inputRef,
  autoFocus,
  autoComplete,
  visible,
  onToggleVisible,
}: FieldProps & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  visible: boolean;
  onToggleVisible?: () => void;
}) {
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      fullWidth
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error || undefined}
      inputRef={inputRef}
      slotProps={{
        inputLabel: { required: false },
        input: onToggleVisible && {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={onToggleVisible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

import { NewPasswordSchema } from '@zen/contracts';

export type NewPasswordErrors = { password?: string; confirm?: string };

const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/**
 * The spec's rules for a new password (spec §5): both boxes filled (registration: 'Please fill in
 * all fields'; reset: 'Please enter a new password'), the contract's password rule, and the same
 * password twice ('Passwords do not match'). An empty string marks a box without repeating a
 * message already shown on the box above it.
 */
export const checkNewPassword = (
  password: string,
  confirm: string,
  empty: { password: string; confirm: string } = {
    password: FILL_IN_ALL_FIELDS,
    confirm: FILL_IN_ALL_FIELDS,
  },
): NewPasswordErrors => {
  if (password === '' || confirm === '') {
    const errors: NewPasswordErrors = {};
    if (password === '') errors.password = empty.password;
    if (confirm === '') errors.confirm = errors.password === empty.confirm ? '' : empty.confirm;
    return errors;
  }
  const errors: NewPasswordErrors = {};
  const rule = NewPasswordSchema.safeParse(password);
  if (!rule.success) errors.password = rule.error.issues[0]?.message ?? 'Please choose another password';
  if (password !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
};

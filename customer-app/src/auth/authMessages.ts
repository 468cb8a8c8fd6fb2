import { CONFIRMATION_NOT_SENT } from '@zen/contracts';
import { HttpError, isUnavailable, serverMessage } from '../api/http.ts';

/**
 * What each auth call's failure means to the person (spec §8 Auth), kept apart from the screens so
 * the wording lives in one place. "Unavailable" (network, 5xx, unreadable answer) always asks to
 * try again; a refusal shows the server's own message.
 */
export interface Toast {
  title: string;
  description: string;
}

export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact support.';
const UNABLE_TO_VALIDATE = 'Unable to validate email. Please try again.';

/** A rejected address (400), a refusal (403) or a rate limit (429) is explained in the server's words. */
const EXPLAINED_REFUSALS = new Set([400, 403, 429]);

export const emailCheckFailure = (error: unknown): string =>
  error instanceof HttpError && EXPLAINED_REFUSALS.has(error.status)
    ? (serverMessage(error) ?? UNABLE_TO_VALIDATE)
    : UNABLE_TO_VALIDATE;

const says = (error: unknown, words: string): boolean =>
  (serverMessage(error) ?? '').toLowerCase().includes(words.toLowerCase());

export type SignInFailure =
  { kind: 'wrong-password' } | { kind: 'unknown-user' } | ({ kind: 'other' } & Toast);

export const signInFailure = (error: unknown): SignInFailure => {
  if (says(error, 'User not found')) return { kind: 'unknown-user' };
  if (error instanceof HttpError && error.status === 401) return { kind: 'wrong-password' };
  if (isUnavailable(error)) {
    return { kind: 'other', title: 'Sign In Error', description: 'Unable to sign in. Please try again.' };
  }
  return {
    kind: 'other',
    title: 'Sign In Failed',
    description: serverMessage(error) ?? 'Invalid email or password',
  };
};

export type RegisterFailure =
  { kind: 'exists' } | { kind: 'password'; message: string } | ({ kind: 'other' } & Toast);

export const registerFailure = (error: unknown): RegisterFailure => {
  if ((error instanceof HttpError && error.status === 409) || says(error, 'User already exists')) {
    return { kind: 'exists' };
  }
  const passwordError =
    error instanceof HttpError ? error.problem?.errors?.find((e) => e.field === 'password') : undefined;
  if (passwordError) return { kind: 'password', message: passwordError.message };
  if (says(error, CONFIRMATION_NOT_SENT)) {
    return { kind: 'other', title: 'E-mail Not Sent', description: CONFIRMATION_NOT_SENT };
  }
  if (isUnavailable(error)) {
    return {
      kind: 'other',
      title: 'Setup Error',
      description: 'Unable to create your password. Please try again.',
    };
  }
  return {
    kind: 'other',
    title: 'Setup Failed',
    description: serverMessage(error) ?? 'Your password could not be created.',
  };
};

/** Forgot-password and reset-password share the spec's 'Reset Failed' / 'Reset Error' wording. */
export const resetFailure = (error: unknown, action: string): Toast =>
  isUnavailable(error)
    ? { title: 'Reset Error', description: `Unable to ${action}. Please try again.` }
    : { title: 'Reset Failed', description: serverMessage(error) ?? `Unable to ${action}.` };

import type { SessionUser } from '@zen/contracts';

/**
 * The only thing the app keeps in local storage: who signed in last, as a display hint (the spec's
 * `user` entry). Identity and admin status come from the server session, never from here.
 */
const USER_HINT_KEY = 'user';

export interface UserHint {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const saveUserHint = ({ email, firstName, lastName }: SessionUser): void => {
  try {
    localStorage.setItem(USER_HINT_KEY, JSON.stringify({ email, firstName, lastName }));
  } catch {
    // Storage can be unavailable (private mode, quota); the hint is optional.
  }
};

export const readUserHint = (): UserHint | null => {
  try {
    const raw = localStorage.getItem(USER_HINT_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<UserHint>;
    return typeof value.email === 'string'
      ? { email: value.email, firstName: value.firstName ?? null, lastName: value.lastName ?? null }
      : null;
  } catch {
    return null;
  }
};

/** Sign Out clears all local storage (spec §2 profile panel). */
export const clearLocalData = (): void => {
  try {
    localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
};

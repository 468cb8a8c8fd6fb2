import { SIGNED_IN_MARK_KEY, type SessionUser } from '@zen/contracts';

/**
 * What the app keeps in local storage: display hints only (the spec's `user` and
 * `authorized_email` entries), used to prefill the e-mail and to greet a returning visitor.
 * Identity, admin status and profile completion come from the server session, never from here.
 */
const USER_HINT_KEY = 'user';
const AUTHORIZED_EMAIL_KEY = 'authorized_email';

export interface UserHint {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); hints are optional.
  }
};

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const saveUserHint = ({ email, firstName, lastName }: SessionUser): void =>
  write(USER_HINT_KEY, JSON.stringify({ email, firstName, lastName }));

export const readUserHint = (): UserHint | null => {
  try {
    const raw = read(USER_HINT_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<UserHint>;
    return typeof value.email === 'string'
      ? { email: value.email, firstName: value.firstName ?? null, lastName: value.lastName ?? null }
      : null;
  } catch {
    return null;
  }
};

/** The e-mail the welcome dialog verified (spec §3 `authorized_email`): a prefill, not a pass. */
export const saveAuthorizedEmail = (email: string): void => write(AUTHORIZED_EMAIL_KEY, email);

/** The e-mail to offer on /auth: the last one signed in with, else the last one verified. */
export const rememberedEmail = (): string => readUserHint()?.email ?? read(AUTHORIZED_EMAIL_KEY) ?? '';

/**
 * Whether this browser had a session that nobody signed out of. Set while a session is seen and
 * cleared with everything else at Sign Out; a session found gone while it is set was ended by the
 * server (revoked, deactivated, expired), which the person is told (spec §8 'Session Expired').
 */
export const rememberSignedIn = (): void => write(SIGNED_IN_MARK_KEY, '1');
export const wasSignedIn = (): boolean => read(SIGNED_IN_MARK_KEY) === '1';
export const forgetSignedIn = (): void => {
  try {
    localStorage.removeItem(SIGNED_IN_MARK_KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
};

/**
 * Sign Out clears all local storage (spec §2 profile panel). The person who just signed out (or
 * whose session expired) is not greeted as a first-time visitor again while the page stays open.
 */
let signedOutInThisTab = false;

/** A visitor with no hint at all has never used the portal in this browser (the welcome dialog). */
export const isFirstVisit = (): boolean => !signedOutInThisTab && rememberedEmail() === '';

export const clearLocalData = (): void => {
  signedOutInThisTab = true;
  try {
    localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
};

import type { SessionUser } from '@zen/contracts';

/** "First Last", or the e-mail address while the profile has no name yet. */
export const displayName = (user: Pick<SessionUser, 'email' | 'firstName' | 'lastName'>): string => {
  const name = [user.firstName, user.lastName]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ');
  return name === '' ? user.email : name;
};

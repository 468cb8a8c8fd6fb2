/**
 * The session rules both apps follow (spec §4 Session, §8, §9). The customer app and the console
 * share one origin and one session cookie, so they also share the mark below.
 */

/** The periodic status check: every 10 minutes while a signed-in page is open. */
export const SESSION_CHECK_INTERVAL_MS = 600_000;

/** What a person is told when the server has ended their session (revoked, deactivated, expired). */
export const SESSION_ENDED = {
  title: 'Session Expired',
  description: 'Your access has been revoked. Please sign in again.',
} as const;

/**
 * The browser storage key marking a session nobody signed out of: set while a session is seen,
 * removed by signing out. A session found gone while it is set was ended by the server.
 */
export const SIGNED_IN_MARK_KEY = 'signed_in';

/**
 * The browser's anonymous session id (spec §3 client-side state: 'session_{timestamp}_{random}').
 * The spec's paths carry it (`/api/favorites/{sessionId}`); the server ignores it and takes the
 * learner from its own session (DESIGN §8), so it is only ever a label, never an identity.
 */
const SESSION_ID_KEY = 'sessionId';

/** Kept for the page's life when storage is unavailable, so every call names the same session. */
let unsavedSessionId: string | null = null;

const newSessionId = (): string => `session_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;

export const browserSessionId = (): string => {
  try {
    const stored = localStorage.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const created = newSessionId();
    localStorage.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    unsavedSessionId ??= newSessionId();
    return unsavedSessionId;
  }
};

import session from 'express-session';
import { WeighedCache } from '../cache/weighed-cache.ts';
import type { Notifications } from '../database/notifications.ts';

export const SESSION_ENDED_CHANNEL = 'zen_session_ended';
export const ACCOUNT_CHANGED_CHANNEL = 'zen_account_changed';
/** What a process must LISTEN to for its session and account caches (migration 0012). */
export const AUTH_CHANNELS = [SESSION_ENDED_CHANNEL, ACCOUNT_CHANGED_CHANNEL] as const;

/**
 * A small in-process cache of database rows, bounded in entries (a WeighedCache) and age, whose
 * entries can be invalidated while a read is under way. The age bound is only a backstop: entries
 * are dropped on every replica by NOTIFY the moment their row changes, and all of them after a
 * reconnection of the LISTEN connection (when notifications may have been missed).
 */
export class BoundedCache<V> {
  private readonly entries: WeighedCache<string, { value: V; until: number }>;
  /**
   * Bumped by every invalidation. A value read from the database is cached only if no
   * invalidation arrived while it was being read: the read may predate the change notified.
   */
  private generation = 0;
  /** Where invalidations come from: while they are not arriving, nothing is served or kept. */
  private source: Pick<Notifications, 'listening'> | undefined;

  constructor(
    maxEntries: number,
    private readonly maxAgeMs: number,
  ) {
    this.entries = new WeighedCache(maxEntries);
  }

  get(key: string): V | undefined {
    if (this.source && !this.source.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The generation to pass to `set` for a value about to be read from the database. */
  get readStarted(): number {
    return this.generation;
  }

  set(key: string, value: V, readStarted: number, until = Date.now() + this.maxAgeMs): void {
    if (readStarted !== this.generation || (this.source && !this.source.listening)) return;
    this.entries.set(key, { value, until: Math.min(until, Date.now() + this.maxAgeMs) });
  }

  delete(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Reads through the cache: `load` on a miss, its answer kept unless invalidated meanwhile. */
  async through(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const started = this.generation;
    const value = await load();
    if (value !== undefined) this.set(key, value, started);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Drops `key` on its notification, everything on '' (the connection lost or made again), and
   * serves and keeps nothing while the connection is down: a change made then would not be heard.
   */
  invalidateOn(notifications: Notifications, channel: string): void {
    this.source = notifications;
    notifications.subscribe(channel, (key) => (key === '' ? this.clear() : this.delete(key)));
  }
}

type Callback<T> = (error?: unknown, value?: T | null) => void;

/** A session as stored (JSON, parsed afresh per request) and the account it alone holds, if any. */
type CachedSession = { json: string; signedIn: string | undefined };

const SIGN_IN_ONLY = new Set(['cookie', 'passport']);

const signedInAccount = (data: session.SessionData): string | undefined => {
  const user = (data as { passport?: { user?: unknown } }).passport?.user;
  if (typeof user !== 'string') return undefined;
  return Object.keys(data).every((key) => SIGN_IN_ONLY.has(key)) ? user : undefined;
};

/**
 * express-session's store with reads served from memory. Sessions are stored as JSON text and
 * parsed per request, because express-session mutates the object it is given. Writes and
 * destroys go to PostgreSQL and drop the cached copy; ends made elsewhere (another replica, a
 * deactivation's DELETE) arrive by NOTIFY.
 */
export class CachedSessionStore extends session.Store {
  private readonly cache: BoundedCache<CachedSession>;

  constructor(
    private readonly inner: session.Store,
    notifications: Notifications,
    options: { maxEntries?: number; maxAgeMs?: number } = {},
  ) {
    super();
    this.cache = new BoundedCache(options.maxEntries ?? 20_000, options.maxAgeMs ?? 60_000);
    this.cache.invalidateOn(notifications, SESSION_ENDED_CHANNEL);
  }

  override get(sid: string, callback: Callback<session.SessionData>): void {
    const cached = this.cache.get(sid);
    if (cached !== undefined) return callback(null, JSON.parse(cached.json) as session.SessionData);
    const started = this.cache.readStarted;
    this.inner.get(sid, (error: unknown, data?: session.SessionData | null) => {
      if (!error && data) {
        const expires = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : undefined;
        this.cache.set(
          sid,
          { json: JSON.stringify(data), signedIn: signedInAccount(data) },
          started,
          expires,
        );
      }
      callback(error, data);
    });
  }

  /**
   * The account a cached, unexpired session is signed in to, when that is all it holds (no
   * OAuth state, nothing else a route might read or change): for `signedInFastPath`.
   */
  signedIn(sid: string): string | undefined {
    return this.cache.get(sid)?.signedIn;
  }

  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    this.cache.delete(sid);
    this.inner.set(sid, data, callback);
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.cache.delete(sid);
    this.inner.destroy(sid, callback);
  }

  override touch(sid: string, data: session.SessionData, callback?: () => void): void {
    if (this.inner.touch) this.inner.touch(sid, data, callback);
    else callback?.();
  }
}

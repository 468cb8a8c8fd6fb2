import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Pool } from '@zen/platform';

/** How often expired windows are deleted, at most (they are ignored as soon as they expire). */
const SWEEP_EVERY_MS = 60_000;

type Row = { hits: number; reset_at: Date };

const info = (row: Row | undefined): ClientRateLimitInfo | undefined =>
  row && { totalHits: row.hits, resetTime: row.reset_at };

/**
 * express-rate-limit's hit counters in PostgreSQL (table `rate_limit_hits`), so every
 * command-service replica counts against the same limit. Each increment is one atomic upsert:
 * concurrent requests on different replicas never lose a hit, and the first hit after a window
 * ends starts a new one. Times come from the database's clock, the one all replicas share.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly pool: Pool,
    /** Keeps the counters of different limiters apart in the one table. */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<Row>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
    return info(rows[0]);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    this.sweepNowAndThen();
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    return info(rows[0])!;
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }

  /**
   * Deletes expired windows of every key once a minute, riding on a request rather than a timer,
   * so an idle or stopping replica never touches the pool. A failed sweep is retried next time.
   */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.pool.query("DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '1 minute'").catch(() => {
      this.lastSweep = 0;
    });
  }
}

import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { connectionRestored, newClient } from './connections.ts';

/** How pg_stat_activity names the LISTEN connection. */
export const NOTIFICATIONS_CONNECTION = 'zen-notifications';
/** How often the LISTEN connection is asked whether it is still there, and how long it may take. */
const HEARTBEAT_MS = 10_000;

/**
 * One LISTEN connection per process, fanned out to in-process waiters. Waiters for read models
 * also re-check on a timer, so for them a lost connection costs latency, never correctness. The
 * session and account caches live on notifications alone (auth-cache.ts): so the moment the
 * connection is known lost every subscriber hears '' ("anything may have changed"), and
 * `listening` is false until it is back, while caches serve nothing. A connection that died
 * without a word (a firewall dropping it idle) is found by a heartbeat every 10 s rather than
 * by the operating system's keepalive hours later. A lost connection is re-established every
 * second until the server is back.
 */
export class Notifications {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channels: readonly string[],
    private readonly logger?: Logger,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /** Connects and listens; resolves once listening, or at once if the database is away (it keeps trying). */
  async start(): Promise<void> {
    await this.connect().catch(() => this.reconnectSoon());
  }

  /** Whether notifications are arriving now: false from a lost connection until it is back. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = newClient(this.connectionString, 'notifications', NOTIFICATIONS_CONNECTION);
    client.on('notification', (message) => this.emitter.emit(message.channel, message.payload ?? ''));
    client.on('error', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.beatOn(client);
    connectionRestored('notifications');
    // Whatever was notified while we were away is lost: wake every waiter so it re-checks now.
    // An empty payload means exactly that ("anything may have changed") to subscribers.
    for (const channel of this.channels) this.emitter.emit(channel, '');
  }

  /** The connection is gone: everyone hears so at once, and it is made again. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    void client.end().catch(() => undefined);
    for (const channel of this.channels) this.emitter.emit(channel, '');
    this.reconnectSoon();
  }

  /** Asks the connection every HEARTBEAT_MS whether it is there; no answer in time is a loss. */
  private beatOn(client: pg.Client): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      const answered = client.query('SELECT 1').then(
        () => true,
        () => false,
      );
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HEARTBEAT_MS).unref());
      void Promise.race([answered, late]).then((alive) => {
        if (!alive) this.lost(client);
      });
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Retries every second until the server is back (a failed attempt schedules the next). */
  private reconnectSoon(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect().catch(() => this.reconnectSoon());
    }, 1000);
    this.retry.unref();
  }

  /**
   * Calls `listener` with each notification's payload on `channel`, and with '' after a
   * reconnection (notifications sent meanwhile are lost). Returns the unsubscribe function.
   */
  subscribe(channel: string, listener: (payload: string) => void): () => void {
    this.emitter.on(channel, listener);
    return () => void this.emitter.off(channel, listener);
  }

  /** Resolves on the next notification on `channel`, or after `timeoutMs`, whichever is first. */
  next(channel: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.emitter.off(channel, done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.emitter.once(channel, done);
    });
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    await this.client?.end().catch(() => undefined);
  }
}

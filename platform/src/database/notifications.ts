import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { connectionRestored, newClient } from './connections.ts';

/**
 * One LISTEN connection per process, fanned out to in-process waiters. Notifications only make
 * waiting faster: every waiter also re-checks on a timer, so a lost connection costs latency,
 * never correctness. A lost connection is re-established every second until the server is back.
 */
export class Notifications {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
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

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = newClient(this.connectionString, 'notifications');
    client.on('notification', (message) => this.emitter.emit(message.channel, message.payload ?? ''));
    client.on('error', () => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      this.reconnectSoon();
    });
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
    connectionRestored('notifications');
    // Whatever was notified while we were away is lost: wake every waiter so it re-checks now.
    // An empty payload means exactly that ("anything may have changed") to subscribers.
    for (const channel of this.channels) this.emitter.emit(channel, '');
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
    await this.client?.end().catch(() => undefined);
  }
}

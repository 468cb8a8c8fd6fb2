import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '@zen/platform';

export const EVENTS_APPENDED_CHANNEL = 'zen_events_appended';

/**
 * One LISTEN connection per process, fanned out to in-process waiters. Notifications only make
 * waiting faster: every waiter also re-checks on a timer, so a lost connection costs latency,
 * never correctness.
 */
export class Notifications {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channels: readonly string[],
    private readonly logger?: Logger,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => this.emitter.emit(message.channel, message.payload ?? ''));
    client.on('error', (error) => {
      this.logger?.warn({ err: error }, 'notification connection lost; reconnecting');
      this.client = undefined;
      setTimeout(() => void this.start().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
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
    await this.client?.end().catch(() => undefined);
  }
}

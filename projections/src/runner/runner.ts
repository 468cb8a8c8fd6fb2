import type pg from 'pg';
import {
  connectionRestored,
  isDatabaseUnavailable,
  newClient,
  type DbClient,
  type Logger,
} from '@zen/platform';
import {
  applyBatch,
  beginLockingCheckpoint,
  compareCheckpoints,
  readCheckpoint,
  storeCheckpointAndCommit,
} from './checkpoint.ts';
import { READ_MODEL_WRITER, readLogBatch, type Checkpoint, type LoggedEvent } from './log.ts';
import { EVENTS_APPENDED_CHANNEL, type Notifications } from './notifications.ts';
import { dataTypesOf, type Projection } from './projection.ts';

export type RunnerOptions = {
  connectionString: string;
  logger: Logger;
  batchSize?: number;
  /** How often an idle leader re-reads the log even without a notification. */
  idlePollMs?: number;
  /** How often a standby replica tries to become the leader. */
  standbyRetryMs?: number;
  /**
   * The process's LISTEN connection for the append notifications, shared by its runners. Without
   * it each runner listens on its own connection, and every append is delivered to each of them:
   * ten deliveries per append for the portal's ten read models, each a wake-up of a PostgreSQL
   * backend and a socket read in this process.
   */
  appended?: Notifications;
};

const DEFAULT_BATCH = 500;
/**
 * Passing a long stretch of other read models' events (a first start after a large import, say),
 * a runner reads further at a time: their data is not read, so a row costs little, and ten
 * thousand at a time pass half a million events in fifty reads rather than a thousand.
 */
const MAX_PASSING_BATCH = 10_000;
/** How soon to look again for events an older, still running transaction keeps from being read. */
const HELD_BACK_RETRY_MS = 5;
/**
 * How long the plain horizon may hold a runner back before it reads by the one that passes over
 * transactions that cannot append (log.ts): longer than an append's own transaction takes, so the
 * costlier read is made only when something else (another database's transaction, a rebuild)
 * holds the log.
 */
const PASS_OVER_AFTER_MS = 50;
/** How long it then reads by that horizon before trying the plain one again. */
const PASS_OVER_FOR_MS = 1_000;

/**
 * The runners' connections are read-model writers (log.ts); a replica's own name, when PGAPPNAME
 * gives one, stays readable after that.
 */
const runnerApplicationName = (): string =>
  [READ_MODEL_WRITER, process.env.PGAPPNAME].filter(Boolean).join(' ');
/** How stale a stored checkpoint may be that only events of other read models have moved. */
const STORE_SKIPPED_MS = 1000;

/** A sleep that a wake-up cuts short, and that returns at once if woken while not asleep. */
class Alarm {
  private pending = false;
  private ring: (() => void) | undefined;

  wake(): void {
    this.pending = true;
    this.ring?.();
  }

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.ring?.(), ms);
      this.ring = () => {
        clearTimeout(timer);
        this.ring = undefined;
        this.pending = false;
        resolve();
      };
    });
  }
}

/**
 * Runs one projection: holds its advisory lock (so exactly one replica applies it), then
 * catches up batch by batch and sleeps until events are appended. Each projection has its own
 * connection, so a slow read model never holds up another.
 */
export class ProjectionRunner {
  private running = false;
  private readonly alarm = new Alarm();
  private loop: Promise<void> | undefined;
  private readonly eventTypes: ReadonlySet<string>;
  /** Where this leader has read to; ahead of the stored checkpoint by events it does not read. */
  private known: Checkpoint | undefined;
  private unstored = false;
  private storedAt = 0;
  /** Reading by the horizon that passes over what cannot append (PASS_OVER_AFTER_MS). */
  private passOver = false;
  /** Since when the plain horizon has kept this runner from reading anything, if it does. */
  private heldBackSince: number | undefined;
  /** Until when it reads by the horizon that passes over, once it does. */
  private passOverUntil = 0;
  /** Holding the projection's lock: only a leader is woken by appends (a standby polls the lock). */
  private leading = false;
  private stopListening: (() => void) | undefined;

  constructor(
    readonly projection: Projection,
    private readonly options: RunnerOptions,
  ) {
    this.eventTypes = new Set(projection.eventTypes);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // Subscribed before the first read, as LISTEN is on a runner's own connection: an append
    // notified after that read wakes it. A reconnection of the shared connection says '' (anything
    // may have moved), which wakes it too.
    this.stopListening = this.options.appended?.subscribe(EVENTS_APPENDED_CHANNEL, (payload) => {
      if (this.leading) this.onAppended(payload);
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    this.alarm.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      const role = `projection:${this.projection.name}`;
      const client = newClient(this.options.connectionString, role, runnerApplicationName());
      client.on('error', () => this.alarm.wake());
      if (!this.options.appended) client.on('notification', ({ payload }) => this.onAppended(payload ?? ''));
      try {
        await client.connect();
        connectionRestored(role);
        await this.lead(client);
      } catch (error) {
        if (!this.running) break;
        // A database away is logged once by the connection guard; anything else is a real fault.
        if (!isDatabaseUnavailable(error)) {
          this.options.logger.error(
            { err: error, projection: this.projection.name },
            'projection failed; retrying',
          );
        }
        await this.alarm.sleep(this.options.standbyRetryMs ?? 2000);
      } finally {
        this.leading = false;
        // Ending the connection also releases the advisory lock for a standby to take over.
        await client.end().catch(() => undefined);
      }
    }
  }

  /**
   * An append was notified. The payload names the types appended ('' when it cannot): other read
   * models' events are passed by the idle poll instead of a wake-up each.
   */
  private onAppended(payload: string): void {
    if (!payload || payload.split(',').some((type) => this.eventTypes.has(type))) this.alarm.wake();
  }

  private async lead(client: pg.Client): Promise<void> {
    const lockKey = `zen-projection:${this.projection.name}`;
    while (this.running) {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [lockKey],
      );
      if (rows[0]?.locked) break;
      await this.alarm.sleep(this.options.standbyRetryMs ?? 2000);
    }
    if (!this.running) return;
    // A new leadership reads from the stored checkpoint, whatever an earlier one knew.
    this.known = undefined;
    this.unstored = false;
    this.options.logger.debug({ projection: this.projection.name }, 'projection leader');
    this.leading = true;
    if (!this.options.appended) await client.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
    // Listening before the first read: an append notified while this connection was away (a
    // database restart) is found by this catch-up from the checkpoint, never left behind.
    const applyBatchSize = this.options.batchSize ?? DEFAULT_BATCH;
    let batchSize = applyBatchSize;
    const idleMs = this.options.idlePollMs ?? 1000;
    // Doubles while the same events stay held back (a long transaction elsewhere, a rebuild).
    let heldBackMs = HELD_BACK_RETRY_MS;
    while (this.running) {
      const { read, heldBack, applied } = await this.catchUpOnce(client, batchSize);
      if (read > 0) heldBackMs = HELD_BACK_RETRY_MS;
      if (read >= batchSize) {
        batchSize = applied
          ? applyBatchSize
          : Math.min(batchSize * 4, Math.max(MAX_PASSING_BATCH, applyBatchSize));
        continue;
      }
      batchSize = applyBatchSize;
      if (!heldBack) {
        await this.alarm.sleep(idleMs);
        continue;
      }
      await this.alarm.sleep(heldBackMs);
      heldBackMs = Math.min(heldBackMs * 2, idleMs);
    }
  }

  /**
   * One batch: how many events were read, and whether committed events are still held back
   * because an older transaction is running (they are read a moment later, not after the idle
   * poll: a command may be waiting to read its own write).
   *
   * Most appends concern two or three of the read models, and every runner wakes for each. So the
   * batch is first read outside any transaction, from the checkpoint this leader knows; a batch
   * with none of the projection's events only moves that checkpoint in memory, and the stored one
   * follows at most every STORE_SKIPPED_MS. Only a batch with events to apply takes the row lock
   * and writes; that is also where a checkpoint moved by someone else (a rebuild) is noticed.
   */
  private async catchUpOnce(
    client: DbClient,
    batchSize: number,
  ): Promise<{ read: number; heldBack: boolean; applied: boolean }> {
    const from = this.known ?? (await readCheckpoint(client, this.projection.name));
    this.known = from;
    // Catching up on a long log mostly passes other read models' events: their data stays unread.
    const { events, heldBack, passedOver } = await readLogBatch(
      client,
      from,
      batchSize,
      dataTypesOf(this.projection),
      { passOver: this.passOver },
    );
    this.choosePassOver(events.length, heldBack, passedOver);
    const applied = events.some((event) => this.eventTypes.has(event.type));
    if (applied) {
      await this.applyInTransaction(client, from, events, batchSize);
    } else if (events.length > 0) {
      const last = events.at(-1)!;
      this.known = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      this.unstored = true;
    }
    if (this.unstored && performance.now() - this.storedAt >= STORE_SKIPPED_MS) {
      await this.storeKnown(client);
    }
    // Only a batch short of `batchSize` is asked whether more is held back (log.ts).
    return { read: events.length, heldBack, applied };
  }

  /**
   * Reads by the horizon that passes over what cannot append once the plain one has kept this
   * runner from reading anything for PASS_OVER_AFTER_MS while committed events wait, and for at
   * most PASS_OVER_FOR_MS at a time. Under load the plain horizon is held back now and then by
   * appends in flight, but the runner reads on; only a transaction that stays (another
   * database's, a rebuild) stops it. Going back to the plain horizon after a while, rather than
   * when nothing is passed over, matters: the runners' own batches are always passed over, so
   * that never happens under load, and every read would pay for pg_stat_activity.
   */
  private choosePassOver(read: number, heldBack: boolean, passedOver: boolean): void {
    const now = performance.now();
    if (this.passOver) {
      if (!passedOver || now >= this.passOverUntil) this.passOver = false;
      return;
    }
    if (read > 0 || !heldBack) {
      this.heldBackSince = undefined;
      return;
    }
    this.heldBackSince ??= now;
    if (now - this.heldBackSince >= PASS_OVER_AFTER_MS) {
      this.passOver = true;
      this.passOverUntil = now + PASS_OVER_FOR_MS;
      this.heldBackSince = undefined;
    }
  }

  /** Applies `events` (read after `from`) and moves the stored checkpoint past them, in one transaction. */
  private async applyInTransaction(
    client: DbClient,
    from: Checkpoint,
    events: readonly LoggedEvent[],
    batchSize: number,
  ): Promise<void> {
    await this.inTransaction(client, async (stored) => {
      // Moved past what this leader knows: rebuilt meanwhile, so read on from there instead.
      const batch =
        compareCheckpoints(stored, from) > 0
          ? (
              await readLogBatch(client, stored, batchSize, dataTypesOf(this.projection), {
                passOver: this.passOver,
              })
            ).events
          : events;
      return applyBatch(client, this.projection, batch);
    });
  }

  /** Stores the checkpoint moved past events this projection does not read. */
  private async storeKnown(client: DbClient): Promise<void> {
    const known = this.known!;
    await this.inTransaction(client, async (stored) =>
      compareCheckpoints(stored, known) >= 0 ? undefined : known,
    );
  }

  /**
   * BEGIN … COMMIT on the runner's own connection, with the checkpoint row locked: `work` is given
   * the stored checkpoint and answers the one to store, if it moved. Two round trips besides the
   * work's own (checkpoint.ts says how). A failure rolls back and the leader starts over.
   *
   * The commit does not wait for the disk: a read model and its checkpoint commit together, so a
   * crash can only lose both for the last moments, and the runner applies those events again from
   * the log, which appends keep durable. It also holds PostgreSQL's notify lock, which the
   * checkpoint notification takes, for a moment rather than through a WAL flush.
   */
  private async inTransaction(
    client: DbClient,
    work: (stored: Checkpoint) => Promise<Checkpoint | undefined>,
  ): Promise<void> {
    const name = this.projection.name;
    let next: Checkpoint | undefined;
    let stored: Checkpoint;
    try {
      stored = await beginLockingCheckpoint(client, name, 'BEGIN; SET LOCAL synchronous_commit = off');
      next = await work(stored);
      if (next) await storeCheckpointAndCommit(client, name, next);
      else await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // Committed: the next batch reads on from here.
    this.known = next ?? stored;
    this.unstored = false;
    this.storedAt = performance.now();
  }
}

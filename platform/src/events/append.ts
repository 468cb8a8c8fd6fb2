import { randomUUID } from 'node:crypto';
import {
  ExpectedVersionConflictError,
  NO_CONCURRENCY_CHECK,
  STREAM_DOES_NOT_EXIST,
  STREAM_EXISTS,
  type ExpectedStreamVersion,
  type AppendToStreamResultWithGlobalPosition,
  type Event,
} from '@event-driven-io/emmett';
import { defaultTag, unknownTag } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { groupCommit } from './group-commit.ts';

/**
 * Emmett's append (0.42) in one round trip. Emmett runs its `emt_append_to_stream` function inside
 * BEGIN … COMMIT, three round trips, so that inline projections can write in the same transaction
 * before it commits. We have none (read models are kept by checkpointed runners), and the function
 * is one statement that inserts the stream row and the events together, so it needs no transaction
 * of its own: sent alone, it commits or fails as a whole, as before. Every command pays one round
 * trip instead of three, and appends arriving together share one (./group-commit.ts).
 *
 * What is stored is what Emmett stores: the same function and arguments, a message id in
 * the event's metadata (not stored in it, as Emmett leaves it out), schema version '1', the
 * stream type from the name's first part. Sent as parameters, not as literals quoted into the
 * text. Its result and its conflicts are Emmett's too: a stream position that moved, or a stream
 * row another append created first (a unique violation), is an ExpectedVersionConflictError, which
 * command handlers retry.
 *
 * After the append commits, it tells the projection runners which event types it appended
 * (EVENTS_APPENDED_CHANNEL), so each wakes only for its own. This NOTIFY used to be sent by a
 * trigger inside the append's transaction (migrations 0002, 0015). PostgreSQL serialises the
 * commits of transactions that notify, under one lock held through the commit's WAL flush, so
 * concurrent appends committed one at a time. Sent in a statement of its own, without waiting for
 * its commit to reach the disk (a notification is not kept anyway), it holds that lock only for a
 * moment (migration 0016 drops the trigger).
 */

/** Names the event types of each append, comma-separated ('' means "look anyway"). */
export const EVENTS_APPENDED_CHANNEL = 'zen_events_appended';
/** A payload must stay under 8000 bytes: too many types to name wakes every runner instead. */
const MAX_TYPES_PAYLOAD = 4000;

/** As Emmett's store: the general expectations are not checked by position, a number is. */
const expectedPosition = (expected: unknown): string | null => {
  if (expected === undefined || expected === NO_CONCURRENCY_CHECK) return null;
  if (expected === STREAM_DOES_NOT_EXIST || expected === STREAM_EXISTS) return null;
  return String(expected as bigint);
};

/** JSON as Emmett writes it: bigints as their digits. */
const toJson = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

type AnyEvent = Event & { kind?: string; metadata?: Record<string, unknown> };

type AppendOptions = { expectedStreamVersion?: ExpectedStreamVersion };

/** What Emmett throws for a conflict, and for an empty append. */
const conflict = (options?: AppendOptions) =>
  new ExpectedVersionConflictError(-1n, options?.expectedStreamVersion ?? NO_CONCURRENCY_CHECK);

/** Emmett's append result, and the transaction the events were appended in. */
export type AppendResult = AppendToStreamResultWithGlobalPosition & { transactionId?: string };

/**
 * The event store's append on `pool`, with its notification after the commit. `notified()`
 * resolves once the notification of the appends so far has been sent (or has failed): await it
 * before ending the pool.
 */
export const oneStatementAppends = (pool: pg.Pool) => {
  const notifier = appendNotifier(pool);
  const append = groupCommit(pool);
  const appendToStream = async (
    streamName: string,
    events: readonly AnyEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult> => {
    if (events.length === 0) throw conflict(options);
    const [firstPart, ...rest] = streamName.split('-');
    // An id the event brings in its metadata is kept, as Emmett keeps it; it is stored in its column.
    const withIds = events.map(({ metadata: { messageId, ...metadata } = {}, ...event }) => ({
      ...event,
      messageId: typeof messageId === 'string' ? messageId : randomUUID(),
      metadata,
    }));
    const streamType = firstPart && rest.length > 0 ? firstPart : unknownTag;
    const row = await append({
      streamName,
      messageIds: withIds.map((event) => event.messageId),
      data: withIds.map((event) => toJson(event.data)),
      metadata: withIds.map((event) => toJson(event.metadata)),
      schemaVersions: withIds.map(() => '1'),
      types: withIds.map((event) => event.type),
      kinds: withIds.map((event) => ((event.kind ?? 'Event') === 'Event' ? 'E' : 'C')),
      streamType,
      expectedPosition: expectedPosition(options?.expectedStreamVersion),
      partition: defaultTag,
    });
    const positions = row?.global_positions;
    if (!row?.success || row.next_stream_position === null || !positions?.length) throw conflict(options);
    notifier.notify(events);
    const nextExpectedStreamVersion = BigInt(row.next_stream_position);
    return {
      nextExpectedStreamVersion,
      lastEventGlobalPosition: BigInt(positions.at(-1)!),
      createdNewStream: nextExpectedStreamVersion >= BigInt(events.length),
      // Beyond Emmett's result, and passed on by its command handler: where the events lie in the
      // log as runners read it, which read-your-writes compares checkpoints with.
      transactionId: row.transaction_id ?? undefined,
    };
  };
  return { appendToStream, notified: notifier.sent };
};

/**
 * Appends finishing in the same turn of the event loop share one notification naming all their
 * types. Not awaited: the append has committed whatever becomes of it, and a runner that misses
 * it (the database going away in between) finds the events on its idle poll a second later.
 * `sent()` is for closing: a store closed right after an append (a seeding script, an import, a
 * test) ended the pool before the notification went, and the runners learnt of the events only
 * from that poll. The last one scheduled is enough to wait for: the pool hands out connections in
 * the order queries come, so the earlier ones are on their way by then, and ending the pool lets
 * a query on its way finish.
 */
const appendNotifier = (pool: pg.Pool) => {
  let pending: Set<string> | undefined;
  let sending: Promise<void> = Promise.resolve();
  const notify = (events: readonly AnyEvent[]): void => {
    if (!pending) {
      const types = (pending = new Set());
      sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = undefined;
        const payload = [...types].join(',');
        return pool
          .query("SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)", [
            EVENTS_APPENDED_CHANNEL,
            payload.length > MAX_TYPES_PAYLOAD ? '' : payload,
          ])
          .then(
            () => undefined,
            () => undefined,
          );
      });
    }
    for (const event of events) pending.add(event.type);
  };
  return { notify, sent: (): Promise<void> => sending };
};

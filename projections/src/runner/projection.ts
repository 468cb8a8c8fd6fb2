import type { DbClient } from '@zen/platform';
import type { LoggedEvent } from './log.ts';

type ApplyOne = (client: DbClient, event: LoggedEvent, batch: BatchScratch) => Promise<void>;
type ApplyMany = (client: DbClient, events: readonly LoggedEvent[], batch: BatchScratch) => Promise<void>;

/**
 * A read model kept by a checkpointed consumer of the event log. It applies its events inside
 * the transaction that also moves the checkpoint, so a read model never reflects half a batch:
 * one at a time (`apply`), or a batch's at once (`applyBatch`, in log order) when it writes many
 * rows in one statement.
 *
 * The statements of read models on the busy paths (content and learner events) are prepared
 * (`preparedStatement`): sent as text they were planned again for every batch, and a CPU profile
 * of PostgreSQL under content creation found the catalogue runner's backend planning for 28 % of
 * its time (the creations' insert: 0.2 ms of planning for 0.1 ms of work). Prepared, PostgreSQL
 * keeps a generic plan, and analyses a statement again by name when a fresh-table rebuild swaps
 * its tables.
 */
export type Projection = {
  /** Also the checkpoint's key; change `version` when the read model's shape changes. */
  name: string;
  /** The event types it reads; others only move its checkpoint. */
  eventTypes: readonly string[];
  /**
   * The types whose data it is handed (all of `eventTypes` by default); the others come with
   * `data` null, for a projection that reads their data in SQL from the log itself.
   */
  dataTypes?: readonly string[];
  /** The tables it owns, emptied by a rebuild. */
  tables: readonly string[];
  /**
   * Rebuild into fresh copies of `tables`, indexed after they are filled, and swap them in
   * (runner/fresh-tables.ts): for read models with costly indexes and nothing that depends on
   * their tables. Otherwise a rebuild empties and refills the live tables.
   */
  rebuildIntoFreshTables?: boolean;
  /**
   * Runs once after a batch that applied at least one event, in the same transaction, with the
   * scratch space its events wrote to: for summaries adjusted once per batch, not per event.
   */
  afterBatch?: (client: DbClient, batch: BatchScratch) => Promise<void>;
} & ({ apply: ApplyOne; applyBatch?: never } | { applyBatch: ApplyMany; apply?: never });

/** Per-batch working memory of a projection (e.g. counters to add up before writing). */
export type BatchScratch = Map<string, number>;

/** The types whose data a projection's batches carry. */
export const dataTypesOf = (projection: Projection): readonly string[] =>
  projection.dataTypes ?? projection.eventTypes;

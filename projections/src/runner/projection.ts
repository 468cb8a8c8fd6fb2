import type { DbClient } from '@zen/platform';
import type { LoggedEvent } from './log.ts';

/**
 * A read model kept by a checkpointed consumer of the event log. `apply` runs inside the
 * transaction that also moves the checkpoint, so a read model never reflects half a batch.
 */
export type Projection = {
  /** Also the checkpoint's key; change `version` when the read model's shape changes. */
  name: string;
  /** The event types it reads; others only move its checkpoint. */
  eventTypes: readonly string[];
  /** The tables it owns, emptied by a rebuild. */
  tables: readonly string[];
  /**
   * Rebuild into fresh copies of `tables`, indexed after they are filled, and swap them in
   * (runner/fresh-tables.ts): for read models with costly indexes and nothing that depends on
   * their tables. Otherwise a rebuild empties and refills the live tables.
   */
  rebuildIntoFreshTables?: boolean;
  apply: (client: DbClient, event: LoggedEvent, batch: BatchScratch) => Promise<void>;
  /**
   * Optionally, a whole batch of its events at once (in log order), for projections that write
   * many rows in one statement; `apply` is then used only where a single event is applied.
   */
  applyBatch?: (client: DbClient, events: readonly LoggedEvent[], batch: BatchScratch) => Promise<void>;
  /**
   * Runs once after a batch that applied at least one event, in the same transaction, with the
   * scratch space its events wrote to: for summaries adjusted once per batch, not per event.
   */
  afterBatch?: (client: DbClient, batch: BatchScratch) => Promise<void>;
};

/** Per-batch working memory of a projection (e.g. counters to add up before writing). */
export type BatchScratch = Map<string, number>;

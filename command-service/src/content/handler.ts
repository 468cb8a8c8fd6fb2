import { DeciderCommandHandler } from '@event-driven-io/emmett';
import { contentStreamName, type ContentItem } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import {
  appendedAt,
  findContentItem,
  READ_YOUR_WRITES,
  waitForProjections,
  type Notifications,
} from '@zen/projections';
import { decide, evolve, initialState, type ContentCommand } from './content.ts';
import { RETRY_ON_VERSION_CONFLICT } from '../version-conflicts.ts';

const handleContent = DeciderCommandHandler({
  decide,
  evolve,
  initialState,
  // Admins saving the same item at once: the loser re-reads and decides again, with jitter so
  // that a burst does not collide again in lockstep.
  retry: RETRY_ON_VERSION_CONFLICT,
});

/** Decides and appends, without waiting for read models: for bulk work such as seeding. */
export const handleContentCommand = (eventStore: EventStore, command: ContentCommand) =>
  handleContent(eventStore, contentStreamName(command.data.contentId), command);

export type ContentCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/**
 * Runs a content command and answers once the catalogue shows its result, so whoever issued it
 * can read their own write (DESIGN §4). Returns the item as the catalogue now has it.
 */
export const executeContentCommand = async (
  deps: ContentCommandDeps,
  command: ContentCommand,
): Promise<{ item: ContentItem | undefined; changed: boolean }> => {
  const before =
    command.type === 'DeleteContent' ? await findContentItem(deps.pool, command.data.contentId) : undefined;
  const result = await handleContentCommand(deps.eventStore, command);
  const changed = result.newEvents.length > 0;
  if (changed) {
    await waitForProjections(deps.pool, deps.notifications, READ_YOUR_WRITES, appendedAt(result));
  }
  return { item: before ?? (await findContentItem(deps.pool, command.data.contentId)), changed };
};

/** Numeric ids come from a sequence, so they are unique across replicas before any event exists. */
export const nextContentId = async (pool: Pool): Promise<number> =>
  (await pool.query<{ id: number }>("SELECT nextval('content_id_seq') AS id")).rows[0]!.id;

import { DeciderCommandHandler, isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { contentStreamName, pickContentFields, type ContentEvent, type ContentItem } from '@zen/contracts';
import { NO_STREAM_YET, type EventStore, type Pool } from '@zen/platform';
import {
  appendedAt,
  findContentItem,
  READ_YOUR_WRITES,
  waitForProjections,
  type Notifications,
} from '@zen/projections';
import { ContentAlreadyExists, decide, evolve, initialState, type ContentCommand } from './content.ts';
import { drawContentIds } from './content-ids.ts';
import { appendDecided } from '../append-decided.ts';
import { RETRY_ON_VERSION_CONFLICT } from '../version-conflicts.ts';

const handleContent = DeciderCommandHandler({
  decide,
  evolve,
  initialState,
  // Admins saving the same item at once: the loser re-reads and decides again, with jitter so
  // that a burst does not collide again in lockstep.
  retry: RETRY_ON_VERSION_CONFLICT,
});

/**
 * A creation decides on the empty state and appends expecting no stream, without first reading
 * one: its id was just drawn from the sequence, so the stream cannot exist, and on the command
 * path that read was one round trip in ten. Should the stream exist all the same, the append's
 * version check refuses it and the refusal is the decider's own, ContentAlreadyExists.
 */
const createContent = async (
  eventStore: EventStore,
  command: Extract<ContentCommand, { type: 'CreateContent' }>,
) => {
  const empty = { state: initialState(), version: NO_STREAM_YET };
  try {
    const stream = contentStreamName(command.data.contentId);
    return await appendDecided(eventStore, stream, decide(command, empty.state), empty, evolve);
  } catch (error) {
    if (isExpectedVersionConflictError(error)) {
      throw new ContentAlreadyExists(`Content ${command.data.contentId} already exists`);
    }
    throw error;
  }
};

/** Decides and appends, without waiting for read models: for bulk work such as seeding. */
export const handleContentCommand = (eventStore: EventStore, command: ContentCommand) =>
  command.type === 'CreateContent'
    ? createContent(eventStore, command)
    : handleContent(eventStore, contentStreamName(command.data.contentId), command);

export type ContentCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/**
 * The item a creation made, as the catalogue holds it once its event is applied (the projection
 * copies the event's fields, and its creation time as both times): a new item has had no other
 * event, so reading the row back would only return this.
 */
const createdItem = (events: readonly ContentEvent[]): ContentItem | undefined => {
  const [event] = events;
  if (event?.type !== 'ContentCreated') return undefined;
  const { contentId, createdAt } = event.data;
  return { id: contentId, ...pickContentFields(event.data), createdAt, updatedAt: createdAt };
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
  const item =
    before ?? createdItem(result.newEvents) ?? (await findContentItem(deps.pool, command.data.contentId));
  return { item, changed };
};

/** One new content id (drawContentIds): for seeding and tests, which create one at a time. */
export const nextContentId = async (pool: Pool): Promise<number> => (await drawContentIds(pool, 1))[0]!;

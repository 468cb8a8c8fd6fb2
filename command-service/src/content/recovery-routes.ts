import { Router } from 'express';
import {
  PreconditionHeadersSchema,
  ContentEventSchema,
  ContentIdParamsSchema,
  ContentRestoreRequestSchema,
  contentStreamName,
  ContentVersionParamsSchema,
  type ContentEvent,
} from '@zen/contracts';
import {
  HttpProblem,
  parseBody,
  parseHeaders,
  parseParams,
  requireAdmin,
  type EventStore,
} from '@zen/platform';
import { evolve, initialState, type ContentState } from './content.ts';
import type { ContentCommandDeps } from './handler.ts';
import { contentCommandMeta, runContentCommand } from './routes.ts';

/**
 * The item's state right after the event at `version` (its place in the stream), read from the
 * log with the decider's own `evolve`, so "what version N was" means what the decider saw.
 */
const stateAtVersion = async (
  eventStore: EventStore,
  contentId: number,
  version: number,
): Promise<ContentState | undefined> => {
  const { events } = await eventStore.readStream<ContentEvent>(contentStreamName(contentId), {
    to: BigInt(version),
  });
  const last = events.at(-1);
  if (!last || Number(last.metadata.streamPosition) !== version) return undefined;
  return events
    .map((event) => ContentEventSchema.parse({ type: event.type, data: event.data }))
    .reduce(evolve, initialState());
};

/** Data Recovery's content commands (admin only): restore a deleted item, restore a version. */
export const contentRecoveryRoutes = (deps: ContentCommandDeps): Router => {
  const router = Router();

  router.post('/api/admin/content/:id/restore', requireAdmin, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    parseBody(ContentRestoreRequestSchema, req);
    const { item } = await runContentCommand(deps, {
      type: 'RestoreContent',
      data: contentCommandMeta(req, id),
    });
    res.json(item);
  });

  router.post('/api/admin/content/:id/versions/:version/restore', requireAdmin, async (req, res) => {
    const { id, version } = parseParams(ContentVersionParamsSchema, req);
    // The item as its history showed it (its newest version's time): another admin's save since
    // is not undone by restoring an older version over it.
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    parseBody(ContentRestoreRequestSchema, req);
    const state = await stateAtVersion(deps.eventStore, id, version);
    if (!state || state.status === 'absent') {
      throw new HttpProblem(404, 'Not found', `Content ${id} has no version ${version}`);
    }
    // The decider decides against the current state: a deleted item or an invalid version is refused.
    const { item } = await runContentCommand(deps, {
      type: 'RestoreContentVersion',
      data: { ...contentCommandMeta(req, id), readAs, fields: state.fields },
    });
    res.json(item);
  });

  return router;
};

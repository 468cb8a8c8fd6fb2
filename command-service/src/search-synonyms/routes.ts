import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  PreconditionHeadersSchema,
  SynonymGroupIdParamsSchema,
  SynonymGroupRequestSchema,
  type SynonymGroup,
} from '@zen/contracts';
import { currentUser, HttpProblem, parseBody, parseHeaders, parseParams, requireAdmin } from '@zen/platform';
import { findSynonymGroup } from '@zen/projections';
import { executeSynonymCommand, type SynonymCommandDeps } from './handler.ts';
import { SynonymGroupNotFound, SynonymRuleViolation, type SynonymCommand } from './synonyms.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';

const WORDING: CommandWording = {
  raced: 'Someone else changed the synonyms at the same time. Please try again.',
  lagging: 'The synonyms were saved but may take a moment to apply',
};

/** Maps the decider's refusals to HTTP; anything else is unexpected. */
const run = async (deps: SynonymCommandDeps, command: SynonymCommand) => {
  try {
    return await executeSynonymCommand(deps, command);
  } catch (error) {
    if (error instanceof SynonymRuleViolation)
      throw HttpProblem.validation(error.errors, error.errors[0]?.message);
    if (error instanceof SynonymGroupNotFound) throw new HttpProblem(404, 'Not found', error.message);
    throw sharedCommandProblem(error, WORDING);
  }
};

const meta = (req: Request) => ({ by: currentUser(req).id, at: new Date().toISOString() });

const groupOrGone = async (deps: SynonymCommandDeps, id: string): Promise<SynonymGroup> => {
  const group = await findSynonymGroup(deps.pool, id);
  if (!group) throw new HttpProblem(404, 'Not found', `No synonym group ${id}`);
  return group;
};

/** Staff's search synonyms (issue 11): admin only, in ra-data-simple-rest's dialect. */
export const synonymCommandRoutes = (deps: SynonymCommandDeps): Router => {
  const router = Router();

  router.post('/api/admin/synonyms', requireAdmin, async (req, res) => {
    const { terms } = parseBody(SynonymGroupRequestSchema, req);
    const groupId = randomUUID();
    await run(deps, { type: 'CreateSynonymGroup', data: { ...meta(req), groupId, terms } });
    res
      .status(201)
      .location(`/api/admin/synonyms/${groupId}`)
      .json(await groupOrGone(deps, groupId));
  });

  router.put('/api/admin/synonyms/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(SynonymGroupIdParamsSchema, req);
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    const { terms } = parseBody(SynonymGroupRequestSchema, req);
    await run(deps, { type: 'ChangeSynonymGroup', data: { ...meta(req), groupId: id, terms, readAs } });
    res.json(await groupOrGone(deps, id));
  });

  // ra-data-simple-rest's delete answers the record it removed.
  router.delete('/api/admin/synonyms/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(SynonymGroupIdParamsSchema, req);
    // Every group that exists has its row: a save answers only once the read model shows it.
    const group = await groupOrGone(deps, id);
    await run(deps, { type: 'RemoveSynonymGroup', data: { ...meta(req), groupId: id } });
    res.json(group);
  });

  return router;
};

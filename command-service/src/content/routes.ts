import { Router, type Request } from 'express';
import {
  ContentFormSchema,
  ContentIdParamsSchema,
  ContentPatchSchema,
  PreconditionHeadersSchema,
} from '@zen/contracts';
import {
  currentUser,
  fastCommand,
  HttpProblem,
  parseBody,
  parseHeaders,
  parseParams,
  requireAdmin,
  routeCommands,
  type FastCommand,
} from '@zen/platform';
import {
  ContentAlreadyExists,
  ContentIsDeleted,
  ContentNotDeleted,
  ContentNotFound,
  ContentRuleViolation,
  type ContentCommand,
} from './content.ts';
import { contentIdSource } from './content-ids.ts';
import { executeContentCommand, type ContentCommandDeps } from './handler.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';

const WORDING: CommandWording = {
  raced: 'Someone else changed this item at the same time. Please try again.',
  lagging: 'The change was saved but lists may take a moment to show it',
};

/** Maps the decider's refusals to HTTP; anything else is unexpected. */
export const runContentCommand = async (deps: ContentCommandDeps, command: ContentCommand) => {
  try {
    return await executeContentCommand(deps, command);
  } catch (error) {
    if (error instanceof ContentRuleViolation) throw HttpProblem.validation(error.errors);
    if (error instanceof ContentNotFound) throw new HttpProblem(404, 'Not found', error.message);
    if (error instanceof ContentAlreadyExists) throw new HttpProblem(409, 'Conflict', error.message);
    if (error instanceof ContentNotDeleted) throw new HttpProblem(409, 'Not deleted', error.message);
    if (error instanceof ContentIsDeleted) throw new HttpProblem(409, 'Deleted', error.message);
    throw sharedCommandProblem(error, WORDING);
  }
};

const commandMeta = (user: Express.User, contentId: number) => ({
  contentId,
  by: user.id,
  at: new Date().toISOString(),
});

export const contentCommandMeta = (req: Request, contentId: number) =>
  commandMeta(currentUser(req), contentId);

/**
 * POST /api/content, the console's Create: answered before Express when it can be (platform's
 * fast-path), like the learner's clicks, since an import or several admins create in bursts.
 */
export const contentFastCommands = (deps: ContentCommandDeps): FastCommand[] => {
  const nextContentId = contentIdSource(deps.pool);
  return [
    fastCommand({
      path: '/api/content',
      adminOnly: true,
      // The contract is checked before an id is taken, so rejected requests do not use up numbers.
      body: ContentFormSchema,
      // The decider validates the form as sent (its own rules), so it is handed that.
      answer: async (_fields, user, form) => {
        const contentId = await nextContentId();
        const { item } = await runContentCommand(deps, {
          type: 'CreateContent',
          data: { ...commandMeta(user, contentId), form },
        });
        return { status: 201, body: item, headers: { location: `/api/content/${contentId}` } };
      },
    }),
  ];
};

/** POST/PUT/PATCH/DELETE /api/content: admin only (spec §6). */
export const contentCommandRoutes = (deps: ContentCommandDeps, commands: readonly FastCommand[]): Router => {
  const router = routeCommands(Router(), commands);

  router.put('/api/content/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    parseBody(ContentFormSchema, req);
    const { item } = await runContentCommand(deps, {
      type: 'ReplaceContent',
      data: { ...contentCommandMeta(req, id), readAs, form: req.body },
    });
    res.json(item);
  });

  router.patch('/api/content/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    const patch = parseBody(ContentPatchSchema, req);
    const { item } = await runContentCommand(deps, {
      type: 'PatchContent',
      data: { ...contentCommandMeta(req, id), readAs, patch },
    });
    res.json(item);
  });

  router.delete('/api/content/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    const { item } = await runContentCommand(deps, {
      type: 'DeleteContent',
      data: contentCommandMeta(req, id),
    });
    res.json(item ?? { id });
  });

  return router;
};

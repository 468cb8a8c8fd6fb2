import { Router } from 'express';
import {
  canAccessContent,
  CompletionRecoveryRequestSchema,
  type CompletionRecoveryResponse,
  type ContentType,
  type VideoCompletion,
} from '@zen/contracts';
import { currentUser, parseBody, requireUser } from '@zen/platform';
import { loadContentAccess } from '@zen/projections';
import { sharedCommandProblem } from '../command-problems.ts';
import { LEARNER_WORDING } from './routes.ts';
import { executeLearnerCommand, type LearnerCommandDeps } from './handler.ts';

type CatalogueRow = { id: number; type: ContentType; application: string; module: string; level: string };

/**
 * POST /api/video-completions/recover (spec Data Recovery, §8 'Recovery Complete'): the customer
 * app sends the completions its local storage holds; each one the server lacks is recorded, in one
 * append. Items that are gone or outside the learner's access are reported, never recorded.
 * Idempotent: the learner decider records a completion once, so sending the list again adds nothing.
 */
export const completionRecoveryRoutes = (deps: LearnerCommandDeps): Router => {
  const router = Router();

  router.post('/api/video-completions/recover', requireUser, async (req, res) => {
    const { completions } = parseBody(CompletionRecoveryRequestSchema, req);
    const user = currentUser(req);
    const ids = [...new Set(completions.map((claim) => claim.contentId))];
    const [access, { rows }] = await Promise.all([
      loadContentAccess(deps.pool, user),
      deps.pool.query<CatalogueRow>(
        'SELECT id, type, application, module, level FROM content_catalogue WHERE id = ANY($1::int[])',
        [ids],
      ),
    ]);
    const available = new Map(
      rows.filter((item) => canAccessContent(access, item)).map((item) => [item.id, item]),
    );
    const claims = completions.flatMap((claim) => {
      const item = available.get(claim.contentId);
      if (!item) return [];
      const { completedAt, ...measures } = claim;
      return [{ ...measures, contentType: item.type, claimedCompletedAt: completedAt }];
    });

    let recovered: VideoCompletion[] = [];
    if (claims.length > 0) {
      try {
        const { newEvents } = await executeLearnerCommand(deps, {
          type: 'RecoverCompletions',
          data: { userId: user.id, at: new Date().toISOString(), completions: claims },
        });
        recovered = newEvents.flatMap((event) => {
          if (event.type !== 'VideoCompleted' && event.type !== 'ArticleCompleted') return [];
          const { userId: _userId, ...completion } = event.data;
          return [completion];
        });
      } catch (error) {
        throw sharedCommandProblem(error, LEARNER_WORDING);
      }
    }
    const recoveredIds = new Set(recovered.map((completion) => completion.contentId));
    const response: CompletionRecoveryResponse = {
      recovered,
      alreadyRecorded: ids.filter((id) => available.has(id) && !recoveredIds.has(id)),
      unavailable: ids.filter((id) => !available.has(id)),
    };
    res.status(recovered.length > 0 ? 201 : 200).json(response);
  });

  return router;
};

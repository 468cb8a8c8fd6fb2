import { Router } from 'express';
import {
  ContentIdParamsSchema,
  DeletedContentListQuerySchema,
  LearnerCompletionsQuerySchema,
} from '@zen/contracts';
import { HttpProblem, parseParams, parseQuery, requireAdmin, type Pool } from '@zen/platform';
import { readContentHistory } from './content-history.ts';
import { listDeletedContent } from './deleted-content.ts';
import { listLearnerCompletions } from './learner-completions.ts';

/** Data Recovery's reads (admin only); its restores are commands (command-service/src/content). */
export const recoveryQueryRoutes = (pool: Pool): Router => {
  const router = Router();

  router.get('/api/admin/deleted-content', requireAdmin, async (req, res) => {
    const query = parseQuery(DeletedContentListQuerySchema, req);
    const { items, total, start } = await listDeletedContent(pool, query);
    const end = items.length ? start + items.length - 1 : start;
    res.set('Content-Range', `deleted-content ${start}-${end}/${total}`).json(items);
  });

  router.get('/api/admin/content/:id/history', requireAdmin, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    const history = await readContentHistory(pool, id);
    if (!history) throw new HttpProblem(404, 'Not found', `Content ${id} has no history: it never existed`);
    res.json(history);
  });

  router.get('/api/admin/learner-completions', requireAdmin, async (req, res) => {
    const query = parseQuery(LearnerCompletionsQuerySchema, req);
    const completions = await listLearnerCompletions(pool, query);
    if (!completions) throw new HttpProblem(404, 'Not found', `No account uses ${query.email}`);
    res.json(completions);
  });

  return router;
};

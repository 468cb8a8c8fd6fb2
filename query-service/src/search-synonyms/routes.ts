import { Router } from 'express';
import { contentRange, SynonymGroupIdParamsSchema, SynonymListQuerySchema } from '@zen/contracts';
import { HttpProblem, parseParams, parseQuery, requireAdmin, type Pool } from '@zen/platform';
import { findSynonymGroup, listSynonymGroups } from '@zen/projections';

const fresh = { 'Cache-Control': 'no-store' };

/** The console's Search Synonyms page (issue 11): admin only, in ra-data-simple-rest's dialect. */
export const synonymQueryRoutes = (pool: Pool): Router => {
  const router = Router();

  router.get('/api/admin/synonyms', requireAdmin, async (req, res) => {
    const { items, total, start } = await listSynonymGroups(pool, parseQuery(SynonymListQuerySchema, req));
    res
      .set(fresh)
      .set('Content-Range', contentRange('synonyms', start, items.length, total))
      .json(items);
  });

  router.get('/api/admin/synonyms/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(SynonymGroupIdParamsSchema, req);
    const group = await findSynonymGroup(pool, id);
    if (!group) throw new HttpProblem(404, 'Not found', `No synonym group ${id}`);
    res.set(fresh).json(group);
  });

  return router;
};

import { Router } from 'express';
import {
  AdminContentListQuerySchema,
  ContentIdParamsSchema,
  CustomerContentQuerySchema,
} from '@zen/contracts';
import {
  currentUser,
  HttpProblem,
  parseParams,
  parseQuery,
  requireAdmin,
  requireUser,
  type Pool,
} from '@zen/platform';
import { findContentItem } from '@zen/projections';
import { isVisibleTo, listContentForAdmin, listContentForCustomer } from './queries.ts';

export const contentQueryRoutes = (pool: Pool): Router => {
  const router = Router();

  router.get('/api/content/filtered', requireUser, async (req, res) => {
    const query = parseQuery(CustomerContentQuerySchema, req);
    res.json(await listContentForCustomer(pool, currentUser(req), query));
  });

  router.get('/api/content', requireAdmin, async (req, res) => {
    const query = parseQuery(AdminContentListQuerySchema, req);
    const { items, total, start } = await listContentForAdmin(pool, query);
    const end = items.length ? start + items.length - 1 : start;
    res.set('Content-Range', `content ${start}-${end}/${total}`).json(items);
  });

  router.get('/api/content/:id', requireUser, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    const item = await findContentItem(pool, id);
    // Hidden items answer like missing ones, so their existence is not disclosed.
    if (!item || !isVisibleTo(item, currentUser(req)))
      throw new HttpProblem(404, 'Not found', `No content ${id}`);
    res.json(item);
  });

  return router;
};

import { Router } from 'express';
import {
  AdminContentListQuerySchema,
  canAccessContent,
  ContentIdParamsSchema,
  ContentSuggestQuerySchema,
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
import { findContentItem, loadContentAccess } from '@zen/projections';
import { CatalogueIndex } from './catalogue-index/catalogue-index.ts';
import { searchContentForCustomer, suggestContent } from './customer-search.ts';
import { listContentForAdmin, listContentForCustomer } from './queries.ts';

export const contentQueryRoutes = (pool: Pool, index = new CatalogueIndex(pool)): Router => {
  const router = Router();
  // Built now rather than by the first search; a database still away is retried by that search.
  void index.refresh().catch(() => undefined);

  router.get('/api/content/filtered', requireUser, async (req, res) => {
    const query = parseQuery(CustomerContentQuerySchema, req);
    const access = await loadContentAccess(pool, currentUser(req));
    const { search } = query;
    res.json(
      search
        ? await searchContentForCustomer(index, access, { ...query, search })
        : await listContentForCustomer(pool, access, query),
    );
  });

  router.get('/api/content/suggest', requireUser, async (req, res) => {
    const { q } = parseQuery(ContentSuggestQuerySchema, req);
    const access = await loadContentAccess(pool, currentUser(req));
    res.json({ suggestions: await suggestContent(index, access, q) });
  });

  router.get('/api/content', requireAdmin, async (req, res) => {
    const query = parseQuery(AdminContentListQuerySchema, req);
    const { items, total, start } = await listContentForAdmin(pool, query);
    const end = items.length ? start + items.length - 1 : start;
    res.set('Content-Range', `content ${start}-${end}/${total}`).json(items);
  });

  router.get('/api/content/:id', requireUser, async (req, res) => {
    const { id } = parseParams(ContentIdParamsSchema, req);
    const [item, access] = await Promise.all([
      findContentItem(pool, id),
      loadContentAccess(pool, currentUser(req)),
    ]);
    // Hidden items answer like missing ones, so their existence is not disclosed.
    if (!item || !canAccessContent(access, item)) throw new HttpProblem(404, 'Not found', `No content ${id}`);
    res.json(item);
  });

  return router;
};

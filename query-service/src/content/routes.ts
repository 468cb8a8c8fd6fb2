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
  fastRead,
  HttpProblem,
  parseParams,
  parseQuery,
  requireAdmin,
  requireUser,
  routeReads,
  type FastRead,
  type Pool,
} from '@zen/platform';
import { findContentItem, loadContentAccess } from '@zen/projections';
import { CatalogueIndex } from '@zen/projections';
import { browseContentForCustomer, searchContentForCustomer, suggestContent } from './customer-search.ts';
import { listContentForAdmin } from './queries.ts';

/** Browse Content (a search from the index, else the list by title) and its suggestions. */
export const contentFastReads = (pool: Pool, index: CatalogueIndex): FastRead[] => [
  fastRead({
    path: '/api/content/filtered',
    query: CustomerContentQuerySchema,
    // The learning journey shares the path; the learner routes answer it.
    when: (query) => query.type === 'help',
    answer: async (query, user) => {
      const access = await loadContentAccess(pool, user);
      const { search } = query;
      return search
        ? await searchContentForCustomer(index, access, { ...query, search })
        : await browseContentForCustomer(index, access, query);
    },
  }),
  fastRead({
    path: '/api/content/suggest',
    query: ContentSuggestQuerySchema,
    // Up to five titles under the search box as the customer types.
    answer: async ({ q }, user) => {
      const access = await loadContentAccess(pool, user);
      return { suggestions: await suggestContent(index, access, q) };
    },
  }),
];

export const contentQueryRoutes = (pool: Pool, index = new CatalogueIndex(pool)): Router => {
  // The reads first: '/api/content/suggest' is not a content id.
  const router = routeReads(Router(), contentFastReads(pool, index));
  index.warmUp();

  router.get('/api/content', requireAdmin, async (req, res) => {
    const query = parseQuery(AdminContentListQuerySchema, req);
    const { items, total, start } = await listContentForAdmin(pool, index, query);
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

import { Router } from 'express';
import {
  AnalyticsRangeQuerySchema,
  ContentViewsQuerySchema,
  MostFavoritedQuerySchema,
  SearchQueriesQuerySchema,
  ViewsByDomainQuerySchema,
} from '@zen/contracts';
import { parseQuery, requireAdmin, type Pool } from '@zen/platform';
import {
  listContentViews,
  listMostFavorited,
  listSearchQueries,
  listSearchesWithoutResults,
  listViewsByDomain,
  readSummary,
  readViewsOverTime,
} from './queries.ts';

/** Figures move within a second of a learner's activity: no cache may hold them longer. */
const fresh = { 'Cache-Control': 'no-store' };

/**
 * The analytics dashboard (spec §2, §7 Admin): the spec's four calls with its shapes, and what
 * the dashboard adds (the cards' totals, views over time, searches without results). Staff only.
 */
export const analyticsQueryRoutes = (pool: Pool): Router => {
  const router = Router();

  router.get('/api/analytics/summary', requireAdmin, async (req, res) => {
    const { days } = parseQuery(AnalyticsRangeQuerySchema, req);
    res.set(fresh).json(await readSummary(pool, days));
  });

  router.get('/api/analytics/content-views', requireAdmin, async (req, res) => {
    res.set(fresh).json(await listContentViews(pool, parseQuery(ContentViewsQuerySchema, req)));
  });

  router.get('/api/analytics/search-queries', requireAdmin, async (req, res) => {
    res.set(fresh).json(await listSearchQueries(pool, parseQuery(SearchQueriesQuerySchema, req)));
  });

  router.get('/api/analytics/searches-without-results', requireAdmin, async (req, res) => {
    res.set(fresh).json(await listSearchesWithoutResults(pool, parseQuery(SearchQueriesQuerySchema, req)));
  });

  router.get('/api/analytics/views-by-domain', requireAdmin, async (req, res) => {
    res.set(fresh).json(await listViewsByDomain(pool, parseQuery(ViewsByDomainQuerySchema, req)));
  });

  router.get('/api/analytics/most-favorited', requireAdmin, async (req, res) => {
    res.set(fresh).json(await listMostFavorited(pool, parseQuery(MostFavoritedQuerySchema, req)));
  });

  router.get('/api/analytics/views-per-day', requireAdmin, async (req, res) => {
    const { days } = parseQuery(AnalyticsRangeQuerySchema, req);
    res.set(fresh).json(await readViewsOverTime(pool, days));
  });

  return router;
};

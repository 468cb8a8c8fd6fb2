import type {
  AnalyticsRangeDays,
  AnalyticsSummary,
  ContentViews,
  DomainViews,
  MostFavorited,
  SearchQueryCount,
  ViewsOverTime,
} from '@zen/contracts';
import { ANALYTICS_TOP, SEARCH_QUERIES_LIMIT } from '@zen/contracts';
import { httpClient } from '../httpClient.ts';

/** The dashboard's date range: 7, 30 or 90 days, or all time. */
export type AnalyticsRange = AnalyticsRangeDays | 'all';

const get = async <T>(path: string, range: AnalyticsRange, limit?: number): Promise<{ data: T }> => {
  const query = new URLSearchParams();
  if (range !== 'all') query.set('days', String(range));
  if (limit !== undefined) query.set('limit', String(limit));
  const search = query.toString();
  const { json } = await httpClient(`/api/analytics/${path}${search ? `?${search}` : ''}`);
  return { data: json as T };
};

/**
 * The analytics calls (docs/api.md, "Analytics") as custom data provider methods: through
 * useDataProvider a 401 or 403 signs the admin out as for any other call. Like react-admin's own
 * methods they answer `{ data }`.
 */
export const analyticsMethods = {
  getAnalyticsSummary: (range: AnalyticsRange) => get<AnalyticsSummary>('summary', range),
  getContentViews: (range: AnalyticsRange) => get<ContentViews[]>('content-views', range, ANALYTICS_TOP),
  // The spec's call asks for 20 (§7); the list shows the top 10 (§2).
  getSearchQueries: (range: AnalyticsRange) =>
    get<SearchQueryCount[]>('search-queries', range, SEARCH_QUERIES_LIMIT),
  getSearchesWithoutResults: (range: AnalyticsRange) =>
    get<SearchQueryCount[]>('searches-without-results', range, ANALYTICS_TOP),
  getViewsByDomain: (range: AnalyticsRange) => get<DomainViews[]>('views-by-domain', range),
  getMostFavorited: (range: AnalyticsRange) => get<MostFavorited[]>('most-favorited', range, ANALYTICS_TOP),
  getViewsPerDay: (range: AnalyticsRange) => get<ViewsOverTime>('views-per-day', range),
};

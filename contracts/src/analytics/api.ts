import { z } from 'zod';

/**
 * The analytics dashboard's HTTP shapes (spec §2 Analytics dashboard, §3 Analytics, §7 Admin).
 * Every call takes the dashboard's date range: `days` of 7, 30 or 90 counts the last that many
 * UTC calendar days including today; without it, all time.
 */
export const ANALYTICS_RANGE_DAYS = [7, 30, 90] as const;
export type AnalyticsRangeDays = (typeof ANALYTICS_RANGE_DAYS)[number];

/** Top-10 lists (spec §9 "Analytics lists top 10; search queries limit 20; favourites limit 10"). */
export const ANALYTICS_TOP = 10;
export const SEARCH_QUERIES_LIMIT = 20;

/**
 * A search counts as followed by a view when the same learner opens an item within this many
 * minutes and before searching again: the usual web-analytics session timeout.
 */
export const SEARCH_SESSION_MINUTES = 30;

const days = z
  .enum(['7', '30', '90'])
  .transform((value) => Number(value) as AnalyticsRangeDays)
  .optional()
  .describe('7, 30 or 90: the last that many days (UTC, today included); absent: all time');

const limit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const AnalyticsRangeQuerySchema = z.object({ days });
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuerySchema>;

export const ContentViewsQuerySchema = z.object({ days, limit: limit(ANALYTICS_TOP, 100) });
export const SearchQueriesQuerySchema = z.object({ days, limit: limit(SEARCH_QUERIES_LIMIT, 100) });
export const ViewsByDomainQuerySchema = z.object({ days, limit: limit(20, 200) });
export const MostFavoritedQuerySchema = z.object({ days, limit: limit(ANALYTICS_TOP, 100) });
export type AnalyticsListQuery = { days?: AnalyticsRangeDays | undefined; limit: number };

/** GET /api/analytics/content-views: most viewed first. A deleted item keeps its views and last title. */
export const ContentViewsSchema = z.object({
  contentId: z.number().int(),
  title: z.string(),
  views: z.number().int(),
  deleted: z.boolean(),
});
export type ContentViews = z.infer<typeof ContentViewsSchema>;

/** GET /api/analytics/search-queries (and searches without results): terms lower-cased, spaces collapsed. */
export const SearchQueryCountSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  lastSearched: z.string(),
});
export type SearchQueryCount = z.infer<typeof SearchQueryCountSchema>;

/** GET /api/analytics/views-by-domain: "company usage", a company being its e-mail domain. */
export const DomainViewsSchema = z.object({
  emailDomain: z.string(),
  uniqueUsers: z.number().int(),
  totalViews: z.number().int(),
  lastActivity: z.string(),
});
export type DomainViews = z.infer<typeof DomainViewsSchema>;

/** GET /api/analytics/most-favorited: items favourited in the range and still favourites. */
export const MostFavoritedSchema = z.object({
  contentId: z.number().int(),
  title: z.string(),
  favoriteCount: z.number().int(),
});
export type MostFavorited = z.infer<typeof MostFavoritedSchema>;

/** GET /api/analytics/summary: the three cards and the search click-through. */
export const AnalyticsSummarySchema = z.object({
  totalViews: z.number().int(),
  /** The N of 'Across N pieces of content'. */
  contentViewed: z.number().int(),
  totalSearches: z.number().int(),
  uniqueSearchTerms: z.number().int(),
  /** E-mail domains with any activity in the range. */
  activeCompanies: z.number().int(),
  /** Learners with any activity in the range, across those companies. */
  activeUsers: z.number().int(),
  /** Searches followed by a view within the search session; the rate is their share, 0 to 1. */
  searchesFollowedByView: z.number().int(),
  clickThroughRate: z.number().min(0).max(1),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

/** GET /api/analytics/views-per-day: one point per UTC day (per week beyond 120 days), zeros included. */
export const ViewsOverTimeSchema = z.object({
  bucket: z.enum(['day', 'week']),
  points: z.array(z.object({ date: z.string(), views: z.number().int() })),
});
export type ViewsOverTime = z.infer<typeof ViewsOverTimeSchema>;
/** Longer ranges are drawn per week, so the chart keeps readable bars. */
export const MAX_DAILY_POINTS = 120;

/** The first UTC day a range counts, as YYYY-MM-DD; undefined for all time. */
export const rangeStartDay = (
  days: AnalyticsRangeDays | undefined,
  now: Date = new Date(),
): string | undefined => {
  if (days === undefined) return undefined;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return start.toISOString().slice(0, 10);
};

/**
 * How a search term is counted: trimmed, lower-cased, inner spaces collapsed, so "Leave  Policy"
 * and "leave policy" are one term.
 */
export const normaliseSearchTerm = (query: string): string => query.trim().toLowerCase().replace(/\s+/g, ' ');

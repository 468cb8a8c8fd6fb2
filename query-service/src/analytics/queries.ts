import {
  MAX_DAILY_POINTS,
  rangeStartDay,
  type AnalyticsListQuery,
  type AnalyticsRangeDays,
  type AnalyticsSummary,
  type ContentViews,
  type DomainViews,
  type MostFavorited,
  type SearchQueryCount,
  type ViewsOverTime,
} from '@zen/contracts';
import { isoText, type Pool } from '@zen/platform';

/**
 * The analytics dashboard's reads (spec §2 Analytics dashboard). Every one sums the analytics
 * read model's daily rows from the range's first day on; "all time" has no lower bound.
 */
class Query {
  readonly params: unknown[] = [];
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }
  /** `AND day >= $n` for a range, nothing for all time. */
  since(days: AnalyticsRangeDays | undefined, column = 'day'): string {
    const start = rangeStartDay(days);
    return start === undefined ? '' : `AND ${column} >= ${this.param(start)}::date`;
  }
}

export const readSummary = async (
  pool: Pool,
  days: AnalyticsRangeDays | undefined,
): Promise<AnalyticsSummary> => {
  const query = new Query();
  const { rows } = await pool.query<Omit<AnalyticsSummary, 'clickThroughRate'>>(
    `SELECT views."totalViews", views."contentViewed", searches."totalSearches", searches."uniqueSearchTerms",
            searches."searchesFollowedByView", users."activeCompanies", users."activeUsers"
       FROM (SELECT coalesce(sum(views), 0)::int AS "totalViews", count(DISTINCT content_id)::int AS "contentViewed"
               FROM analytics_daily_content_views WHERE true ${query.since(days)}) views,
            (SELECT coalesce(sum(searches), 0)::int AS "totalSearches",
                    count(DISTINCT term) FILTER (WHERE searches > 0)::int AS "uniqueSearchTerms",
                    coalesce(sum(followed_by_view), 0)::int AS "searchesFollowedByView"
               FROM analytics_daily_search_terms WHERE true ${query.since(days)}) searches,
            (SELECT count(DISTINCT email_domain)::int AS "activeCompanies",
                    count(DISTINCT user_id)::int AS "activeUsers"
               FROM analytics_daily_user_activity WHERE true ${query.since(days)}) users`,
    query.params,
  );
  const row = rows[0]!;
  return {
    ...row,
    clickThroughRate: row.totalSearches === 0 ? 0 : row.searchesFollowedByView / row.totalSearches,
  };
};

/** Most viewed first; a deleted item keeps its views under the last title it had. */
export const listContentViews = async (
  pool: Pool,
  { days, limit }: AnalyticsListQuery,
): Promise<ContentViews[]> => {
  const query = new Query();
  const { rows } = await pool.query<ContentViews>(
    `WITH top AS (
       SELECT content_id, sum(views)::int AS views FROM analytics_daily_content_views
        WHERE true ${query.since(days)}
        GROUP BY content_id ORDER BY views DESC, content_id LIMIT ${query.param(limit)})
     SELECT top.content_id AS "contentId", coalesce(c.title, t.title, 'Content #' || top.content_id) AS title,
            top.views, c.id IS NULL AS deleted
       FROM top
       LEFT JOIN content_catalogue c ON c.id = top.content_id
       LEFT JOIN analytics_content_titles t ON t.content_id = top.content_id
      ORDER BY top.views DESC, top.content_id`,
    query.params,
  );
  return rows;
};

export const listSearchQueries = async (
  pool: Pool,
  { days, limit }: AnalyticsListQuery,
): Promise<SearchQueryCount[]> => {
  const query = new Query();
  const { rows } = await pool.query<SearchQueryCount>(
    `SELECT term AS query, sum(searches)::int AS count, ${isoText('max(last_searched_at)')} AS "lastSearched"
       FROM analytics_daily_search_terms WHERE searches > 0 ${query.since(days)}
      GROUP BY term ORDER BY count DESC, max(last_searched_at) DESC, term LIMIT ${query.param(limit)}`,
    query.params,
  );
  return rows;
};

/** Terms that found nothing the learner could see: the content staff should write next. */
export const listSearchesWithoutResults = async (
  pool: Pool,
  { days, limit }: AnalyticsListQuery,
): Promise<SearchQueryCount[]> => {
  const query = new Query();
  const { rows } = await pool.query<SearchQueryCount>(
    `SELECT term AS query, sum(without_results)::int AS count,
            ${isoText('max(last_without_results_at)')} AS "lastSearched"
       FROM analytics_daily_search_terms WHERE without_results > 0 ${query.since(days)}
      GROUP BY term ORDER BY count DESC, max(last_without_results_at) DESC, term LIMIT ${query.param(limit)}`,
    query.params,
  );
  return rows;
};

/** Company Usage Analytics: a company is an e-mail domain; busiest first. */
export const listViewsByDomain = async (
  pool: Pool,
  { days, limit }: AnalyticsListQuery,
): Promise<DomainViews[]> => {
  const query = new Query();
  const { rows } = await pool.query<DomainViews>(
    `SELECT email_domain AS "emailDomain", count(DISTINCT user_id)::int AS "uniqueUsers",
            sum(views)::int AS "totalViews", ${isoText('max(last_active_at)')} AS "lastActivity"
       FROM analytics_daily_user_activity WHERE true ${query.since(days)}
      GROUP BY email_domain ORDER BY "totalViews" DESC, max(last_active_at) DESC, email_domain
      LIMIT ${query.param(limit)}`,
    query.params,
  );
  return rows;
};

/**
 * Favourites made in the range that are still favourites, from the learners' own favourites read
 * model; a deleted item drops out, as it does from every learner's favourites. Counted per item
 * first, then joined: the catalogue is looked up once per favourited item whatever the planner
 * knows. Joined first, a favourites table not yet analysed (new rows, before autovacuum) was
 * planned as a hash of the whole catalogue: 55 ms at 50 000 items, for 640 favourites.
 */
export const listMostFavorited = async (
  pool: Pool,
  { days, limit }: AnalyticsListQuery,
): Promise<MostFavorited[]> => {
  const query = new Query();
  const { rows } = await pool.query<MostFavorited>(
    `SELECT c.id AS "contentId", c.title, f.favourites AS "favoriteCount"
       FROM (SELECT f.content_id, count(*)::int AS favourites FROM learner_favourites f
              WHERE true ${query.since(days, 'f.favorited_at')} GROUP BY f.content_id) AS f
       JOIN content_catalogue c ON c.id = f.content_id
      ORDER BY f.favourites DESC, lower(c.title), c.id LIMIT ${query.param(limit)}`,
    query.params,
  );
  return rows;
};

/**
 * Views per UTC day of the range, days without views included; for all time from the first
 * view on. Beyond MAX_DAILY_POINTS days the points are weeks (starting on Mondays).
 */
export const readViewsOverTime = async (
  pool: Pool,
  days: AnalyticsRangeDays | undefined,
): Promise<ViewsOverTime> => {
  const query = new Query();
  const start = rangeStartDay(days);
  const first = start
    ? `${query.param(start)}::date`
    : `(SELECT coalesce(min(day), (now() AT TIME ZONE 'UTC')::date) FROM analytics_daily_content_views)`;
  const { rows: span } = await pool.query<{ first: string; days: number }>(
    `SELECT to_char(${first}, 'YYYY-MM-DD') AS first, ((now() AT TIME ZONE 'UTC')::date - ${first} + 1)::int AS days`,
    query.params,
  );
  const { first: from, days: spanDays } = span[0]!;
  const bucket = spanDays > MAX_DAILY_POINTS ? 'week' : 'day';
  const step = bucket === 'week' ? `date_trunc('week', d)::date` : 'd::date';
  const { rows } = await pool.query<{ date: string; views: number }>(
    `WITH series AS (
       SELECT DISTINCT ${step} AS bucket
         FROM generate_series($1::date, (now() AT TIME ZONE 'UTC')::date, interval '1 day') d),
     counted AS (
       SELECT ${bucket === 'week' ? "date_trunc('week', day)::date" : 'day'} AS bucket, sum(views)::int AS views
         FROM analytics_daily_content_views WHERE day >= $1::date GROUP BY 1)
     SELECT to_char(series.bucket, 'YYYY-MM-DD') AS date, coalesce(counted.views, 0) AS views
       FROM series LEFT JOIN counted USING (bucket) ORDER BY series.bucket`,
    [from],
  );
  return { bucket, points: rows };
};

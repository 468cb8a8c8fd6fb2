import { ContentEventSchema, LearnerEventSchema, normaliseSearchTerm } from '@zen/contracts';
import { preparedStatement, type DbClient } from '@zen/platform';
import type { LoggedEvent } from '../runner/log.ts';
import type { BatchScratch, Projection } from '../runner/projection.ts';
import { activitiesOf, rememberActivity } from './batch.ts';
import { tallyActivity, type OpenSearch, type Tally } from './tally.ts';

export const ANALYTICS = 'analytics';

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

const LOAD_OPEN_SEARCHES = preparedStatement(
  `SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, term, searched_at
    FROM analytics_open_searches WHERE user_id = ANY($1::uuid[])`,
);
const ADD_CONTENT_VIEWS = preparedStatement(
  `INSERT INTO analytics_daily_content_views (day, content_id, views)
    SELECT * FROM unnest($1::date[], $2::int[], $3::int[])
    ON CONFLICT (day, content_id) DO UPDATE SET views = analytics_daily_content_views.views + EXCLUDED.views`,
);
const ADD_USER_ACTIVITY = preparedStatement(
  `INSERT INTO analytics_daily_user_activity (day, user_id, email_domain, views, searches, last_active_at)
    SELECT * FROM unnest($1::date[], $2::uuid[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
    ON CONFLICT (day, user_id) DO UPDATE SET
      views = analytics_daily_user_activity.views + EXCLUDED.views,
      searches = analytics_daily_user_activity.searches + EXCLUDED.searches,
      last_active_at = greatest(analytics_daily_user_activity.last_active_at, EXCLUDED.last_active_at)`,
);
const ADD_SEARCH_TERMS = preparedStatement(
  `INSERT INTO analytics_daily_search_terms
      (day, term, searches, without_results, followed_by_view, last_searched_at, last_without_results_at)
    SELECT * FROM unnest($1::date[], $2::text[], $3::int[], $4::int[], $5::int[], $6::timestamptz[],
                         $7::timestamptz[])
    ON CONFLICT (day, term) DO UPDATE SET
      searches = analytics_daily_search_terms.searches + EXCLUDED.searches,
      without_results = analytics_daily_search_terms.without_results + EXCLUDED.without_results,
      followed_by_view = analytics_daily_search_terms.followed_by_view + EXCLUDED.followed_by_view,
      last_searched_at = greatest(analytics_daily_search_terms.last_searched_at, EXCLUDED.last_searched_at),
      last_without_results_at = greatest(analytics_daily_search_terms.last_without_results_at,
                                         EXCLUDED.last_without_results_at)`,
);
const INSERT_OPEN_SEARCHES = preparedStatement(
  `INSERT INTO analytics_open_searches (user_id, day, term, searched_at)
    SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[], $4::timestamptz[])`,
);
const STORE_TITLES = preparedStatement(
  `INSERT INTO analytics_content_titles (content_id, title)
    SELECT * FROM unnest($1::int[], $2::text[])
    ON CONFLICT (content_id) DO UPDATE SET title = EXCLUDED.title`,
);
const DELETE_OPEN_SEARCHES = preparedStatement(
  'DELETE FROM analytics_open_searches WHERE user_id = ANY($1::uuid[])',
);

const loadOpenSearches = async (client: DbClient, userIds: string[]): Promise<Map<string, OpenSearch>> => {
  const { rows } = await client.query<{ user_id: string; day: string; term: string; searched_at: Date }>(
    LOAD_OPEN_SEARCHES,
    [userIds],
  );
  return new Map(
    rows.map((row) => [row.user_id, { day: row.day, term: row.term, searchedAt: row.searched_at.getTime() }]),
  );
};

/** Adds a batch's tally to the daily rows: one statement per table, whatever the batch size. */
const storeTally = async (client: DbClient, tally: Tally): Promise<void> => {
  const { contentDays, userDays, termDays, openSearches } = tally;
  if (contentDays.length > 0) {
    await client.query(ADD_CONTENT_VIEWS, [
      contentDays.map((r) => r.day),
      contentDays.map((r) => r.contentId),
      contentDays.map((r) => r.views),
    ]);
  }
  if (userDays.length > 0) {
    await client.query(ADD_USER_ACTIVITY, [
      userDays.map((r) => r.day),
      userDays.map((r) => r.userId),
      userDays.map((r) => r.emailDomain),
      userDays.map((r) => r.views),
      userDays.map((r) => r.searches),
      userDays.map((r) => iso(r.lastActiveAt)),
    ]);
  }
  if (termDays.length > 0) {
    await client.query(ADD_SEARCH_TERMS, [
      termDays.map((r) => r.day),
      termDays.map((r) => r.term),
      termDays.map((r) => r.searches),
      termDays.map((r) => r.withoutResults),
      termDays.map((r) => r.followedByView),
      termDays.map((r) => iso(r.lastSearchedAt)),
      termDays.map((r) => iso(r.lastWithoutResultsAt)),
    ]);
  }
  const touched = [...openSearches.keys()];
  if (touched.length > 0) {
    await client.query(DELETE_OPEN_SEARCHES, [touched]);
    const open = [...openSearches].flatMap(([userId, search]) => (search ? [{ userId, ...search }] : []));
    if (open.length > 0) {
      await client.query(INSERT_OPEN_SEARCHES, [
        open.map((r) => r.userId),
        open.map((r) => r.day),
        open.map((r) => r.term),
        open.map((r) => iso(r.searchedAt)),
      ]);
    }
  }
};

/** A content event's item and title, or undefined for a learner event. */
const titleOf = (logged: LoggedEvent): [number, string] | undefined => {
  if (logged.type !== 'ContentCreated' && logged.type !== 'ContentUpdated') return undefined;
  const event = ContentEventSchema.parse({ type: logged.type, data: logged.data });
  return event.type === 'ContentCreated' || event.type === 'ContentUpdated'
    ? [event.data.contentId, event.data.title]
    : undefined;
};

const storeTitles = (client: DbClient, titles: ReadonlyMap<number, string>) =>
  client.query(STORE_TITLES, [[...titles.keys()], [...titles.values()]]);

/** A view or a search, gathered in the batch's scratch space and counted in `afterBatch`. */
const rememberLearnerActivity = (logged: LoggedEvent, scratch: BatchScratch): void => {
  const event = LearnerEventSchema.parse({ type: logged.type, data: logged.data });
  if (event.type === 'ContentViewed') {
    const { userId, emailDomain, contentId, viewedAt } = event.data;
    rememberActivity(scratch, logged.globalPosition, {
      kind: 'view',
      userId,
      emailDomain,
      contentId,
      at: Date.parse(viewedAt),
    });
  } else if (event.type === 'SearchPerformed') {
    const { userId, emailDomain, query, resultCount, searchedAt } = event.data;
    rememberActivity(scratch, logged.globalPosition, {
      kind: 'search',
      userId,
      emailDomain,
      term: normaliseSearchTerm(query),
      resultCount,
      at: Date.parse(searchedAt),
    });
  }
};

/**
 * The analytics dashboard's read model (spec §2 Analytics, DESIGN §4: may lag, by at most a
 * second): daily counts of views per item, of each learner's views and searches (by e-mail
 * domain), and of searches per term with those that found nothing and those followed by a view.
 * Views and searches are gathered per batch and counted once in `afterBatch`; the content
 * events keep each item's last title, so a deleted item's views keep a name.
 */
export const analyticsProjection: Projection = {
  name: ANALYTICS,
  eventTypes: ['ContentViewed', 'SearchPerformed', 'ContentCreated', 'ContentUpdated'],
  tables: [
    'analytics_content_titles',
    'analytics_daily_content_views',
    'analytics_daily_user_activity',
    'analytics_daily_search_terms',
    'analytics_open_searches',
  ],
  // A batch's titles go in one statement, the last one per item.
  applyBatch: async (client, events, scratch) => {
    const titles = new Map<number, string>();
    for (const logged of events) {
      const title = titleOf(logged);
      if (title) titles.set(...title);
      else rememberLearnerActivity(logged, scratch);
    }
    if (titles.size > 0) await storeTitles(client, titles);
  },
  afterBatch: async (client, scratch) => {
    const activities = activitiesOf(scratch);
    if (activities.length === 0) return;
    const userIds = [...new Set(activities.map((activity) => activity.userId))];
    await storeTally(client, tallyActivity(activities, await loadOpenSearches(client, userIds)));
  },
};

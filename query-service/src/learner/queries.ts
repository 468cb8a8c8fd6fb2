import {
  NEW_CONTENT_LIMIT,
  progressPercent,
  type Application,
  type Badge,
  type BadgeType,
  type ContentAccess,
  type FavouriteItem,
  JOURNEY_MODULE_PREVIEW,
  type JourneyModule,
  type JourneyModulePage,
  type JourneyModuleQuery,
  type LearnerContentItem,
  type LearnerState,
  type LearningJourney,
  PROGRESS_JOURNEYS,
  type Progress,
  type UnwatchedContent,
  type UnwatchedPage,
  type VideoCompletion,
  badgeDefinition,
  canAccessContent,
} from '@zen/contracts';
import { isoText, preparedStatement, type Pool } from '@zen/platform';
import { accessCondition, CONTENT_ITEM_COLUMNS, type AddParam } from '@zen/projections';
import type { CatalogueIndex, ItemFacts } from '@zen/projections';

/**
 * The learner's own read models, always taken together with the content catalogue under their
 * module access (joined with it, or checked against the search index's copy of it: visibleIn):
 * a deleted item, or one the learner may no longer see, drops out of every list and count
 * without the learner tables having to change.
 */
class Query {
  readonly params: unknown[] = [];
  readonly param: AddParam = (value) => `$${this.params.push(value)}`;

  /**
   * The text as a named prepared statement with the values so far. These reads run after every
   * click, and PostgreSQL spent about as long planning each as running it. Their text varies
   * only with the shape of the learner's module access (which applications, all modules or a
   * list), so the statements each connection keeps stay few.
   */
  statement(text: string) {
    return { ...preparedStatement(text), values: this.params };
  }
}

/** The learner's state and favourite flag of catalogue row c (joins lc and lf), beside its columns. */
const learnerColumns = `${CONTENT_ITEM_COLUMNS},
      CASE WHEN lc.completed_at IS NOT NULL THEN 'completed'
           WHEN lc.started_at IS NOT NULL THEN 'in-progress'
           ELSE 'not-started' END AS state,
      lf.content_id IS NOT NULL AS favourite`;
const learnerJoins = (user: string) =>
  `LEFT JOIN learner_content lc ON lc.user_id = ${user} AND lc.content_id = c.id
    LEFT JOIN learner_favourites lf ON lf.user_id = ${user} AND lf.content_id = c.id`;

/**
 * Catalogue rows with this learner's state and favourite flag (aliases c, lc, lf), under their
 * access, that meet `rest` (more conditions on c and lc, and the order; its parameters come
 * after those of the access).
 */
const listLearnerItems = async (
  pool: Pool,
  userId: string,
  access: ContentAccess,
  rest: (query: Query) => string,
): Promise<LearnerContentItem[]> => {
  const query = new Query();
  const user = query.param(userId);
  const text = `SELECT ${learnerColumns} FROM content_catalogue c ${learnerJoins(user)}
     WHERE ${accessCondition(access, query.param, 'c')} ${rest(query)}`;
  return (await pool.query<LearnerContentItem>(query.statement(text))).rows;
};

/** Grouped as the journey shows them: application, module, then title (spec §2 Learning Journey). */
const JOURNEY_ORDER = 'ORDER BY c.application, c.module, lower(c.title), c.id';
/** One journey module: the items of one journey, application and module. */
const JOURNEY_MODULE = 'c.learning_journey, c.application, c.module';

/** Every journey item under the learner's access, or one journey's: the spec's /essential and /company lists. */
export const listJourneyItems = (
  pool: Pool,
  userId: string,
  access: ContentAccess,
  journey?: LearningJourney,
): Promise<LearnerContentItem[]> =>
  listLearnerItems(pool, userId, access, (query) =>
    journey
      ? `AND c.learning_journey = ${query.param(journey)} ${JOURNEY_ORDER}`
      : `AND c.learning_journey IS NOT NULL ${JOURNEY_ORDER}`,
  );

/** Which items open each journey module, and each module's count: the same for everyone with one access. */
type JourneyRanking = { ids: number[]; modules: JourneyModule[] };

const rankJourney = async (pool: Pool, access: ContentAccess): Promise<JourneyRanking> => {
  const query = new Query();
  const { rows } = await pool.query<{ id: number } & JourneyModule>(
    query.statement(`SELECT id, journey, application, module, total FROM (
        SELECT c.id, c.learning_journey AS journey, c.application, c.module, lower(c.title) AS sort_title,
               row_number() OVER (PARTITION BY ${JOURNEY_MODULE} ORDER BY lower(c.title), c.id) AS position,
               count(*) OVER (PARTITION BY ${JOURNEY_MODULE})::int AS total
          FROM content_catalogue c
         WHERE c.learning_journey IS NOT NULL AND ${accessCondition(access, query.param, 'c')}) ranked
       WHERE position <= ${query.param(JOURNEY_MODULE_PREVIEW)}
       ORDER BY application, module, sort_title, id`),
  );
  // Each module once, in journey order (its first item's row carries its count).
  const modules = new Map<string, JourneyModule>();
  for (const { journey, application, module, total } of rows) {
    const key = JSON.stringify([journey, application, module]);
    if (!modules.has(key)) modules.set(key, { journey, application, module, total });
  }
  return { ids: rows.map((row) => row.id), modules: [...modules.values()] };
};

/**
 * The journey as My Learning Journey opens it: each module's first JOURNEY_MODULE_PREVIEW items
 * in journey order, and each module's count. A large provider's journey is tens of thousands of
 * items, and ranking them all by module and title took PostgreSQL 145 ms at 50 000 items: the
 * ranking is the same for everyone with the same access, so it is kept per catalogue version
 * (CatalogueIndex.readPerVersion, which also keeps read-your-writes), and each learner's request
 * reads only the items kept, with their own state.
 */
export const readJourneyPreview = async (
  pool: Pool,
  index: CatalogueIndex,
  userId: string,
  access: ContentAccess,
): Promise<{ items: LearnerContentItem[]; modules: JourneyModule[] }> => {
  await index.refresh();
  const { ids, modules } = await index.readPerVersion(
    `journey|${JSON.stringify(access)}`,
    () => rankJourney(pool, access),
    (ranking) => ranking.ids.length + 1,
  );
  const query = new Query();
  const { rows: items } = await pool.query<LearnerContentItem>(
    query.statement(`SELECT ${learnerColumns} FROM content_catalogue c ${learnerJoins(query.param(userId))}
       WHERE c.id = ANY(${query.param(ids)}::int[]) ${JOURNEY_ORDER}`),
  );
  return { items, modules };
};

/**
 * A page of rows from `offset` (`rows`: the statement up to its ORDER BY), and how many there are
 * in all (`from`: the FROM and WHERE the count reads), read side by side.
 */
const readCountedPage = async <T extends Record<string, unknown>>(
  pool: Pool,
  rows: (query: Query) => string,
  from: (query: Query) => string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ items: T[]; total: number }> => {
  const page = new Query();
  const count = new Query();
  const [{ rows: items }, { rows: counted }] = await Promise.all([
    pool.query<T>(page.statement(`${rows(page)} OFFSET ${page.param(offset)} LIMIT ${page.param(limit)}`)),
    pool.query<{ total: number }>(count.statement(`SELECT count(*)::int AS total ${from(count)}`)),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
};

/** A page of one journey module (see readJourneyPreview), and the module's count. */
export const readJourneyModulePage = (
  pool: Pool,
  userId: string,
  access: ContentAccess,
  { journey, application, module, ...page }: JourneyModuleQuery,
): Promise<JourneyModulePage> => {
  const inModule = (query: Query) =>
    `c.learning_journey = ${query.param(journey)} AND c.application = ${query.param(application)}
       AND c.module = ${query.param(module)} AND ${accessCondition(access, query.param, 'c')}`;
  return readCountedPage<LearnerContentItem>(
    pool,
    (query) => `SELECT ${learnerColumns} FROM content_catalogue c ${learnerJoins(query.param(userId))}
       WHERE ${inModule(query)} ORDER BY lower(c.title), c.id`,
    (query) => `FROM content_catalogue c WHERE ${inModule(query)}`,
    page,
  );
};

/**
 * The learner's unwatched content (spec §3): the Essential, Operational and Customer Specific items
 * under their access that they have not completed. FROM and WHERE, with the learner's id and
 * access as the query's first parameters.
 */
const unwatchedFrom = (query: Query, userId: string, access: ContentAccess) =>
  `FROM content_catalogue c
     LEFT JOIN learner_content lc ON lc.user_id = ${query.param(userId)} AND lc.content_id = c.id
    WHERE c.learning_journey = ANY(${query.param(PROGRESS_JOURNEYS)}::text[]) AND lc.completed_at IS NULL
      AND ${accessCondition(access, query.param, 'c')}`;
/** The unwatched items' columns (spec §3 Unwatched content), in journey order. */
const unwatchedRows = (query: Query, userId: string, access: ContentAccess) =>
  `SELECT c.id, c.title, c.type, c.learning_journey AS "learningJourney", c.application, c.module,
          c.level, c.description
     ${unwatchedFrom(query, userId, access)} ${JOURNEY_ORDER}`;

/** The learner's unwatched content, in journey order: tens of thousands of items at a large provider. */
export const listUnwatched = async (
  pool: Pool,
  userId: string,
  access: ContentAccess,
): Promise<UnwatchedContent[]> => {
  const query = new Query();
  return (await pool.query<UnwatchedContent>(query.statement(unwatchedRows(query, userId, access)))).rows;
};

/**
 * A page of the learner's unwatched content, in journey order, and how many there are in all:
 * what the staff's Learning Progress dialog shows a page at a time.
 */
export const readUnwatchedPage = (
  pool: Pool,
  userId: string,
  access: ContentAccess,
  page: { offset: number; limit: number },
): Promise<UnwatchedPage> =>
  readCountedPage<UnwatchedContent>(
    pool,
    (query) => unwatchedRows(query, userId, access),
    (query) => unwatchedFrom(query, userId, access),
    page,
  );

export type CompletedItem = {
  title: string;
  learningJourney: (typeof PROGRESS_JOURNEYS)[number];
  completedAt: string;
};

/** What the learner completed of the items that count for progress, under their access, oldest first. */
export const listCompletedJourneyItems = async (
  pool: Pool,
  userId: string,
  access: ContentAccess,
): Promise<CompletedItem[]> => {
  const query = new Query();
  const { rows } = await pool.query<CompletedItem>(
    query.statement(`SELECT c.title, c.learning_journey AS "learningJourney", ${isoText('lc.completed_at')} AS "completedAt"
       FROM learner_content lc JOIN content_catalogue c ON c.id = lc.content_id
      WHERE lc.user_id = ${query.param(userId)} AND lc.completed_at IS NOT NULL
        AND c.learning_journey = ANY(${query.param(PROGRESS_JOURNEYS)}::text[])
        AND ${accessCondition(access, query.param, 'c')}
      ORDER BY lc.completed_at, lower(c.title), c.id`),
  );
  return rows;
};

/** A list of the learner's items (listLearnerItems) that meet `rest`. */
const learnerList =
  (rest: (query: Query) => string) =>
  (pool: Pool, userId: string, access: ContentAccess): Promise<LearnerContentItem[]> =>
    listLearnerItems(pool, userId, access, rest);

/** Journey videos the learner started and has not completed, by title: "continue where you left off". */
export const listJourneyVideosInProgress = learnerList(
  () => `AND c.learning_journey IS NOT NULL AND c.type = 'Video'
     AND lc.started_at IS NOT NULL AND lc.completed_at IS NULL
   ORDER BY lower(c.title), c.id`,
);

/**
 * New Content (spec §2): the newest accessible items the learner has neither started nor
 * completed (a learner_content row exists only once an item was started or completed).
 */
export const listNewContent = learnerList(
  (query) => `AND lc.content_id IS NULL
   ORDER BY c.created_at DESC, c.id DESC LIMIT ${query.param(NEW_CONTENT_LIMIT)}`,
);

/**
 * Whether the catalogue holds `id` within `access`, as the search index has it: call after
 * `index.refresh()`, so that it is at least as new as every write whose command has answered.
 * Checking the learner's own ids here spares PostgreSQL joining each with the catalogue on
 * reads that follow every click.
 */
const visibleIn =
  (index: CatalogueIndex, access: ContentAccess) =>
  (id: number): boolean => {
    const facts = index.factsOf(id);
    return facts !== undefined && canAccessContent(access, facts);
  };

const FAVOURITE_IDS = preparedStatement(
  `SELECT content_id AS id, ${isoText('favorited_at')} AS "favoritedAt"
     FROM learner_favourites WHERE user_id = $1 ORDER BY favorited_at DESC, content_id DESC`,
);

/** My Favorites, newest favourite first: the items from the search index's cache of shown items. */
export const listFavourites = async (
  pool: Pool,
  index: CatalogueIndex,
  userId: string,
  access: ContentAccess,
): Promise<FavouriteItem[]> => {
  const [{ rows }] = await Promise.all([
    pool.query<{ id: number; favoritedAt: string }>(FAVOURITE_IDS, [userId]),
    index.refresh(),
  ]);
  const visible = visibleIn(index, access);
  const favourites = rows.filter((row) => visible(row.id));
  const favoritedAt = new Map(favourites.map((row) => [row.id, row.favoritedAt]));
  const items = await index.itemsInOrder(favourites.map((row) => row.id));
  return items.map((item) => ({ ...item, favoritedAt: favoritedAt.get(item.id)! }));
};

export const listCompletions = async (
  pool: Pool,
  userId: string,
  access: ContentAccess,
): Promise<VideoCompletion[]> => {
  const query = new Query();
  const { rows } = await pool.query<VideoCompletion>(
    query.statement(`SELECT lc.content_id AS "contentId", ${isoText('lc.completed_at')} AS "completedAt",
            lc.watch_duration_seconds AS "watchDurationSeconds",
            lc.total_duration_seconds AS "totalDurationSeconds",
            lc.completion_percentage AS "completionPercentage"
       FROM learner_content lc JOIN content_catalogue c ON c.id = lc.content_id
      WHERE lc.user_id = ${query.param(userId)} AND lc.completed_at IS NOT NULL
        AND ${accessCondition(access, query.param, 'c')}
      ORDER BY lc.completed_at DESC, lc.content_id DESC`),
  );
  return rows;
};

/** The ids behind every card's favourite toggle and completion icon. */
const LEARNER_STATE_IDS = preparedStatement(
  `SELECT 'favourite' AS kind, content_id AS id FROM learner_favourites WHERE user_id = $1
   UNION ALL
   SELECT CASE WHEN completed_at IS NULL THEN 'in-progress' ELSE 'completed' END, content_id
     FROM learner_content WHERE user_id = $1
   ORDER BY 2`,
);

export const readLearnerState = async (
  pool: Pool,
  index: CatalogueIndex,
  userId: string,
  access: ContentAccess,
): Promise<LearnerState> => {
  const [{ rows }] = await Promise.all([
    pool.query<{ kind: 'favourite' | 'in-progress' | 'completed'; id: number }>(LEARNER_STATE_IDS, [userId]),
    index.refresh(),
  ]);
  const visible = visibleIn(index, access);
  const idsOf = (kind: string) =>
    rows.filter((row) => row.kind === kind && visible(row.id)).map((row) => row.id);
  return { favourites: idsOf('favourite'), inProgress: idsOf('in-progress'), completed: idsOf('completed') };
};

const COMPLETED_IDS = preparedStatement(
  'SELECT content_id AS id FROM learner_content WHERE user_id = $1 AND completed_at IS NOT NULL',
);

/**
 * The facts of the items the learner completed that the catalogue holds within `access`
 * (visibleIn): what progress and certificates count. The journey reads them once for both.
 */
export const readCompletedFacts = async (
  pool: Pool,
  index: CatalogueIndex,
  userId: string,
  access: ContentAccess,
): Promise<ItemFacts[]> => {
  const [{ rows }] = await Promise.all([
    pool.query<{ id: number }>(COMPLETED_IDS, [userId]),
    index.refresh(),
  ]);
  const visible = visibleIn(index, access);
  return rows.flatMap(({ id }) => (visible(id) ? [index.factsOf(id)!] : []));
};

/** How many of `facts` fall in each group (null: in none). */
const countBy = (facts: readonly ItemFacts[], groupOf: (facts: ItemFacts) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of facts) {
    const group = groupOf(item);
    if (group !== null) counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return counts;
};

/**
 * Progress (spec §3, §5): Essential, Operational and Customer Specific only, rounded. The totals
 * are the catalogue's, under the learner's access, from the search index (counted once per
 * catalogue version, not per request over tens of thousands of rows); what was completed is the
 * learner's own few rows.
 */
export const readProgress = async (
  pool: Pool,
  index: CatalogueIndex,
  userId: string,
  access: ContentAccess,
): Promise<Progress> => progressOf(index, access, await readCompletedFacts(pool, index, userId, access));

/** Progress (readProgress) from the learner's completed items as readCompletedFacts gives them. */
export const progressOf = (
  index: CatalogueIndex,
  access: ContentAccess,
  completedFacts: readonly ItemFacts[],
): Progress => {
  const completedByJourney = countBy(completedFacts, (facts) => facts.learningJourney);
  const totals = index.journeyTotals(access);
  const count = (journey: LearningJourney) => ({
    completed: completedByJourney.get(journey) ?? 0,
    total: totals.get(journey) ?? 0,
  });
  const essential = count('Essential');
  const operational = count('Operational');
  const companyProcesses = count('Customer Specific');
  const completed = essential.completed + operational.completed + companyProcesses.completed;
  const total = essential.total + operational.total + companyProcesses.total;
  return {
    essential,
    operational,
    companyProcesses,
    completed,
    total,
    overall: progressPercent(completed, total),
  };
};

export type EssentialStatus = {
  application: Application;
  items: { title: string; completedAt: string | null }[];
};

/** Each accessible application's Essential items and when the learner completed them. */
export const readEssentials = async (
  pool: Pool,
  userId: string,
  access: ContentAccess,
  application?: Application,
): Promise<EssentialStatus[]> => {
  const query = new Query();
  const only = application ? `AND c.application = ${query.param(application)}` : '';
  const { rows } = await pool.query<{ application: Application; title: string; completedAt: string | null }>(
    query.statement(`SELECT c.application, c.title, ${isoText('lc.completed_at')} AS "completedAt"
       FROM content_catalogue c
       LEFT JOIN learner_content lc ON lc.user_id = ${query.param(userId)} AND lc.content_id = c.id
      WHERE c.learning_journey = 'Essential' AND ${accessCondition(access, query.param, 'c')} ${only}
      ORDER BY c.application, c.module, lower(c.title), c.id`),
  );
  const byApplication = new Map<Application, EssentialStatus>();
  for (const { application: app, title, completedAt } of rows) {
    const status = byApplication.get(app) ?? { application: app, items: [] };
    status.items.push({ title, completedAt });
    byApplication.set(app, status);
  }
  return [...byApplication.values()];
};

/** A certificate can be had once an application has Essential items and every one is completed. */
const certificateReady = (completed: number, total: number): boolean => total > 0 && completed >= total;

export const isCertificateReady = (status: EssentialStatus): boolean =>
  certificateReady(status.items.filter((item) => item.completedAt !== null).length, status.items.length);

/**
 * The applications whose certificate is ready, for the journey, from the learner's completed
 * items as readCompletedFacts gives them: counted, as readEssentials' list of every Essential item
 * is tens of thousands of rows at a large provider. The totals are the search index's, per
 * catalogue version.
 */
export const certificatesReadyOf = (
  index: CatalogueIndex,
  access: ContentAccess,
  completedFacts: readonly ItemFacts[],
): Application[] => {
  const completed = countBy(completedFacts, (facts) =>
    facts.learningJourney === 'Essential' ? facts.application : null,
  );
  const totals = index.essentialTotals(access);
  return [...completed]
    .filter(([application, done]) => certificateReady(done, totals.get(application) ?? 0))
    .map(([application]) => application as Application)
    .sort();
};

export const listBadges = async (pool: Pool, userId: string): Promise<Badge[]> => {
  const { rows } = await pool.query<{ badgeType: BadgeType; earnedAt: string }>(
    `SELECT badge_type AS "badgeType", ${isoText('earned_at')} AS "earnedAt"
       FROM learner_badges WHERE user_id = $1 ORDER BY earned_at, badge_type`,
    [userId],
  );
  return rows.map(({ badgeType, earnedAt }) => {
    const { badgeName, description, iconName, color } = badgeDefinition(badgeType);
    return { badgeType, badgeName, description, iconName, color, earnedAt };
  });
};

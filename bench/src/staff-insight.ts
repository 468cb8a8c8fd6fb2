import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { PassThrough, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { learnerStreamName, type LearnerEvent } from '@zen/contracts';
import { createEventStore, createLogger, emailDomain, type Config, type Pool } from '@zen/platform';
import { startPortal } from '@zen/portal';
import {
  analyticsProjection,
  hasProcessed,
  learnerActivityProjection,
  ProjectionRunner,
  type Projection,
} from '@zen/projections';
import { rateOf, type Rate } from './concurrency.ts';
import { sendEach } from './json-client.ts';
import { generateLoad, type LoadSummary } from './load.ts';
import { signIn } from './session.ts';

/**
 * Issue 9's figures: how fast the analytics read model catches up on a burst of learner activity,
 * beside the simplest read model of the same events (learner-activity, one row per event) caught
 * up by the same runner in the same run; and every new staff read path under load, beside the
 * session floor of the same admin.
 */

const TERMS = [
  'leave',
  'payroll',
  'timesheet',
  'onboarding',
  'expenses',
  'attendance',
  'performance review',
  'job posting',
  'interview',
  'offer letter',
  'probation',
  'travel request',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence: the same run appends the same activity. */
const sequence = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
};

/**
 * `count` views and searches spread over the learners and the last 90 days, each learner's in
 * time order: 70 % views of the given items, 30 % searches of about 250 terms, one in ten finding
 * nothing. Appended through Emmett a stream chunk at a time, as the activity command writes them.
 */
export const appendActivity = async (
  databaseUrl: string,
  learners: readonly { userId: string; emailDomain: string }[],
  contentIds: readonly number[],
  count: number,
  signal?: AbortSignal,
): Promise<Rate> => {
  const random = sequence(9);
  const eventStore = createEventStore(databaseUrl);
  const startedAt = performance.now();
  const now = Date.now();
  const perLearner = Math.ceil(count / learners.length);
  let appended = 0;
  try {
    for (const { userId, emailDomain } of learners) {
      signal?.throwIfAborted();
      const events: LearnerEvent[] = [];
      for (let i = 0; i < perLearner && appended + events.length < count; i += 1) {
        const at = new Date(now - 90 * DAY_MS + ((i + random()) / perLearner) * 90 * DAY_MS).toISOString();
        if (random() < 0.7) {
          const contentId = contentIds[Math.floor(random() * contentIds.length)]!;
          events.push({ type: 'ContentViewed', data: { userId, contentId, emailDomain, viewedAt: at } });
        } else {
          const term = `${TERMS[Math.floor(random() * TERMS.length)]} ${Math.floor(random() * 20)}`;
          const resultCount = random() < 0.1 ? 0 : 1 + Math.floor(random() * 40);
          events.push({
            type: 'SearchPerformed',
            data: { userId, query: term, emailDomain, searchedAt: at, resultCount },
          });
        }
      }
      for (let start = 0; start < events.length; start += 500) {
        await eventStore.appendToStream(learnerStreamName(userId), events.slice(start, start + 500));
      }
      appended += events.length;
    }
  } finally {
    await eventStore.close();
  }
  return rateOf(appended, startedAt);
};

/**
 * Starts a runner for `projection` (the portal is stopped, so it is the only one) and times it
 * until its checkpoint passes the last event in the log. The rate is per activity event: the
 * other events it reads on the way are the catalogue's few updates, if any.
 */
export const timeCatchUp = async (
  databaseUrl: string,
  pool: Pool,
  projection: Projection,
  activityEvents: number,
): Promise<Rate> => {
  const { rows } = await pool.query<{ last: string }>(
    'SELECT max(global_position)::text AS last FROM emt_messages',
  );
  const last = Number(rows[0]!.last);
  const runner = new ProjectionRunner(projection, {
    connectionString: databaseUrl,
    logger: createLogger('silent'),
  });
  const startedAt = performance.now();
  runner.start();
  try {
    while (!(await hasProcessed(pool, projection.name, last))) await new Promise((r) => setTimeout(r, 20));
  } finally {
    await runner.stop();
  }
  return rateOf(activityEvents, startedAt);
};

export const measureCatchUps = async (databaseUrl: string, pool: Pool, activityEvents: number) => {
  // The baseline first: both then read the same events from a warm cache.
  const baseline = await timeCatchUp(databaseUrl, pool, learnerActivityProjection, activityEvents);
  const analytics = await timeCatchUp(databaseUrl, pool, analyticsProjection, activityEvents);
  return { analytics, baseline };
};

/** The admin app's page sizes: Content Management's, Data Recovery's two lists' and User Guides'. */
const CONTENT_PAGE = 12;
const DELETED_PAGE = 10;
const COMPLETIONS_PAGE = 25;
const GUIDES_PAGE = 24;

/** A page of a list in ra-data-simple-rest's query, as the admin app sends it: sort, range, filter. */
const listQuery = (sort: readonly [string, 'ASC' | 'DESC'], start: number, pageSize: number): string =>
  [
    `sort=${encodeURIComponent(JSON.stringify(sort))}`,
    `range=${encodeURIComponent(JSON.stringify([start, start + pageSize - 1]))}`,
    `filter=${encodeURIComponent('{}')}`,
  ].join('&');

/**
 * Every new read path staff call under load (a learner and a user id where they need one), and
 * the lists staff page through as the admin app asks for them: `contentItems` is how many items
 * the catalogue holds, so Content Management's list can be read at its last page.
 */
export const staffReadPaths = (
  learner: { email: string; userId: string },
  contentItems: number,
): string[] => [
  '/api/analytics/summary?days=30',
  '/api/analytics/content-views?days=30',
  '/api/analytics/search-queries?limit=20',
  '/api/analytics/searches-without-results?days=90',
  '/api/analytics/views-by-domain',
  '/api/analytics/most-favorited?limit=10',
  '/api/analytics/views-per-day?days=90',
  `/api/admin/users?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
  `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'customer-1' }))}`,
  `/api/admin/users/${learner.userId}`,
  '/api/admin/companies',
  '/api/admin/active-users?days=30',
  `/api/admin/user-profile?email=${encodeURIComponent(learner.email)}`,
  `/api/admin/learners?search=${encodeURIComponent(learner.email)}`,
  // Content Management's search box: the in-memory matcher, then a page of the catalogue.
  `/api/content?filter=${encodeURIComponent(JSON.stringify({ q: 'leave' }))}&range=${encodeURIComponent('[0,11]')}`,
  // Data Recovery's deleted items, most recently deleted first (the items measureStaffInsight deletes).
  `/api/admin/deleted-content?${listQuery(['deletedAt', 'DESC'], 0, DELETED_PAGE)}`,
  // Data Recovery's other list: what the learner had completed, as of now (no asOf), newest first.
  `/api/admin/learner-completions?email=${encodeURIComponent(learner.email)}&page=1&pageSize=${COMPLETIONS_PAGE}`,
  // The User Guides tab, newest first (the guides the bench's guide commands made).
  `/api/admin/userguide/list?${listQuery(['createdAt', 'DESC'], 0, GUIDES_PAGE)}`,
  // Content Management by title with no search or filter, at its last page: the deepest OFFSET.
  `/api/content?${listQuery(['title', 'ASC'], Math.max(0, contentItems - CONTENT_PAGE), CONTENT_PAGE)}`,
];

/** Downloads and long lists, timed one request at a time beside the learner's own reads. */
export const staffDownloads = (learner: { email: string }) => ({
  unwatched: `/api/admin/unwatched-content/${encodeURIComponent(learner.email)}`,
  /** The Learning Progress dialog's second page of the same list. */
  unwatchedPage: `/api/admin/learners/${encodeURIComponent(learner.email)}/unwatched?offset=50`,
  pdf: `/api/admin/download-individual-progress?email=${encodeURIComponent(learner.email)}`,
  csv: '/api/admin/download-learner-progress',
});

export type StaffReads = {
  connections: number;
  floor: LoadSummary;
  paths: { path: string; summary: LoadSummary }[];
};

/** A path as the report names it: ids and e-mails as placeholders, parameters readable. */
export const pathLabel = (path: string): string =>
  decodeURIComponent(path)
    .replace(/\/users\/[0-9a-f-]{36}/, '/users/{id}')
    .replace(/=[^&=]+@[^&]+/, '={email}');

/** A few staff at once, each path on its own: req/s and latency beside GET /api/session. */
export const measureStaffReads = async (
  portalUrl: string,
  adminCookie: string,
  paths: readonly string[],
  durationS: number,
  warmupS: number,
  signal?: AbortSignal,
): Promise<StaffReads> => {
  const connections = 8;
  const load = (path: string) =>
    generateLoad(
      { url: portalUrl, paths: [path], cookies: [adminCookie], connections, durationS, warmupS },
      signal,
    );
  const before = await load('/api/session');
  const measured: StaffReads['paths'] = [];
  for (const path of paths) measured.push({ path, summary: await load(path) });
  // The first run of a freshly started portal is the slowest: the better of a run before and one
  // after the paths is the baseline, so no path looks faster than it is.
  const after = await load('/api/session');
  const floor = after.requestsPerSecond > before.requestsPerSecond ? after : before;
  return { connections, floor, paths: measured };
};

/** One download: its time to the last byte, its size as read and as it travelled. */
export type Timed = { ms: number; bytes: number; wireBytes: number; status: number };

/** A decoder for what the portal may answer with (compression, or the apps' precompressed files). */
const decoderFor = (encoding: string | undefined): Transform =>
  encoding === 'br' ? createBrotliDecompress() : encoding === 'gzip' ? createGunzip() : new PassThrough();

/** One GET as a browser sends it (asking for brotli and gzip), counting bytes on the wire and decoded. */
const getOnce = (portalUrl: string, path: string, cookie: string): Promise<Timed> =>
  new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const request = http.get(
      `${portalUrl}${path}`,
      { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        let wireBytes = 0;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        response
          .pipe(decoderFor(response.headers['content-encoding']))
          .on('data', (chunk: Buffer) => (bytes += chunk.length))
          .on('end', () =>
            resolve({
              ms: performance.now() - startedAt,
              bytes,
              wireBytes,
              status: response.statusCode ?? 0,
            }),
          )
          .on('error', reject);
      },
    );
    request.on('error', reject);
  });

/** One request, timed to its last byte; the median of `runs`. */
export const timeRequest = async (
  portalUrl: string,
  path: string,
  cookie: string,
  runs = 5,
): Promise<Timed> => {
  const results: Timed[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await getOnce(portalUrl, path, cookie));
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)]!;
};

/**
 * The longest a signed-in `GET /api/session` waited, sent one after another until `busy` settles:
 * how long the portal left its other users waiting meanwhile.
 */
const longestWaitBeside = async (portalUrl: string, cookie: string, busy: Promise<unknown>) => {
  let settled = false;
  const done = busy.finally(() => (settled = true));
  let longest = 0;
  while (!settled) longest = Math.max(longest, (await getOnce(portalUrl, '/api/session', cookie)).ms);
  await done;
  return longest;
};

const JOURNEY_PATH = '/api/content/filtered?type=learning-journey';
/** The page after the journey's first items of a module every bench learner's journey holds. */
const JOURNEY_PAGE_PATH =
  '/api/learner/journey-module?journey=Operational&application=Zoho%20People&module=Leave&offset=10';

export type StaffInsightResults = {
  activity: Rate;
  catchUp: { analytics: Rate; baseline: Rate };
  reads: StaffReads;
  downloads: {
    learners: number;
    unwatched: Timed;
    unwatchedPage: Timed;
    journeyFirst: Timed;
    journey: Timed;
    journeyPage: Timed;
    pdf: Timed;
    /** The longest wait of a session read while one PDF was made, and while nothing was. */
    waitBesidePdf: { pdf: number; idle: number };
    csv: Timed;
    progress: Timed;
  };
};

const perSecond = (value: number, unit: string) => `${Math.round(value).toLocaleString('en-US')} ${unit}/s`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const ratio = (value: number, baseline: number) => {
  const r = value / baseline;
  return r >= 1 ? r.toFixed(1) : r.toPrecision(2);
};
const kib = (bytes: number) =>
  bytes < 10 * 1024
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;
/** A download's size, and what travelled when the portal compressed it. */
const size = ({ bytes, wireBytes }: Timed) =>
  wireBytes < bytes ? `${kib(bytes)}, ${kib(wireBytes)} compressed` : kib(bytes);
const traffic = (s: LoadSummary) =>
  `${perSecond(s.requestsPerSecond, 'req')}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`;

/** The section for the README: one line per figure, each beside its baseline and their ratio. */
export const renderStaffInsight = (results: StaffInsightResults): string => {
  const { catchUp, reads, downloads } = results;
  const rows: string[][] = [
    [
      `Analytics read model catching up on ${results.activity.count.toLocaleString('en-US')} views and searches (a live runner, batches of 500)`,
      perSecond(catchUp.analytics.perSecond, 'events'),
      `learner-activity (one row per event) catching up on the same events: ${perSecond(catchUp.baseline.perSecond, 'events')}`,
      ratio(catchUp.analytics.perSecond, catchUp.baseline.perSecond),
    ],
    ...reads.paths.map(({ path, summary }) => [
      `\`GET ${pathLabel(path)}\` (${reads.connections} connections, one admin)`,
      traffic(summary),
      `\`GET /api/session\`, same admin and connections (the better of a run before and after): ${traffic(reads.floor)}`,
      ratio(summary.requestsPerSecond, reads.floor.requestsPerSecond),
    ]),
    [
      `\`GET /api/admin/unwatched-content/{email}\`, one request (${size(downloads.unwatched)})`,
      ms(downloads.unwatched.ms),
      `the learner's own journey, \`GET ${JOURNEY_PATH}\` (${size(downloads.journey)}): ${ms(downloads.journey.ms)}`,
      ratio(downloads.journey.ms, downloads.unwatched.ms),
    ],
    [
      `the Learning Progress dialog's list a page at a time, \`GET /api/admin/learners/{email}/unwatched?offset=50\` (${size(downloads.unwatchedPage)})`,
      ms(downloads.unwatchedPage.ms),
      `the whole list above: ${ms(downloads.unwatched.ms)}`,
      ratio(downloads.unwatched.ms, downloads.unwatchedPage.ms),
    ],
    [
      `the learner's journey again, the ranking of its modules kept for their access (${size(downloads.journey)})`,
      ms(downloads.journey.ms),
      `the first read for that access and catalogue version, which ranks the modules: ${ms(downloads.journeyFirst.ms)}`,
      ratio(downloads.journeyFirst.ms, downloads.journey.ms),
    ],
    [
      `the rest of a journey module a page at a time, \`GET ${JOURNEY_PAGE_PATH}\` (${size(downloads.journeyPage)})`,
      ms(downloads.journeyPage.ms),
      `the journey it follows on from: ${ms(downloads.journey.ms)}`,
      ratio(downloads.journey.ms, downloads.journeyPage.ms),
    ],
    [
      `\`GET /api/admin/download-individual-progress\`, one PDF (${size(downloads.pdf)})`,
      ms(downloads.pdf.ms),
      `the same journey read: ${ms(downloads.journey.ms)}`,
      ratio(downloads.journey.ms, downloads.pdf.ms),
    ],
    [
      `the longest wait of a \`GET /api/session\`, sent one after another while that PDF is made`,
      ms(downloads.waitBesidePdf.pdf),
      `the same for as long with nothing else to do: ${ms(downloads.waitBesidePdf.idle)}`,
      ratio(downloads.waitBesidePdf.idle, downloads.waitBesidePdf.pdf),
    ],
    [
      `\`GET /api/admin/download-learner-progress\`, CSV of ${downloads.learners} learners (${size(downloads.csv)})`,
      ms(downloads.csv.ms),
      `${downloads.learners} × the learner's own \`GET /api/learner/progress\` (${ms(downloads.progress.ms)} each): ${ms(downloads.learners * downloads.progress.ms)}`,
      ratio(downloads.learners * downloads.progress.ms, downloads.csv.ms),
    ],
  ];
  return [
    '| Staff insight (issue 9) | Portal | Baseline, same run | Portal / baseline |',
    '|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    'Ratios above 1 are faster than the baseline (rates divided, or the baseline time divided by the portal time).',
  ].join('\n');
};

/** Three pages of Data Recovery's deleted items. */
const DELETED_ITEMS = 3 * DELETED_PAGE;

/**
 * Deletes the run's newest items (the bench's own creations), untimed, and leaves them deleted:
 * the content edits restore every item they delete, which would leave Data Recovery's list empty.
 * Answers how many items the catalogue holds then, for Content Management's last page.
 */
const deleteForDataRecovery = async (
  pool: Pool,
  portalUrl: string,
  adminCookie: string,
  signal?: AbortSignal,
): Promise<number> => {
  const { rows: newest } = await pool.query<{ id: number }>(
    'SELECT id FROM content_catalogue ORDER BY id DESC LIMIT $1',
    [DELETED_ITEMS],
  );
  await sendEach(
    portalUrl,
    newest,
    1,
    ({ id }) => ({ method: 'DELETE', path: `/api/content/${id}`, cookie: adminCookie }),
    signal,
  );
  const { rows } = await pool.query<{ items: number }>(
    'SELECT count(*)::int AS items FROM content_catalogue',
  );
  return rows[0]!.items;
};

export type StaffInsightOptions = {
  pool: Pool;
  databaseUrl: string;
  config: Config;
  adminEmail: string;
  password: string;
  /** The bench's customers: whose activity is appended and read. */
  learnerEmails: readonly string[];
  activityEvents: number;
  durationS: number;
  warmupS: number;
  say: (line: string) => void;
  signal?: AbortSignal;
};

/**
 * The whole measurement, run while no portal is up: append the activity, time both catch-ups,
 * then start a portal of its own for the staff reads and close it again.
 */
export const measureStaffInsight = async (options: StaffInsightOptions): Promise<StaffInsightResults> => {
  const { pool, databaseUrl, say, signal } = options;
  const { rows: learners } = await pool.query<{ userId: string; email: string }>(
    'SELECT user_id AS "userId", email FROM user_profiles WHERE email = ANY($1::text[]) ORDER BY email',
    [options.learnerEmails],
  );
  const { rows: items } = await pool.query<{ id: number }>(
    `SELECT id FROM content_catalogue WHERE module <> 'Setup Configuration' AND level <> 'Setup Configuration'
      ORDER BY id LIMIT 2000`,
  );
  const activity = await appendActivity(
    databaseUrl,
    learners.map(({ userId, email }) => ({ userId, emailDomain: emailDomain(email) })),
    items.map((item) => item.id),
    options.activityEvents,
    signal,
  );
  say(`appended ${activity.count} views and searches: ${perSecond(activity.perSecond, 'events')}`);
  const catchUp = await measureCatchUps(databaseUrl, pool, activity.count);
  say(
    `analytics caught up: ${perSecond(catchUp.analytics.perSecond, 'events')}; ` +
      `learner-activity: ${perSecond(catchUp.baseline.perSecond, 'events')}`,
  );

  signal?.throwIfAborted();
  const portal = await startPortal({
    config: options.config,
    logger: createLogger('silent'),
    pool,
    databaseUrl,
    sessionSecret: randomBytes(32).toString('hex'),
    scheduleSync: false,
    // The bench signed everyone in from this one address already; the limit is kept in the database.
    rateLimits: { loginPerAddress: 10_000 },
  });
  try {
    const adminCookie = await signIn(portal.url, options.adminEmail, options.password);
    const learner = learners[0]!;
    const learnerCookie = await signIn(portal.url, learner.email, options.password);
    const contentItems = await deleteForDataRecovery(pool, portal.url, adminCookie, signal);
    const reads = await measureStaffReads(
      portal.url,
      adminCookie,
      staffReadPaths(learner, contentItems),
      options.durationS,
      options.warmupS,
      signal,
    );
    for (const { path, summary } of reads.paths) say(`GET ${decodeURIComponent(path)}: ${traffic(summary)}`);
    const download = staffDownloads(learner);
    const downloads = {
      learners: learners.length,
      unwatched: await timeRequest(portal.url, download.unwatched, adminCookie),
      unwatchedPage: await timeRequest(portal.url, download.unwatchedPage, adminCookie),
      // The first read ranks the journey for the learner's access; the next ones find it kept.
      journeyFirst: await getOnce(portal.url, JOURNEY_PATH, learnerCookie),
      journey: await timeRequest(portal.url, JOURNEY_PATH, learnerCookie),
      journeyPage: await timeRequest(portal.url, JOURNEY_PAGE_PATH, learnerCookie),
      pdf: await timeRequest(portal.url, download.pdf, adminCookie, 3),
      csv: await timeRequest(portal.url, download.csv, adminCookie, 3),
      progress: await timeRequest(portal.url, '/api/learner/progress', learnerCookie),
    };
    const pdfMade = getOnce(portal.url, download.pdf, adminCookie);
    const waitBesidePdf = {
      pdf: await longestWaitBeside(portal.url, adminCookie, pdfMade),
      idle: await longestWaitBeside(portal.url, adminCookie, sleep((await pdfMade).ms)),
    };
    say(
      `longest session read while a PDF is made: ${ms(waitBesidePdf.pdf)}; idle: ${ms(waitBesidePdf.idle)}`,
    );
    for (const [what, timed] of Object.entries(downloads)) {
      if (typeof timed === 'number') continue;
      if (timed.status !== 200) throw new Error(`${what} answered ${timed.status}`);
      say(`${what}: ${ms(timed.ms)}, ${size(timed)}`);
    }
    for (const { path, summary } of reads.paths) {
      if (summary.non2xx > 0 || summary.errors > 0) throw new Error(`GET ${path}: ${summary.non2xx} non-2xx`);
    }
    return { activity, catchUp, reads, downloads: { ...downloads, waitBesidePdf } };
  } finally {
    await portal.close();
  }
};

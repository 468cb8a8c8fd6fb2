import type { ActivityRequest } from '@zen/contracts';
import type { Pool } from '@zen/platform';
import type { Rate } from './concurrency.ts';
import { sendEach, type JsonCommand } from './json-client.ts';
import { SEARCH_TERMS } from './search.ts';

/**
 * The rest of what a learner's browser sends as they click (spec §7), beside the favourites and
 * completions of learner.ts: an item opened, a search recorded, a video started, and the badge
 * check the app sends after every view. Each kind is measured and reported on its own: a view or
 * a search is answered on its append, a start once its read model shows it, a check after reading
 * the learner's history, so one rate of them mixed would say little about any of them.
 */
export const LEARNER_CLICKS = ['view', 'search', 'video start', 'badge check'] as const;
export type LearnerClick = (typeof LEARNER_CLICKS)[number];

/** Each kind as the report names it: the route, what is sent and when it is answered. */
export const CLICK_DESCRIPTIONS: Record<LearnerClick, string> = {
  view: 'Item views, `POST /api/activity` with `action: "view"` and a content id, answered on their append (analytics catch up after)',
  search: `Searches recorded, \`POST /api/activity\` with \`action: "search"\` and one of the ${SEARCH_TERMS.length} search terms, each counted within the customer's access, answered on their append`,
  'video start':
    'Video starts, `POST /api/video-starts` of videos the customer has neither started nor completed, answered after read-your-writes',
  'badge check':
    'Badge checks, `POST /api/badges/check` with no body, as the app sends after each view, with nothing new to award',
};

/** What one round of clicks acts on: the same for every customer. */
export type ClickTargets = {
  /** Items each customer opens. */
  contentIds: readonly number[];
  /** Videos each customer starts. */
  videoIds: readonly number[];
};

/**
 * Badge checks per item opened. Fewer than views: each check lists every Essential item the
 * customer may see (a fifth of the synthetic catalogue) and, with nothing new to award, reads the
 * customer's whole stream again, many times a view's work; as many checks as views would make
 * theirs by far the longest of the four measurements. The report compares rates, not counts.
 */
const CHECKS_PER_VIEW = 1 / 6;

/**
 * Videos every bench customer may see and none has started or completed: not among `taken`,
 * the items the learner commands acted on. A start of one is then always a new fact (a video
 * started or completed before decides nothing, and is read afresh instead).
 */
export const unstartedVideoIds = async (
  pool: Pool,
  count: number,
  taken: readonly number[],
): Promise<number[]> => {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM content_catalogue
      WHERE type = 'Video' AND module <> 'Setup Configuration' AND level <> 'Setup Configuration'
        AND NOT (id = ANY($1::int[]))
      ORDER BY id LIMIT $2`,
    [taken, count],
  );
  if (rows.length < count) throw new Error(`The catalogue has fewer than ${count} videos to start`);
  return rows.map((row) => row.id);
};

/**
 * One command per customer for each target, customer by customer within each target, so
 * concurrent commands are those of different learners (as in learnerCommandsOverHttp).
 */
const perCustomer = <T>(
  targets: readonly T[],
  cookies: readonly string[],
  command: (target: T, cookie: string) => JsonCommand,
): JsonCommand[] => targets.flatMap((target) => cookies.map((cookie) => command(target, cookie)));

const clicksOf = (click: LearnerClick, cookies: readonly string[], targets: ClickTargets): JsonCommand[] => {
  switch (click) {
    case 'view':
      return perCustomer(targets.contentIds, cookies, (contentId, cookie) => ({
        path: '/api/activity',
        cookie,
        body: { action: 'view', contentId } satisfies ActivityRequest,
        expect: 202,
      }));
    case 'search':
      return perCustomer(SEARCH_TERMS, cookies, (searchQuery, cookie) => ({
        path: '/api/activity',
        cookie,
        body: { action: 'search', searchQuery } satisfies ActivityRequest,
        expect: 202,
      }));
    case 'video start':
      return perCustomer(targets.videoIds, cookies, (contentId, cookie) => ({
        path: '/api/video-starts',
        cookie,
        body: { contentId },
        expect: 200,
      }));
    case 'badge check': {
      const checks = Math.max(1, Math.round(targets.contentIds.length * CHECKS_PER_VIEW));
      return perCustomer(
        Array.from({ length: checks }, (_, check) => check),
        cookies,
        (_check, cookie) => ({
          path: '/api/badges/check',
          cookie,
          expect: 200,
        }),
      );
    }
  }
};

/**
 * One kind of click by every customer on the round's targets, `concurrency` at a time, each
 * required to answer its success status (202 for activity, 200 for the others).
 */
export const learnerClicksOverHttp = (
  portalUrl: string,
  cookies: readonly string[],
  click: LearnerClick,
  targets: ClickTargets,
  concurrency: number,
  signal?: AbortSignal,
): Promise<Rate> =>
  sendEach(portalUrl, clicksOf(click, cookies, targets), concurrency, (command) => command, signal);

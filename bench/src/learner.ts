import type { Pool } from '@zen/platform';
import type { Rate } from './concurrency.ts';
import { sendEach } from './json-client.ts';
import type { CapturedResponse } from './search.ts';

/**
 * What a learner's browser reads after each click: the card states, progress, New Content and
 * favourites. The journey itself is left out: over a synthetic catalogue of tens of thousands of
 * journey items it would measure JSON size, not the portal.
 */
export const LEARNER_READ_PATHS = [
  '/api/learner/state',
  '/api/learner/progress',
  '/api/content/new',
  '/api/favorites/bench',
] as const;

/** Catalogue items every bench customer may see (no setup material), to act on. */
export const learnerContentIds = async (pool: Pool, count: number): Promise<number[]> =>
  (
    await pool.query<{ id: number }>(
      `SELECT id FROM content_catalogue
        WHERE module <> 'Setup Configuration' AND level <> 'Setup Configuration'
        ORDER BY id LIMIT $1`,
      [count],
    )
  ).rows.map((row) => row.id);

type LearnerAction = { cookie: string; contentId: number; path: '/api/favorites' | '/api/video-completions' };

/**
 * Favourites and completions the way customers make them, each customer on its own items: every
 * command is a new fact (201), answered after read-your-writes, so the rate includes the session,
 * the content and access checks, the stream read, the append and the projection catching up.
 */
export const learnerCommandsOverHttp = (
  portalUrl: string,
  cookies: readonly string[],
  contentIds: readonly number[],
  concurrency: number,
  signal?: AbortSignal,
): Promise<Rate> => {
  // Customer by customer within each step, so concurrent commands are those of different
  // learners, as when many people click at once (one learner's clicks come one after another).
  const actions: LearnerAction[] = contentIds.flatMap((contentId) =>
    (['/api/favorites', '/api/video-completions'] as const).flatMap((path) =>
      cookies.map((cookie) => ({ cookie, contentId, path })),
    ),
  );
  return sendEach(
    portalUrl,
    actions,
    concurrency,
    ({ cookie, contentId, path }) => ({
      path,
      cookie,
      body: { contentId, watchDurationSeconds: 95, totalDurationSeconds: 100 },
    }),
    signal,
  );
};

/** One real learner response (progress: small, like most of them) for the ceiling to replay. */
export const captureLearnerResponse = async (
  portalUrl: string,
  cookie: string,
): Promise<CapturedResponse> => {
  for (const path of LEARNER_READ_PATHS) {
    const response = await fetch(`${portalUrl}${path}`, { headers: { cookie } });
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  }
  const response = await fetch(`${portalUrl}/api/learner/progress`, { headers: { cookie } });
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/json',
  };
};

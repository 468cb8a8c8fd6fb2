import { Router, type Request } from 'express';
import {
  accessibleApplicationsOf,
  CertificateParamsSchema,
  type ContentAccess,
  CustomerContentQuerySchema,
  JourneyModuleQuerySchema,
  type JourneyModulePage,
  SessionIdParamSchema,
  type LearningJourneyResponse,
} from '@zen/contracts';
import {
  currentUser,
  HttpProblem,
  parseParams,
  parseQuery,
  requireUser,
  routeReads,
  type FastRead,
  type Pool,
} from '@zen/platform';
import { loadContentAccess } from '@zen/projections';
import { z } from 'zod';
import type { CatalogueIndex } from '@zen/projections';
import { renderCertificate } from './certificate.ts';
import {
  isCertificateReady,
  listBadges,
  listCompletions,
  listFavourites,
  listJourneyItems,
  listJourneyVideosInProgress,
  listNewContent,
  certificatesReadyOf,
  progressOf,
  readCompletedFacts,
  readEssentials,
  readJourneyModulePage,
  readJourneyPreview,
  readLearnerState,
  readProgress,
} from './queries.ts';

/**
 * The spec's `{sessionId}` segment is parsed and then ignored: whose data it is comes from the
 * server session only (DESIGN §8), so naming another id returns the caller's own data.
 */
const SessionPathSchema = z.object({ sessionId: SessionIdParamSchema });

/** The caller and their module access: every read below is of their own data, within it. */
const learner = async (pool: Pool, req: Request) => {
  const user = currentUser(req);
  return { user, access: await loadContentAccess(pool, user) };
};

/** Learner data changes with every click: never cached, by the browser or on the way. */
const fresh = { 'Cache-Control': 'no-store' };

/**
 * What the customer app reads again after each of the learner's clicks (card states, New
 * Content, progress) and My Favorites: also answered before Express (platform's fast-reads), as
 * search is.
 */
export const learnerFastReads = (pool: Pool, index: CatalogueIndex): FastRead[] => {
  const read = (
    path: string,
    answer: (userId: string, access: ContentAccess) => Promise<unknown>,
    params?: typeof SessionPathSchema,
  ): FastRead => ({
    path,
    ...(params && { params }),
    headers: fresh,
    answer: async (_query, user) => answer(user.id, await loadContentAccess(pool, user)),
  });
  return [
    read(
      '/api/favorites/:sessionId',
      (userId, access) => listFavourites(pool, index, userId, access),
      SessionPathSchema,
    ),
    read('/api/learner/state', (userId, access) => readLearnerState(pool, index, userId, access)),
    read('/api/learner/progress', (userId, access) => readProgress(pool, index, userId, access)),
    read('/api/content/new', (userId, access) => listNewContent(pool, userId, access)),
  ];
};

export const learnerQueryRoutes = (pool: Pool, index: CatalogueIndex): Router => {
  const router = routeReads(Router(), learnerFastReads(pool, index));

  // The spec's client appends ?t={timestamp} to defeat caches; it is accepted and ignored.
  router.get('/api/video-completions/:sessionId', requireUser, async (req, res) => {
    parseParams(SessionPathSchema, req);
    const { user, access } = await learner(pool, req);
    res.set(fresh).json(await listCompletions(pool, user.id, access));
  });

  router.get('/api/content/essential', requireUser, async (req, res) => {
    const { user, access } = await learner(pool, req);
    res.set(fresh).json(await listJourneyItems(pool, user.id, access, 'Essential'));
  });

  router.get('/api/content/company', requireUser, async (req, res) => {
    const { user, access } = await learner(pool, req);
    res.set(fresh).json(await listJourneyItems(pool, user.id, access, 'Customer Specific'));
  });

  // The journey shares its path with Browse Content; `type=help` goes on to the content routes.
  router.get('/api/content/filtered', requireUser, async (req, res, next) => {
    const { type } = parseQuery(CustomerContentQuerySchema, req);
    if (type !== 'learning-journey') return next();
    const { user, access } = await learner(pool, req);
    const [{ items, modules }, inProgress, completed, badges] = await Promise.all([
      readJourneyPreview(pool, index, user.id, access),
      listJourneyVideosInProgress(pool, user.id, access),
      readCompletedFacts(pool, index, user.id, access),
      listBadges(pool, user.id),
    ]);
    const response: LearningJourneyResponse = {
      items,
      modules,
      inProgress,
      applications: accessibleApplicationsOf(access),
      progress: progressOf(index, access, completed),
      badges,
      certificates: certificatesReadyOf(index, access, completed),
    };
    res.set(fresh).json(response);
  });

  // The rest of one journey module, a page at a time ("Show more" under the module).
  router.get('/api/learner/journey-module', requireUser, async (req, res) => {
    const query = parseQuery(JourneyModuleQuerySchema, req);
    const { user, access } = await learner(pool, req);
    const page: JourneyModulePage = await readJourneyModulePage(pool, user.id, access, query);
    res.set(fresh).json(page);
  });

  router.get('/api/certificates/:application', requireUser, async (req, res) => {
    const { application } = parseParams(CertificateParamsSchema, req);
    const { user, access } = await learner(pool, req);
    const [status] = await readEssentials(pool, user.id, access, application);
    if (!status) {
      throw new HttpProblem(
        409,
        'Certificate not available',
        `There are no Essential items of ${application} in your learning journey.`,
      );
    }
    if (!isCertificateReady(status)) {
      const done = status.items.filter((item) => item.completedAt !== null).length;
      throw new HttpProblem(
        409,
        'Certificate not available yet',
        `Complete every Essential item of ${application} to download its certificate ` +
          `(${done} of ${status.items.length} completed).`,
      );
    }
    const { rows } = await pool.query<{ name: string | null; company: string | null }>(
      `SELECT nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name, company_name AS company
         FROM user_profiles WHERE user_id = $1`,
      [user.id],
    );
    const items = status.items.map((item) => ({ title: item.title, completedAt: item.completedAt! }));
    const pdf = await renderCertificate({
      learnerName: rows[0]?.name ?? user.email,
      companyName: rows[0]?.company ?? 'Unknown Company',
      application,
      completedOn: items
        .map((item) => item.completedAt)
        .sort()
        .at(-1)!,
      items,
    });
    const fileName = `certificate-${application.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    res.set(fresh).type('application/pdf').attachment(fileName).send(pdf);
  });

  return router;
};

import { Router, type Request } from 'express';
import {
  ActiveUsersQuerySchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  contentRange,
  individualProgressFileName,
  learnerProgressFileName,
  LearnersQuerySchema,
  UserEmailParamsSchema,
  UnwatchedPageQuerySchema,
  UserEmailQuerySchema,
} from '@zen/contracts';
import { HttpProblem, parseParams, parseQuery, requireAdmin, type Logger, type Pool } from '@zen/platform';
import type { CatalogueIndex } from '@zen/projections';
import {
  listCompletedJourneyItems,
  listUnwatched,
  readProgress,
  readUnwatchedPage,
} from '../learner/queries.ts';
import { findLearnerByEmail, searchLearnersWithProgress, type Learner } from './learners.ts';
import { writeLearnerProgressCsv } from './progress-export.ts';
import { renderProgressReport } from './progress-report.ts';
import { findUserByEmail, findUserById, listActiveUsers, listCompanies, listUsers } from './queries.ts';

/** People's details and progress: never kept by a browser cache or a proxy on the way. */
const privateData = { 'Cache-Control': 'no-store' };

const noSuchUser = (email: string) => new HttpProblem(404, 'Not found', `No user ${email}`);

export type UserQueryDeps = { pool: Pool; index: CatalogueIndex; adminDomain: string; logger?: Logger };

/**
 * User Management (spec §2, §7 Admin): the `users` resource over ra-data-simple-rest, the spec's
 * calls by e-mail, and the two progress downloads. Staff only; e-mails and ids in the request
 * choose which account is read, which is what staff may do.
 */
export const userQueryRoutes = ({ pool, index, adminDomain, logger }: UserQueryDeps): Router => {
  const router = Router();

  const learnerNamed = async (email: string): Promise<Learner> => {
    const learner = await findLearnerByEmail(pool, adminDomain, email);
    if (!learner) throw noSuchUser(email);
    return learner;
  };

  router.get('/api/admin/users', requireAdmin, async (req, res) => {
    const { rows, total, start } = await listUsers(pool, parseQuery(AdminUserListQuerySchema, req));
    res
      .set(privateData)
      .set('Content-Range', contentRange('users', start, rows.length, total))
      .json(rows);
  });

  router.get('/api/admin/users/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(AdminUserIdParamsSchema, req);
    const user = await findUserById(pool, id);
    if (!user) throw new HttpProblem(404, 'Not found', 'No such user');
    res.set(privateData).json(user);
  });

  router.get('/api/admin/companies', requireAdmin, async (_req, res) => {
    res.set(privateData).json(await listCompanies(pool));
  });

  router.get('/api/admin/active-users', requireAdmin, async (req, res) => {
    const { days, limit } = parseQuery(ActiveUsersQuerySchema, req);
    res.set(privateData).json(await listActiveUsers(pool, days, limit));
  });

  router.get('/api/admin/user-profile', requireAdmin, async (req, res) => {
    const { email } = parseQuery(UserEmailQuerySchema, req);
    const user = await findUserByEmail(pool, email);
    if (!user) throw noSuchUser(email);
    res.set(privateData).json(user);
  });

  router.get('/api/admin/learners', requireAdmin, async (req, res) => {
    const { search } = parseQuery(LearnersQuerySchema, req);
    res.set(privateData).json(await searchLearnersWithProgress(pool, index, adminDomain, search));
  });

  router.get('/api/admin/unwatched-content/:email', requireAdmin, async (req, res) => {
    const { email } = parseParams(UserEmailParamsSchema, req);
    const learner = await learnerNamed(email);
    res.set(privateData).json(await listUnwatched(pool, learner.userId, learner.access));
  });

  router.get('/api/admin/learners/:email/unwatched', requireAdmin, async (req, res) => {
    const { email } = parseParams(UserEmailParamsSchema, req);
    const page = parseQuery(UnwatchedPageQuerySchema, req);
    const learner = await learnerNamed(email);
    res.set(privateData).json(await readUnwatchedPage(pool, learner.userId, learner.access, page));
  });

  router.get('/api/admin/download-individual-progress', requireAdmin, async (req, res) => {
    const { email } = parseQuery(UserEmailQuerySchema, req);
    const learner = await learnerNamed(email);
    const [progress, completed, unwatched] = await Promise.all([
      readProgress(pool, index, learner.userId, learner.access),
      listCompletedJourneyItems(pool, learner.userId, learner.access),
      listUnwatched(pool, learner.userId, learner.access),
    ]);
    const generatedAt = new Date();
    const name = [learner.firstName, learner.lastName].filter(Boolean).join(' ');
    const pdf = await renderProgressReport({
      learnerName: name || learner.email,
      email: learner.email,
      companyName: learner.companyName ?? 'Unknown',
      progress,
      completed,
      unwatched,
      generatedAt,
    });
    res
      .set(privateData)
      .attachment(individualProgressFileName(learner.firstName, learner.lastName, generatedAt))
      .type('application/pdf')
      .send(pdf);
  });

  router.get('/api/admin/download-learner-progress', requireAdmin, async (req: Request, res) => {
    // attachment() sets a type from the file name; the CSV's own type (RFC 4180 §3) comes after.
    res
      .set(privateData)
      .attachment(learnerProgressFileName())
      .type('text/csv; charset=utf-8; header=present');
    try {
      await writeLearnerProgressCsv(pool, index, adminDomain, res);
      res.end();
    } catch (error) {
      // The header is sent by now: a cut connection is the only way left to say it failed.
      logger?.error({ err: error }, 'learner progress export failed');
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  });

  return router;
};

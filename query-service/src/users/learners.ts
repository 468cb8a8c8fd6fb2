import {
  accessibleApplications,
  contentAccessOf,
  LEARNER_SEARCH_LIMIT,
  type ContentAccess,
  type LearnerProgress,
} from '@zen/contracts';
import { containsPattern, emailDomain, type Pool } from '@zen/platform';
import type { CatalogueIndex } from '@zen/projections';
import { readProgress } from '../learner/queries.ts';

/** A learner as User Management reads them: who, and what their module access lets them see. */
export type Learner = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  jobTitle: string | null;
  isActive: boolean;
  access: ContentAccess;
};

type LearnerRow = Omit<Learner, 'access'> & {
  applications: string[];
  peopleModulesAccess: string[];
  recruitModulesAccess: string[];
};

const LEARNER_COLUMNS = `user_id AS "userId", email, first_name AS "firstName", last_name AS "lastName",
  company_name AS "companyName", job_title AS "jobTitle", is_active AS "isActive", applications,
  people_modules_access AS "peopleModulesAccess", recruit_modules_access AS "recruitModulesAccess"`;

/**
 * The same module access the learner's own session gets (platform's session user, then
 * `contentAccessOf`), so staff see exactly the progress and unwatched items the learner sees.
 */
const toLearner = (row: LearnerRow, adminDomain: string): Learner => {
  const { applications, peopleModulesAccess, recruitModulesAccess, ...who } = row;
  return {
    ...who,
    access: contentAccessOf({
      isAdmin: emailDomain(row.email) === adminDomain,
      applications: accessibleApplications(applications),
      peopleModulesAccess,
      recruitModulesAccess,
    }),
  };
};

export const findLearnerByEmail = async (
  pool: Pool,
  adminDomain: string,
  email: string,
): Promise<Learner | undefined> => {
  const { rows } = await pool.query<LearnerRow>(
    `SELECT ${LEARNER_COLUMNS} FROM user_profiles WHERE email = $1`,
    [email.toLowerCase()],
  );
  return rows[0] && toLearner(rows[0], adminDomain);
};

/**
 * Learners, never staff, in e-mail order after `afterEmail`: what the progress export walks
 * through a page at a time.
 */
export const listLearnersAfter = async (
  pool: Pool,
  adminDomain: string,
  afterEmail: string,
  limit: number,
): Promise<Learner[]> => {
  const { rows } = await pool.query<LearnerRow>(
    `SELECT ${LEARNER_COLUMNS} FROM user_profiles
      WHERE email > $1 AND email NOT LIKE $2 ORDER BY email LIMIT $3`,
    [afterEmail, `%@${adminDomain}`, limit],
  );
  return rows.map((row) => toLearner(row, adminDomain));
};

/** GET /api/admin/learners?search=: the e-mail itself first, then partial matches of e-mail or name. */
export const searchLearnersWithProgress = async (
  pool: Pool,
  index: CatalogueIndex,
  adminDomain: string,
  search: string,
): Promise<LearnerProgress[]> => {
  const text = search.toLowerCase();
  const pattern = containsPattern(text);
  const { rows } = await pool.query<LearnerRow>(
    `SELECT ${LEARNER_COLUMNS} FROM user_profiles
      WHERE email NOT LIKE $3
        AND (email = $1 OR lower(email) LIKE $2
             OR lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) LIKE $2)
      ORDER BY email = $1 DESC, email LIMIT $4`,
    [text, pattern, `%@${adminDomain}`, LEARNER_SEARCH_LIMIT],
  );
  return Promise.all(
    rows.map(async (row) => {
      const { userId, email, firstName, lastName, companyName, access } = toLearner(row, adminDomain);
      return {
        userId,
        email,
        firstName,
        lastName,
        companyName,
        progress: await readProgress(pool, index, userId, access),
      };
    }),
  );
};

import { Router } from 'express';
import { accessibleApplications, type Profile, type ServiceAccessResponse } from '@zen/contracts';
import { currentUser, HttpProblem, requireUser, type Pool } from '@zen/platform';

type ProfileRow = Omit<Profile, 'lastCrmSync'> & { lastCrmSync: Date | null };

const PROFILE_COLUMNS = `email, first_name AS "firstName", last_name AS "lastName", mobile, job_title AS "jobTitle",
  birthday, company_name AS "companyName", applications, recruit_modules_access AS "recruitModulesAccess",
  people_modules_access AS "peopleModulesAccess", support_contract AS "supportContract",
  last_crm_sync AS "lastCrmSync", crm_contact_id AS "crmContactId", has_user_guide AS "hasUserGuide",
  userguide_service AS "userguideService", profile_completed AS "profileCompleted"`;

const readProfile = async (pool: Pool, userId: string): Promise<Profile> => {
  const { rows } = await pool.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM user_profiles WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new HttpProblem(404, 'Not found', 'Failed to load user profile');
  return { ...row, lastCrmSync: row.lastCrmSync?.toISOString() ?? null };
};

/** The signed-in user's own profile and service access; never anyone else's. */
export const profileQueryRoutes = (pool: Pool): Router => {
  const router = Router();

  router.get('/api/profile', requireUser, async (req, res) => {
    res.json(await readProfile(pool, currentUser(req).id));
  });

  router.get('/api/profile/check-userguide', requireUser, async (req, res) => {
    const profile = await readProfile(pool, currentUser(req).id);
    res.json({ applications: accessibleApplications(profile.applications) });
  });

  router.get('/api/customer/service-access', requireUser, async (req, res) => {
    const { rows } = await pool.query<ServiceAccessResponse>(
      `SELECT content_lookup AS "contentLookup", instant_chat_support AS "instantChatSupport",
              support_tickets AS "supportTickets", company_user_guide AS "companyUserGuide"
         FROM customer_service_access WHERE user_id = $1`,
      [currentUser(req).id],
    );
    if (!rows[0]) throw new HttpProblem(404, 'Not found', 'Failed to fetch service access');
    res.json(rows[0]);
  });

  return router;
};

import { Router } from 'express';
import {
  accessibleApplications,
  type Profile,
  type ServiceAccessResponse,
  type UserGuideAccess,
} from '@zen/contracts';
import { currentUser, HttpProblem, requireUser, type Pool } from '@zen/platform';
import { companyGuideStatus } from '../guides/availability.ts';

type ProfileRow = Omit<Profile, 'lastCrmSync' | 'hasUserGuide'> & { lastCrmSync: Date | null };

const PROFILE_COLUMNS = `email, first_name AS "firstName", last_name AS "lastName", mobile, job_title AS "jobTitle",
  birthday, company_name AS "companyName", applications, recruit_modules_access AS "recruitModulesAccess",
  people_modules_access AS "peopleModulesAccess", support_contract AS "supportContract",
  last_crm_sync AS "lastCrmSync", crm_contact_id AS "crmContactId",
  userguide_service AS "userguideService", profile_completed AS "profileCompleted"`;

const readProfile = async (pool: Pool, userId: string): Promise<Profile> => {
  const { rows } = await pool.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM user_profiles WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new HttpProblem(404, 'Not found', 'Failed to load user profile');
  // Whether the company's guide can be read is the guides' read model's fact, asked each time.
  const { hasUserGuide } = await companyGuideStatus(pool, row.companyName);
  return { ...row, hasUserGuide, lastCrmSync: row.lastCrmSync?.toISOString() ?? null };
};

/**
 * The signed-in user's own profile and service access; never anyone else's. `liveChatWidgetUrl`
 * is the deployment's LIVE_CHAT_WIDGET_URL.
 */
export const profileQueryRoutes = (pool: Pool, liveChatWidgetUrl?: string): Router => {
  const router = Router();

  router.get('/api/profile', requireUser, async (req, res) => {
    res.json(await readProfile(pool, currentUser(req).id));
  });

  router.get('/api/profile/check-userguide', requireUser, async (req, res) => {
    const profile = await readProfile(pool, currentUser(req).id);
    const { hasUserGuide, companySlug } = await companyGuideStatus(pool, profile.companyName);
    res.json({
      applications: accessibleApplications(profile.applications),
      hasUserGuide,
      companySlug,
    } satisfies UserGuideAccess);
  });

  router.get('/api/customer/service-access', requireUser, async (req, res) => {
    const { rows } = await pool.query<
      Omit<ServiceAccessResponse, 'companyUserGuide' | 'liveChatWidgetUrl'> & { companyName: string | null }
    >(
      `SELECT a.content_lookup AS "contentLookup", a.instant_chat_support AS "instantChatSupport",
              a.support_tickets AS "supportTickets", p.company_name AS "companyName"
         FROM customer_service_access a LEFT JOIN user_profiles p USING (user_id) WHERE a.user_id = $1`,
      [currentUser(req).id],
    );
    const row = rows[0];
    if (!row) throw new HttpProblem(404, 'Not found', 'Failed to fetch service access');
    // The Company User Guide button is enabled exactly when there is a guide to read (issue 10).
    const { companyName, ...flags } = row;
    const { hasUserGuide } = await companyGuideStatus(pool, companyName);
    res.json({
      ...flags,
      companyUserGuide: hasUserGuide,
      // Only those with the priority support package are handed the chat.
      liveChatWidgetUrl: flags.instantChatSupport ? (liveChatWidgetUrl ?? null) : null,
    } satisfies ServiceAccessResponse);
  });

  return router;
};

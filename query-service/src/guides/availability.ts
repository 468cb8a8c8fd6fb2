import { companySlug, sameCompany, type SessionUser } from '@zen/contracts';
import type { Pool } from '@zen/platform';
import { PUBLISHED_PAGE } from '@zen/projections';

/**
 * Whether a company's people can read its guide now: an active guide with at least one published
 * module (issue 10). This is the profile's `hasUserGuide` and the service access's
 * `companyUserGuide`, which enables the dashboard's Company User Guide button.
 */
export const companyGuideStatus = async (
  pool: Pool,
  companyName: string | null,
): Promise<{ hasUserGuide: boolean; companySlug: string | null }> => {
  if (!companyName?.trim()) return { hasUserGuide: false, companySlug: null };
  const slug = companySlug(companyName);
  // The guide with the company's slug, if it is this company's (another may share the slug).
  const { rows } = await pool.query<{ companyName: string; readable: boolean }>(
    `SELECT g.company_name AS "companyName",
            g.is_active AND EXISTS (
              SELECT 1 FROM user_guide_pages p WHERE p.user_guide_id = g.id AND ${PUBLISHED_PAGE}
            ) AS readable
       FROM user_guides g WHERE g.company_slug = $1`,
    [slug],
  );
  const guide = rows[0];
  const hasUserGuide = guide !== undefined && guide.readable && sameCompany(guide.companyName, companyName);
  return { hasUserGuide, companySlug: slug };
};

/** The signed-in user's company, as their profile has it from the CRM. */
export const companyOf = async (pool: Pool, user: SessionUser): Promise<string | null> =>
  (
    await pool.query<{ companyName: string | null }>(
      'SELECT company_name AS "companyName" FROM user_profiles WHERE user_id = $1',
      [user.id],
    )
  ).rows[0]?.companyName ?? null;

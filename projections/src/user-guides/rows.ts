import type { GuideAccessEntry, GuidePage, UserGuideDetail, UserGuideSummary } from '@zen/contracts';
import { isoText, type Pool } from '@zen/platform';

/** A guide's card (spec §3 User guide summary), from `user_guides g`; the one place it is mapped. */
export const GUIDE_SUMMARY_COLUMNS = `g.id, g.title, g.company_name AS "companyName", g.company_slug AS "companySlug",
  g.description, g.is_active AS "isActive", g.template_id AS "templateId",
  (SELECT count(*)::int FROM user_guide_pages p WHERE p.user_guide_id = g.id) AS "moduleCount",
  (SELECT count(*)::int FROM user_guide_pages p
    WHERE p.user_guide_id = g.id AND NOT p.is_draft AND p.published_at IS NOT NULL) AS "publishedModuleCount",
  ${isoText('g.created_at')} AS "createdAt", ${isoText('g.updated_at')} AS "updatedAt"`;

/** A guide's pages from `user_guide_pages p`, in the editor's order: by application, then module. */
export const GUIDE_PAGE_COLUMNS = `p.id, p.module_id AS "moduleId", p.application, p.title, p.is_draft AS "isDraft",
  ${isoText('p.published_at')} AS "publishedAt", p.content, ${isoText('p.updated_at')} AS "updatedAt"`;

/** Only what customers may see: not draft, with a publication time (spec §2, §4). */
export const PUBLISHED_PAGE = 'NOT p.is_draft AND p.published_at IS NOT NULL';

export const findGuideDetail = async (pool: Pool, guideId: string): Promise<UserGuideDetail | undefined> => {
  const [guide, pages, access] = await Promise.all([
    pool.query<UserGuideSummary & { contactName: string | null; contactEmail: string | null }>(
      `SELECT ${GUIDE_SUMMARY_COLUMNS}, g.contact_name AS "contactName", g.contact_email AS "contactEmail"
         FROM user_guides g WHERE g.id = $1`,
      [guideId],
    ),
    pool.query<GuidePage>(
      `SELECT ${GUIDE_PAGE_COLUMNS} FROM user_guide_pages p WHERE p.user_guide_id = $1 ORDER BY p.application, p.module_id`,
      [guideId],
    ),
    pool.query<GuideAccessEntry>(
      `SELECT email, company_name AS "companyName", has_access AS "hasAccess",
              ${isoText('created_at')} AS "createdAt", ${isoText('updated_at')} AS "updatedAt"
         FROM user_guide_access WHERE user_guide_id = $1 ORDER BY email`,
      [guideId],
    ),
  ]);
  const row = guide.rows[0];
  return row && { ...row, pages: pages.rows, access: access.rows };
};

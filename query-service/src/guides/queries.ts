import {
  APPLICATIONS,
  companySlug,
  sameCompany,
  type CompanyUserGuide,
  type GuideListQuery,
  type GuidePage,
  type SessionUser,
  type UserGuideSummary,
} from '@zen/contracts';
import { containsPattern, type Pool } from '@zen/platform';
import { GUIDE_PAGE_COLUMNS, GUIDE_SUMMARY_COLUMNS, PUBLISHED_PAGE } from '@zen/projections';
import { companyOf } from './availability.ts';

const SORT_COLUMNS: Record<NonNullable<GuideListQuery['sort']>[0], string> = {
  createdAt: 'g.created_at',
  title: 'lower(g.title)',
  companyName: 'lower(g.company_name)',
};

/** The User Guides tab: a page of guides, newest first unless asked otherwise, `q` over title and company. */
export const listGuides = async (
  pool: Pool,
  query: GuideListQuery,
): Promise<{ items: UserGuideSummary[]; total: number; start: number }> => {
  const [start, end] = query.range ?? [0, 23];
  const [field, order] = query.sort ?? ['createdAt', 'DESC'];
  const direction = order.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  const { q = '', companySlug } = query.filter ?? {};
  const conditions: string[] = [];
  const params: string[] = [];
  if (q) {
    params.push(containsPattern(q));
    conditions.push(`(g.title ILIKE $${params.length} OR g.company_name ILIKE $${params.length})`);
  }
  if (companySlug) {
    params.push(companySlug);
    conditions.push(`g.company_slug = $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [items, total] = await Promise.all([
    pool.query<UserGuideSummary>(
      `SELECT ${GUIDE_SUMMARY_COLUMNS} FROM user_guides g ${where}
        ORDER BY ${SORT_COLUMNS[field]} ${direction}, g.id LIMIT ${end - start + 1} OFFSET ${start}`,
      params,
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM user_guides g ${where}`, params),
  ]);
  return { items: items.rows, total: total.rows[0]?.total ?? 0, start };
};

type GuideRow = Omit<CompanyUserGuide, 'applications' | 'modules'> & { isActive: boolean };

/**
 * A company's guide as its people read it (spec §3 Company user guide): found by slug or by
 * company name, and only for whom it is: the company's own people while it is active, those it
 * was granted to, and staff. Anyone else gets nothing, exactly as for a guide that does not exist.
 */
export const findReadableGuide = async (
  pool: Pool,
  user: SessionUser,
  slugOrName: string,
): Promise<CompanyUserGuide | undefined> => {
  const { rows } = await pool.query<GuideRow>(
    `SELECT g.id, g.company_name AS "companyName", g.company_slug AS "companySlug", g.title, g.description,
            g.contact_name AS "contactName", g.contact_email AS "contactEmail", g.is_active AS "isActive"
       FROM user_guides g WHERE g.company_slug = $1`,
    [companySlug(slugOrName)],
  );
  const guide = rows[0];
  if (!guide || !(await mayRead(pool, user, guide))) return undefined;
  const pages = await pool.query<GuidePage>(
    `SELECT ${GUIDE_PAGE_COLUMNS} FROM user_guide_pages p
      WHERE p.user_guide_id = $1 AND ${PUBLISHED_PAGE} ORDER BY p.application, p.module_id`,
    [guide.id],
  );
  const { isActive: _isActive, ...fields } = guide;
  return {
    ...fields,
    applications: APPLICATIONS.filter((application) =>
      pages.rows.some((page) => page.application === application),
    ),
    modules: pages.rows,
  };
};

const mayRead = async (pool: Pool, user: SessionUser, guide: GuideRow): Promise<boolean> => {
  // Staff open any guide from the console (View), active or not, to see what its company sees.
  if (user.isAdmin) return true;
  if (!guide.isActive) return false;
  const company = await companyOf(pool, user);
  if (company && sameCompany(company, guide.companyName)) return true;
  const { rows } = await pool.query(
    'SELECT 1 FROM user_guide_access WHERE user_guide_id = $1 AND email = $2 AND has_access',
    [guide.id, user.email.toLowerCase()],
  );
  return rows.length > 0;
};

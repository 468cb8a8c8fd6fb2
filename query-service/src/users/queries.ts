import {
  rangeStartDay,
  type ActiveUser,
  type AdminUserListQuery,
  type AdminUserRow,
  type AnalyticsRangeDays,
  type UserCompany,
  type UserSortField,
} from '@zen/contracts';
import { containsPattern, isoText, type Pool } from '@zen/platform';

/** The admin user row (spec §3) over user_profiles, aliased p. */
export const USER_ROW_COLUMNS = `p.user_id AS id, p.first_name AS "firstName", p.last_name AS "lastName", p.email,
  p.company_name AS "companyName", p.job_title AS "jobTitle", p.support_contract AS "supportContract",
  p.is_active AS "isActive", p.mobile, p.birthday, p.userguide_service AS "userguideService",
  ${isoText('p.last_crm_sync')} AS "lastCrmSync", p.applications AS "applicationsImplemented",
  p.recruit_modules_access AS "recruitModulesAccess", p.people_modules_access AS "peopleModulesAccess"`;

/** The text the search box matches, exactly as the trigram index of migration 0009 spells it. */
const SEARCHABLE = `lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '') || ' ' || p.email || ' ' ||
  coalesce(p.company_name, '') || ' ' || coalesce(p.job_title, ''))`;

const SORT_COLUMNS: Record<UserSortField, string> = {
  id: 'p.email',
  name: 'lower(p.last_name), lower(p.first_name)',
  email: 'p.email',
  companyName: 'lower(p.company_name)',
  jobTitle: 'lower(p.job_title)',
  supportContract: 'p.support_contract',
  isActive: 'p.is_active',
  lastCrmSync: 'p.last_crm_sync',
};

const likePattern = (text: string) => containsPattern(text.toLowerCase());

class Where {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }
  and(clause: string): void {
    this.clauses.push(clause);
  }
  toString(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** The `users` resource's list, a page at a time with the total for Content-Range. */
export const listUsers = async (
  pool: Pool,
  query: AdminUserListQuery,
): Promise<{ rows: AdminUserRow[]; total: number; start: number }> => {
  const where = new Where();
  const search = query.filter?.q ?? query.search;
  const company = query.filter?.company ?? query.company;
  const id = query.filter?.id;
  if (search) where.and(`${SEARCHABLE} LIKE ${where.param(likePattern(search))}`);
  if (company) where.and(`p.company_name = ${where.param(company)}`);
  if (id !== undefined) where.and(`p.user_id = ANY(${where.param(Array.isArray(id) ? id : [id])}::uuid[])`);
  const [field, direction] = query.sort ?? ['name', 'ASC'];
  const dir = direction.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const order = SORT_COLUMNS[field]
    .split(', ')
    .map((column) => `${column} ${dir} NULLS LAST`)
    .join(', ');
  const [start, end] = query.range ?? [0, 24];
  const { rows: counted } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM user_profiles p ${where}`,
    [...where.params],
  );
  const { rows } = await pool.query<AdminUserRow>(
    `SELECT ${USER_ROW_COLUMNS} FROM user_profiles p ${where}
      ORDER BY ${order}, p.email LIMIT ${where.param(end - start + 1)} OFFSET ${where.param(start)}`,
    where.params,
  );
  return { rows, total: counted[0]!.n, start };
};

export const findUserById = async (pool: Pool, id: string): Promise<AdminUserRow | undefined> =>
  (
    await pool.query<AdminUserRow>(`SELECT ${USER_ROW_COLUMNS} FROM user_profiles p WHERE p.user_id = $1`, [
      id,
    ])
  ).rows[0];

export const findUserByEmail = async (pool: Pool, email: string): Promise<AdminUserRow | undefined> =>
  (
    await pool.query<AdminUserRow>(`SELECT ${USER_ROW_COLUMNS} FROM user_profiles p WHERE p.email = $1`, [
      email.toLowerCase(),
    ])
  ).rows[0];

/** The company filter's choices: every company a user belongs to, by name. */
export const listCompanies = async (pool: Pool): Promise<UserCompany[]> =>
  (
    await pool.query<UserCompany>(
      `SELECT company_name AS name, count(*)::int AS users FROM user_profiles
        WHERE company_name IS NOT NULL GROUP BY company_name ORDER BY lower(company_name), company_name`,
    )
  ).rows;

/** Most Active Users: views and searches in the range, from the analytics read model. */
export const listActiveUsers = async (
  pool: Pool,
  days: AnalyticsRangeDays | undefined,
  limit: number,
): Promise<ActiveUser[]> => {
  const params: unknown[] = [limit];
  const start = rangeStartDay(days);
  const since = start === undefined ? '' : `WHERE day >= $${params.push(start)}::date`;
  const { rows } = await pool.query<ActiveUser>(
    `WITH top AS (
       SELECT user_id, sum(views)::int AS views, sum(searches)::int AS searches, max(last_active_at) AS last_active
         FROM analytics_daily_user_activity ${since}
        GROUP BY user_id ORDER BY sum(views) + sum(searches) DESC, max(last_active_at) DESC, user_id LIMIT $1)
     SELECT p.user_id AS id, p.email, p.first_name AS "firstName", p.last_name AS "lastName",
            p.company_name AS "companyName", top.views, top.searches, ${isoText('top.last_active')} AS "lastActive"
       FROM top JOIN user_profiles p ON p.user_id = top.user_id
      ORDER BY top.views + top.searches DESC, top.last_active DESC, p.user_id`,
    params,
  );
  return rows;
};

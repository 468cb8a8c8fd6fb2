import {
  ADMIN_ONLY_SETUP,
  contentAccessOf,
  type AccessProfile,
  type ContentAccess,
  type SessionUser,
} from '@zen/contracts';
import { WeighedCache, type Pool } from '@zen/platform';

/**
 * Module access per profile, worked out once: matching the CRM's module names against ours took
 * a tenth of a customer search's time, and every request of a signed-in customer asks for it. The
 * key is the profile's own lists, so a changed profile is simply another entry. Callers share the
 * answers and must not change them.
 */
const accessByProfile = new WeighedCache<string, ContentAccess>(1_000);

/** Shared answers are frozen, so a caller that changed one would fail rather than change others'. */
const frozen = (access: ContentAccess): ContentAccess => {
  if (!access.unrestricted) {
    for (const grant of access.grants) Object.freeze(Object.freeze(grant).modules);
    Object.freeze(access.grants);
  }
  return Object.freeze(access);
};

const accessOf = (profile: AccessProfile): ContentAccess => {
  const key = JSON.stringify([
    profile.isAdmin,
    profile.applications,
    profile.peopleModulesAccess,
    profile.recruitModulesAccess,
  ]);
  let access = accessByProfile.get(key);
  if (!access) {
    access = frozen(contentAccessOf(profile));
    accessByProfile.set(key, access);
  }
  return access;
};

/**
 * The signed-in user's module access (spec §2, §6). The session user already carries the
 * applications; the modules come from the profile read model, one primary-key read.
 */
export const loadContentAccess = async (
  pool: Pool,
  user: SessionUser & { moduleAccess?: { people: readonly string[]; recruit: readonly string[] } },
): Promise<ContentAccess> => {
  if (user.isAdmin) return { unrestricted: true };
  // Signed-in requests carry it, read and cached with the account (platform's toRequestUser).
  if (user.moduleAccess) {
    return accessOf({
      isAdmin: false,
      applications: user.applications,
      peopleModulesAccess: user.moduleAccess.people,
      recruitModulesAccess: user.moduleAccess.recruit,
    });
  }
  const { rows } = await pool.query<{ people: string[]; recruit: string[] }>(
    `SELECT people_modules_access AS people, recruit_modules_access AS recruit
       FROM user_profiles WHERE user_id = $1`,
    [user.id],
  );
  return accessOf({
    isAdmin: false,
    applications: user.applications,
    peopleModulesAccess: rows[0]?.people ?? [],
    recruitModulesAccess: rows[0]?.recruit ?? [],
  });
};

/** Adds a parameter to the caller's query and returns its placeholder ("$3"). */
export type AddParam = (value: unknown) => string;

/**
 * The SQL condition for "this user may see the item", over columns `application`, `module` and
 * `level` (of `alias`, when given). Equality on application and module, so the catalogue's
 * (application, module, level, type) index serves it.
 */
export const accessCondition = (access: ContentAccess, param: AddParam, alias = ''): string => {
  if (access.unrestricted) return 'true';
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const grants = access.grants.map((grant) =>
    grant.modules === null
      ? `${column('application')} = ${param(grant.application)}`
      : `(${column('application')} = ${param(grant.application)} AND ${column('module')} = ANY(${param(grant.modules)}::text[]))`,
  );
  if (grants.length === 0) return 'false';
  const setup = param(ADMIN_ONLY_SETUP);
  return `(${column('module')} <> ${setup} AND ${column('level')} <> ${setup} AND (${grants.join(' OR ')}))`;
};

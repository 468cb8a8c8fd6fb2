import { ADMIN_ONLY_SETUP, APPLICATIONS, MODULES_BY_APPLICATION, type Application } from '../enumerations.ts';

/** One application a customer may see, and which of its modules (null: every module). */
export type ContentGrant = { application: Application; modules: readonly string[] | null };

/** Which catalogue items a user may see: staff see everything, customers what their profile grants. */
export type ContentAccess = { unrestricted: true } | { unrestricted: false; grants: readonly ContentGrant[] };

export type AccessProfile = {
  isAdmin: boolean;
  /** The session user's applications: the profile's, both Zoho ones when it names none, General always. */
  applications: readonly Application[];
  peopleModulesAccess: readonly string[];
  recruitModulesAccess: readonly string[];
};

/** The CRM spells module names as people type them: match them to ours ignoring case and spacing. */
const knownModules = (application: Application, named: readonly string[]): string[] => {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  const wanted = new Set(named.map(key));
  return MODULES_BY_APPLICATION[application].filter(
    (module) => module !== ADMIN_ONLY_SETUP && wanted.has(key(module)),
  );
};

/**
 * Module access (spec §2 filter groups, §6): General always, with all its modules; for People and
 * Recruit the modules the profile names, or all of them when it names none (a company that has
 * the application but whose CRM record lists no modules would otherwise see nothing of it). Setup
 * material is never a customer's: `canAccessContent` and the SQL filter both exclude it.
 */
export const contentAccessOf = (profile: AccessProfile): ContentAccess => {
  if (profile.isAdmin) return { unrestricted: true };
  const named: Record<Application, readonly string[]> = {
    General: [],
    'Zoho People': profile.peopleModulesAccess,
    'Zoho Recruit': profile.recruitModulesAccess,
  };
  return {
    unrestricted: false,
    grants: profile.applications.map((application) => {
      const modules = knownModules(application, named[application]);
      return { application, modules: modules.length ? modules : null };
    }),
  };
};

export const canAccessContent = (
  access: ContentAccess,
  item: { application: string; module: string; level: string },
): boolean => {
  if (access.unrestricted) return true;
  if (item.module === ADMIN_ONLY_SETUP || item.level === ADMIN_ONLY_SETUP) return false;
  const grant = access.grants.find((g) => g.application === item.application);
  return grant !== undefined && (grant.modules === null || grant.modules.includes(item.module));
};

/** The applications a user's journey shows sub-tabs for, in the enumeration's order. */
export const accessibleApplicationsOf = (access: ContentAccess): Application[] =>
  access.unrestricted ? [...APPLICATIONS] : access.grants.map((grant) => grant.application);

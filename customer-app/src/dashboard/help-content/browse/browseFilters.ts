import {
  ADMIN_ONLY_SETUP,
  APPLICATIONS,
  canAccessContent,
  contentAccessOf,
  levelBelongsTo,
  LEVELS,
  moduleBelongsTo,
  MODULES_BY_APPLICATION,
  type Application,
  type ContentAccess,
  type ContentType,
  type LearningJourneyInput,
  type Level,
  type Profile,
  type SessionUser,
} from '@zen/contracts';
import type { HelpContentQuery } from '../contentQueries.ts';

/**
 * What the Browse Content filter groups offer a given user (spec §2 "Filter groups") and how a
 * choice becomes the query. Pure functions, so the rules read in one place.
 */
export const ALL = 'all';
export type All = typeof ALL;

export interface BrowseFilters {
  application: Application | All;
  module: string;
  level: Level | All;
  contentType: ContentType | All;
  learningJourney: LearningJourneyInput | All;
}

export const NO_FILTERS: BrowseFilters = {
  application: ALL,
  module: ALL,
  level: ALL,
  contentType: ALL,
  learningJourney: ALL,
};

type Viewer = Pick<SessionUser, 'isAdmin' | 'applications'>;

/**
 * The applications whose content the user browses, in the product's order (General first): a
 * customer's are their profile's (spec §2), staff's every one, since they see the whole catalogue
 * whatever their own CRM contact lists.
 */
export const userApplications = (user: Viewer): Application[] =>
  user.isAdmin
    ? [...APPLICATIONS]
    : APPLICATIONS.filter((application) => user.applications.includes(application));

/** The Zoho Application group appears only when the user has more than one non-General application. */
export const applicationChoices = (user: Viewer): Application[] | null => {
  const applications = userApplications(user);
  return applications.filter((application) => application !== 'General').length > 1 ? applications : null;
};

/** The module lists of the user's profile (spec §3 Profile), as the CRM spells them. */
export type NamedModules = Pick<Profile, 'peopleModulesAccess' | 'recruitModulesAccess'>;

/** What the server assumes of a customer without a profile row: lists that name no module. */
export const NO_MODULES_NAMED: NamedModules = { peopleModulesAccess: [], recruitModulesAccess: [] };

/**
 * What the user may see, by the rule the server filters content with (`contentAccessOf`, fed by
 * `loadContentAccess` with the session's applications and the profile's module lists): staff
 * everything; a customer General, and per Zoho application the modules the profile names, or all
 * of them when it names none. `null` while a customer's module lists are not known yet.
 */
export const browseAccessOf = (user: Viewer, named: NamedModules | undefined): ContentAccess | null => {
  if (user.isAdmin) return { unrestricted: true };
  if (!named) return null;
  return contentAccessOf({
    isAdmin: false,
    applications: user.applications,
    peopleModulesAccess: named.peopleModulesAccess,
    recruitModulesAccess: named.recruitModulesAccess,
  });
};

export interface ModuleGroup {
  application: Application;
  modules: string[];
}

/**
 * Modules of the chosen application, or of all the user's applications, that the user may see
 * content of (setup content is for admins); none while access is not known, rather than modules
 * whose choice would find nothing. An item's audience does not matter here: any but setup.
 */
export const moduleGroups = (
  user: Viewer,
  access: ContentAccess | null,
  application: Application | All,
): ModuleGroup[] =>
  access === null
    ? []
    : (application === ALL ? userApplications(user) : [application])
        .map((app) => ({
          application: app,
          modules: MODULES_BY_APPLICATION[app].filter((module) =>
            canAccessContent(access, { application: app, module, level: '' }),
          ),
        }))
        .filter((group) => group.modules.length > 0);

/**
 * Audiences that content of the chosen application and module can have (an item's level belongs
 * to its application, spec §6), so no choice is offered that could only find nothing: all of
 * them while General content is in play, Zoho Recruit's alone once Zoho Recruit or one of its
 * modules is chosen. 'Setup Configuration' is for admins.
 */
export const audienceChoices = (
  user: Viewer,
  filters: Pick<BrowseFilters, 'application' | 'module'>,
): Level[] => {
  const applications = (filters.application === ALL ? userApplications(user) : [filters.application]).filter(
    (application) => filters.module === ALL || moduleBelongsTo(application, filters.module),
  );
  return LEVELS.filter(
    (level) =>
      (user.isAdmin || level !== ADMIN_ONLY_SETUP) &&
      applications.some((application) => levelBelongsTo(application, level)),
  );
};

/** A chosen audience stays only while the application and module chosen with it offer it. */
const withOfferedLevel = (user: Viewer, filters: BrowseFilters): BrowseFilters =>
  filters.level === ALL || audienceChoices(user, filters).includes(filters.level)
    ? filters
    : { ...filters, level: ALL };

/**
 * Choosing an application keeps the module only if that application offers it to the user, and
 * the audience only if it is one of that application's.
 */
export const withApplication = (
  user: Viewer,
  access: ContentAccess | null,
  filters: BrowseFilters,
  application: Application | All,
): BrowseFilters => {
  const stillOffered = moduleGroups(user, access, application).some((group) =>
    group.modules.includes(filters.module),
  );
  return withOfferedLevel(user, { ...filters, application, module: stillOffered ? filters.module : ALL });
};

/** Choosing a module keeps the audience only if content of that module can have it. */
export const withModule = (user: Viewer, filters: BrowseFilters, module: string): BrowseFilters =>
  withOfferedLevel(user, { ...filters, module });

/**
 * The filters as far as the user's access still offers them: a module chosen before 'Refresh
 * Status' took it away is no longer asked for (it could only find nothing).
 */
export const withinAccess = (
  user: Viewer,
  access: ContentAccess | null,
  filters: BrowseFilters,
): BrowseFilters =>
  filters.module === ALL ? filters : withApplication(user, access, filters, filters.application);

export const isFiltering = (search: string, filters: BrowseFilters): boolean =>
  search.trim() !== '' || Object.values(filters).some((value) => value !== ALL);

const chosen = <T extends string>(value: T | All): T | undefined =>
  value === ALL ? undefined : (value as T);

export const toHelpContentQuery = (
  search: string,
  filters: BrowseFilters,
  page: number,
  pageSize: number,
): HelpContentQuery => ({
  search: search.trim() || undefined,
  application: chosen(filters.application),
  module: chosen(filters.module),
  level: chosen(filters.level),
  contentType: chosen(filters.contentType),
  learningJourney: chosen(filters.learningJourney),
  page,
  pageSize,
});

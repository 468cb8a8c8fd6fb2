import {
  ADMIN_ONLY_SETUP,
  APPLICATIONS,
  LEVELS,
  MODULES_BY_APPLICATION,
  type Application,
  type ContentType,
  type LearningJourneyInput,
  type Level,
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

/** The user's applications, in the product's order (General first). */
export const userApplications = (user: Viewer): Application[] =>
  APPLICATIONS.filter((application) => user.applications.includes(application));

/** The Zoho Application group appears only when the user has more than one non-General application. */
export const applicationChoices = (user: Viewer): Application[] | null => {
  const applications = userApplications(user);
  return applications.filter((application) => application !== 'General').length > 1 ? applications : null;
};

export interface ModuleGroup {
  application: Application;
  modules: string[];
}

/** Modules of the chosen application, or of all the user's applications; setup content is for admins. */
export const moduleGroups = (user: Viewer, application: Application | All): ModuleGroup[] =>
  (application === ALL ? userApplications(user) : [application])
    .map((app) => ({
      application: app,
      modules: MODULES_BY_APPLICATION[app].filter((module) => user.isAdmin || module !== ADMIN_ONLY_SETUP),
    }))
    .filter((group) => group.modules.length > 0);

export const audienceChoices = (user: Viewer): Level[] =>
  LEVELS.filter((level) => user.isAdmin || level !== ADMIN_ONLY_SETUP);

/** Choosing an application keeps the module only if that application has it. */
export const withApplication = (user: Viewer, filters: BrowseFilters, application: Application | All) => {
  const stillOffered = moduleGroups(user, application).some((group) =>
    group.modules.includes(filters.module),
  );
  return { ...filters, application, module: stillOffered ? filters.module : ALL };
};

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

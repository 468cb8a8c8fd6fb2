import {
  LEARNING_JOURNEY_HINTS,
  type Application,
  type ContentState,
  type JourneyModule,
  type LearnerContentItem,
  type LearningJourney,
  type LearningJourneyResponse,
} from '@zen/contracts';

/** The four journey tabs (spec §2 Learning Journey) with their hints and empty texts. */
export interface JourneyTab {
  journey: LearningJourney;
  label: string;
  hint: string;
  empty: string;
  emptyDetail?: string;
}

export const JOURNEY_TABS: readonly JourneyTab[] = [
  {
    journey: 'Essential',
    label: 'Start Here',
    hint: LEARNING_JOURNEY_HINTS.Essential,
    empty: 'No essential content available yet.',
  },
  {
    journey: 'Operational',
    label: 'Learn to Use Zoho',
    hint: LEARNING_JOURNEY_HINTS.Operational,
    empty: 'No operational content available yet.',
  },
  {
    journey: 'Bonus',
    label: 'Bonus Material',
    hint: LEARNING_JOURNEY_HINTS.Bonus,
    empty: 'No bonus content available yet.',
  },
  {
    journey: 'Customer Specific',
    label: 'Customer Specific Processes',
    hint: LEARNING_JOURNEY_HINTS['Customer Specific'],
    empty: 'No customer-specific content available yet.',
    emptyDetail: 'Customer processes will be uploaded by your administrator.',
  },
];

export const NO_JOURNEY_CONTENT = 'No learning content available for your module access.';

export interface ModuleGroup {
  module: string;
  /** The module's first items, as the journey answer carries them (already in title order). */
  items: LearnerContentItem[];
  /** How many items the module holds in all. */
  total: number;
}
export interface ApplicationGroup {
  application: Application;
  modules: ModuleGroup[];
}

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

const inTab =
  (journey: LearningJourney, application: Application) => (entry: JourneyModule | LearnerContentItem) =>
    ('journey' in entry ? entry.journey : entry.learningJourney) === journey &&
    entry.application === application;

/** Whether a tab holds anything of an application (which sub-tab a tab opens on). */
export const tabHasApplication = (
  modules: readonly JourneyModule[],
  journey: LearningJourney,
  application: Application,
): boolean => modules.some(inTab(journey, application));

/**
 * One tab (optionally of one application's sub-tab) grouped by application, in the journey's
 * application order, then by module (spec §2). Items keep the server's title order, so that the
 * pages of a module read later follow on from them.
 */
export const groupJourney = (
  { items, modules }: Pick<LearningJourneyResponse, 'items' | 'modules'>,
  journey: LearningJourney,
  applications: readonly Application[],
  onlyApplication: Application | null,
): ApplicationGroup[] =>
  applications
    .filter((application) => onlyApplication === null || application === onlyApplication)
    .map((application) => {
      const inGroup = items.filter(inTab(journey, application));
      return {
        application,
        modules: modules
          .filter(inTab(journey, application))
          .sort((a, b) => byText(a.module, b.module))
          .map(({ module, total }) => ({
            module,
            total,
            items: inGroup.filter((item) => item.module === module),
          })),
      };
    })
    .filter((group) => group.modules.length > 0);

/**
 * "Continue where you left off" (issue 8): videos started and not completed, by title. The
 * journey answer names those started before it was read (`inProgress`); the learner's state, kept
 * fresh after every click, adds one just started among the items shown and drops one just finished.
 */
export const videosInProgress = (
  { items, inProgress }: Pick<LearningJourneyResponse, 'items' | 'inProgress'>,
  stateOf: (contentId: number) => ContentState,
): LearnerContentItem[] => {
  const byId = new Map([...inProgress, ...items].map((item) => [item.id, item]));
  return [...byId.values()]
    .filter((item) => item.type === 'Video' && stateOf(item.id) === 'in-progress')
    .sort((a, b) => byText(a.title, b.title));
};

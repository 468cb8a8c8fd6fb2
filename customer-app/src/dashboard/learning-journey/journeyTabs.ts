import {
  LEARNING_JOURNEY_HINTS,
  type Application,
  type ContentState,
  type LearnerContentItem,
  type LearningJourney,
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
  items: LearnerContentItem[];
}
export interface ApplicationGroup {
  application: Application;
  modules: ModuleGroup[];
}

const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/**
 * One tab's items (optionally of one application's sub-tab) grouped by application, in the
 * journey's application order, then by module, each sorted by title (spec §2).
 */
export const groupJourney = (
  items: readonly LearnerContentItem[],
  journey: LearningJourney,
  applications: readonly Application[],
  onlyApplication: Application | null,
): ApplicationGroup[] =>
  applications
    .filter((application) => onlyApplication === null || application === onlyApplication)
    .map((application) => {
      const inGroup = items.filter(
        (item) => item.learningJourney === journey && item.application === application,
      );
      const modules = [...new Set(inGroup.map((item) => item.module))].sort(byText);
      return {
        application,
        modules: modules.map((module) => ({
          module,
          items: inGroup.filter((item) => item.module === module).sort((a, b) => byText(a.title, b.title)),
        })),
      };
    })
    .filter((group) => group.modules.length > 0);

/** "Continue where you left off" (issue 8): videos started and not completed, by title. */
export const videosInProgress = (
  items: readonly LearnerContentItem[],
  stateOf: (contentId: number) => ContentState,
): LearnerContentItem[] =>
  items
    .filter((item) => item.type === 'Video' && stateOf(item.id) === 'in-progress')
    .sort((a, b) => byText(a.title, b.title));

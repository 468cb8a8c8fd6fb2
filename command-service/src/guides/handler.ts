import {
  companySlug,
  guidePageId,
  guideStreamName,
  type GuideModuleChoice,
  type GuideModulePage,
} from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { USER_GUIDES, waitForProjections, type Notifications } from '@zen/projections';
import { loadCatalogueEntries } from '../content/catalogue-entries.ts';
import { referencedContentIds } from '../templates/page-content.ts';
import { currentTemplate } from '../templates/handler.ts';
import { guidePageFromTemplate } from './from-template.ts';
import { decide, evolve, initialState, type GuideCommand } from './guide.ts';
import { keptStateDecider } from '../kept-stream-state.ts';

/**
 * A guide's stream grows with every edit of its pages: its state is kept between commands. Two
 * admins acting on one guide at once, or two creating the same company's: the loser re-reads and
 * decides again, which turns a concurrent second creation into a clear refusal.
 */
const guides = keptStateDecider({ decide, evolve, initialState });

/** Decides and appends, without waiting for read models: for the demo seed. */
export const handleGuideCommand = (eventStore: EventStore, command: GuideCommand) =>
  guides.handle(eventStore, guideStreamName(command.data.guideId), command);

export type GuideCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/** Runs a guide command and answers once the guides read model shows it (DESIGN §4). */
export const executeGuideCommand = async (deps: GuideCommandDeps, command: GuideCommand) => {
  const result = await handleGuideCommand(deps.eventStore, command);
  if (result.newEvents.length > 0) {
    await waitForProjections(
      deps.pool,
      deps.notifications,
      [USER_GUIDES],
      Number(result.lastEventGlobalPosition),
    );
  }
  return result;
};

/**
 * The pages of a new guide: each selected module's template page as the template stream has it
 * now (published or draft: staff review every page before publishing it to the company), with
 * the content it names as it is now.
 */
export const pagesFromTemplate = async (
  eventStore: EventStore,
  templateId: number,
  choices: readonly GuideModuleChoice[],
): Promise<GuideModulePage[]> => {
  const state = await currentTemplate(eventStore, templateId);
  const sources = choices.map((choice) => state.pages.get(guidePageId(choice.application, choice.moduleId)));
  const catalogue = await loadCatalogueEntries(
    eventStore,
    sources.flatMap((page) => (page ? referencedContentIds(page.content) : [])),
  );
  return choices.map((choice, index) => guidePageFromTemplate(choice, sources[index]?.content, catalogue));
};

export type NewGuide = {
  templateId: number;
  companyName: string;
  title: string;
  description: string;
  contactEmail: string | null;
  modules: readonly GuideModuleChoice[];
};

/** The CreateGuide command for a company, its pages made from the template. */
export const createGuideCommand = async (
  eventStore: EventStore,
  guide: NewGuide,
  meta: { by: string; at: string },
): Promise<GuideCommand> => ({
  type: 'CreateGuide',
  data: {
    guideId: companySlug(guide.companyName),
    ...meta,
    companyName: guide.companyName,
    title: guide.title,
    description: guide.description,
    templateId: guide.templateId,
    contactEmail: guide.contactEmail,
    modules: await pagesFromTemplate(eventStore, guide.templateId, guide.modules),
  },
});

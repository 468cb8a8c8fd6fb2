import { templateStreamName } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { GUIDE_TEMPLATES, waitForProjections, type Notifications } from '@zen/projections';
import { decide, evolve, initialState, type TemplateCommand } from './template.ts';
import { keptStateDecider } from '../kept-stream-state.ts';

/**
 * One stream holds the whole template and every save of every page, so its state is kept in the
 * process between commands and each command reads only the events since (kept-stream-state.ts).
 * Two admins saving pages of the same template at once: the loser re-reads and decides again.
 */
const template = keptStateDecider({ decide, evolve, initialState });

/** The template as its stream has it now (for a new guide's pages). */
export const currentTemplate = async (eventStore: EventStore, templateId: number) =>
  (await template.aggregate(eventStore, templateStreamName(templateId))).state;

/** Decides and appends, without waiting for read models: for the demo seed. */
export const handleTemplateCommand = (eventStore: EventStore, command: TemplateCommand) =>
  template.handle(eventStore, templateStreamName(command.data.templateId), command);

export type TemplateCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/** Runs a template command and answers once the template read model shows it (DESIGN §4). */
export const executeTemplateCommand = async (deps: TemplateCommandDeps, command: TemplateCommand) => {
  const result = await handleTemplateCommand(deps.eventStore, command);
  if (result.newEvents.length > 0) {
    await waitForProjections(
      deps.pool,
      deps.notifications,
      [GUIDE_TEMPLATES],
      Number(result.lastEventGlobalPosition),
    );
  }
  return result;
};

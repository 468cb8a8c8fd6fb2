import { DeciderCommandHandler } from '@event-driven-io/emmett';
import { templateStreamName } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { GUIDE_TEMPLATES, waitForProjections, type Notifications } from '@zen/projections';
import { decide, evolve, initialState, type TemplateCommand } from './template.ts';
import { RETRY_ON_VERSION_CONFLICT } from '../version-conflicts.ts';

const handleTemplate = DeciderCommandHandler({
  decide,
  evolve,
  initialState,
  // Two admins saving pages of the same template at once: the loser re-reads and decides again.
  // Only a version conflict is retried: given options, Emmett would retry every refusal too.
  retry: RETRY_ON_VERSION_CONFLICT,
});

/** Decides and appends, without waiting for read models: for the demo seed. */
export const handleTemplateCommand = (eventStore: EventStore, command: TemplateCommand) =>
  handleTemplate(eventStore, templateStreamName(command.data.templateId), command);

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

import { GUIDE_MODULES, guidePageId } from '@zen/contracts';
import { timeEach, type OneAtATimeDeps, type TimedCommand } from './one-at-a-time.ts';

/**
 * The baseline template editor's commands (spec §2), as one consultant sends them: a page made
 * for most modules one at a time, 'Create Default Modules' for the rest in one command, every
 * page written, the template's details edited, and one page saved a thousand times more (a
 * template years old). Measured before the guides, so the guides' modules are copied from
 * written pages, as in a provider's portal.
 */
const MADE_ONE_AT_A_TIME = 25;
const DETAIL_EDITS = 50;
/**
 * Saves of one page before the last measurement: a template years old. Its one stream holds every
 * save of every page, and a command that read it whole took 143 ms at 2 000 saves (6 at 50).
 */
const EARLIER_SAVES = 1_000;
const SAVES_AFTER = 50;

type Deps = OneAtATimeDeps & {
  /** Catalogue items the written pages recommend, so each edit checks them as staff's would. */
  contentIds: readonly number[];
};

const writtenContent = (moduleId: string, contentIds: readonly number[]) => ({
  explainer: `${moduleId}: what it is for, who uses it and what the company decides before go-live.`,
  zohoAdminGuideUrl: 'https://help.zoho.com/portal/en/kb/people/administrator-guide',
  adminResources: { contentIds: contentIds.slice(0, 2), customContent: '<p>Set the policies first.</p>' },
  troubleshootingGuide: {
    contentIds: contentIds.slice(2, 3),
    customContent: '',
    qaItems: [
      { question: 'Why is a record missing?', answer: '<p>Check the filters and the permissions.</p>' },
    ],
  },
  reports: ['Summary report'],
  stakeholderHelpGuide: {
    managers: { contentIds: contentIds.slice(3, 4), customContent: '<p>Approve on time.</p>' },
    employees: { contentIds: [], customContent: '<p>Keep your records up to date.</p>' },
  },
  buttons: ['Open the module'],
  processes: [
    {
      name: `${moduleId} approval`,
      description: 'Reporting manager, then HR.',
      triggeredBy: 'Employee',
      triggeredWhen: 'A record is submitted',
      triggeredHow: 'Automatically',
      workflows: ['Notify reporting manager'],
    },
  ],
});

export const measureTemplateCommands = async (deps: Deps): Promise<TimedCommand[]> => {
  const madeOneAtATime = GUIDE_MODULES.slice(0, MADE_ONE_AT_A_TIME);
  const made = await timeEach(
    deps,
    'template page made',
    `\`POST /api/admin/template/page\`, a draft for each of ${madeOneAtATime.length} modules, one after another`,
    madeOneAtATime,
    ({ application, moduleId }) => ({ path: '/api/admin/template/page', body: { application, moduleId } }),
  );
  // One command, once: it makes a draft for every module still without a page, then has none left.
  const defaultModules = await timeEach(
    deps,
    'default modules made',
    `\`POST /api/admin/template/baseline/default-modules\` (Create Default Modules), one command making drafts for the other ${GUIDE_MODULES.length - madeOneAtATime.length} modules`,
    ['once'],
    () => ({ path: '/api/admin/template/baseline/default-modules' }),
  );
  const written = await timeEach(
    deps,
    'template page written',
    `\`PATCH /api/admin/template/page/{id}\`, each of the ${GUIDE_MODULES.length} pages written in full with recommended items, one after another`,
    GUIDE_MODULES,
    ({ application, moduleId }) => ({
      method: 'PATCH',
      path: `/api/admin/template/page/${guidePageId(application, moduleId)}`,
      body: { content: writtenContent(moduleId, deps.contentIds) },
    }),
  );
  const details = await timeEach(
    deps,
    'template details edited',
    `\`PATCH /api/admin/template/baseline\`, name and description, ${DETAIL_EDITS} times one after another`,
    Array.from({ length: DETAIL_EDITS }, (_, i) => i),
    (i) => ({
      method: 'PATCH',
      path: '/api/admin/template/baseline',
      body: {
        name: 'Baseline Template',
        description: `What every company guide starts from (edit ${i + 1}).`,
      },
    }),
  );
  // The same page saved again and again, each time a little different so that each save is a
  // change the stream records; then the saves timed with all that history behind them.
  const [longLived] = GUIDE_MODULES;
  const pageSave = (i: number) => ({
    method: 'PATCH' as const,
    path: `/api/admin/template/page/${guidePageId(longLived!.application, longLived!.moduleId)}`,
    body: { content: { ...writtenContent(longLived!.moduleId, deps.contentIds), reports: [`Report ${i}`] } },
  });
  await timeEach(
    deps,
    'earlier saves',
    '',
    Array.from({ length: EARLIER_SAVES }, (_, i) => i),
    pageSave,
  );
  const afterHistory = await timeEach(
    deps,
    `page written after ${EARLIER_SAVES} saves`,
    `\`PATCH /api/admin/template/page/{id}\`, one page written after ${EARLIER_SAVES.toLocaleString('en-US')} earlier saves of it, ${SAVES_AFTER} times one after another`,
    Array.from({ length: SAVES_AFTER }, (_, i) => EARLIER_SAVES + i),
    pageSave,
  );
  return [made, defaultModules, written, details, afterHistory];
};

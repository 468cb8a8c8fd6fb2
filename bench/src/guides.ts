import { companySlug } from '@zen/contracts';
import type { Rate } from './concurrency.ts';
import { sendEach } from './json-client.ts';

/**
 * Company user guides' commands, as staff send them (one person, one after another): a guide made
 * with only a company and a title (spec §5), then modules added to it, then one removed. Each answers once the
 * guides read model shows it, as a content save does, so a content save one at a time in the
 * same run is their baseline.
 */
const GUIDES = 50;

export type GuideFigures = { creations: Rate; additions: Rate; removals: Rate };

type Deps = { portalUrl: string; adminCookie: string; signal: AbortSignal };

export const measureGuideCommands = async (deps: Deps): Promise<GuideFigures> => {
  // The run's own companies, so a bench run against a database a run used before is refused nothing.
  const run = Date.now().toString(36);
  const companies = Array.from({ length: GUIDES }, (_, i) => `Bench Guide Company ${run} ${i}`);
  const post = (path: string, body: unknown) => ({ path, cookie: deps.adminCookie, body });
  const creations = await sendEach(
    deps.portalUrl,
    companies,
    1,
    (companyName) =>
      post('/api/admin/userguide/from-template', { companyName, title: `${companyName} guide` }),
    deps.signal,
  );
  const additions = await sendEach(
    deps.portalUrl,
    companies,
    1,
    (companyName) =>
      post(`/api/admin/userguide/${companySlug(companyName)}/modules`, {
        modules: [
          { moduleId: 'Leave', application: 'Zoho People' },
          { moduleId: 'Interviews', application: 'Zoho Recruit' },
        ],
      }),
    deps.signal,
  );
  const removals = await sendEach(
    deps.portalUrl,
    companies,
    1,
    (companyName) => ({
      method: 'DELETE',
      path: `/api/admin/userguide/${companySlug(companyName)}/pages/zoho-recruit--interviews`,
      cookie: deps.adminCookie,
    }),
    deps.signal,
  );
  return { creations, additions, removals };
};

const msEach = (rate: Rate) => 1000 / rate.perSecond;

export const describeGuideCommands = ({ creations, additions, removals }: GuideFigures): string =>
  `user guides made one at a time: ${msEach(creations).toFixed(1)} ms each; ` +
  `two modules added to each: ${msEach(additions).toFixed(1)} ms each; ` +
  `one removed from each: ${msEach(removals).toFixed(1)} ms each`;

/** The table, beside the content saves the synonyms' measurement made one at a time in the same run. */
export const renderGuideCommands = (
  { creations, additions, removals }: GuideFigures,
  contentSaves: Rate,
): string => {
  const baseline = `\`POST /api/content\`, ${contentSaves.count} items one after another: ${msEach(contentSaves).toFixed(1)} ms each`;
  const row = (what: string, rate: Rate) =>
    `| ${what} | ${msEach(rate).toFixed(1)} ms each | ${baseline} | ${(msEach(rate) / msEach(contentSaves)).toFixed(2)} (time) |`;
  return [
    '| Company user guides (staff) | Portal | Baseline, same run | Portal / baseline |',
    '|---|---|---|---|',
    row(
      `\`POST /api/admin/userguide/from-template\`, ${creations.count} guides with company and title only, one after another, answered after read-your-writes`,
      creations,
    ),
    row(
      '`POST /api/admin/userguide/{id}/modules`, two modules to each of those guides, one after another, answered after read-your-writes',
      additions,
    ),
    row(
      '`DELETE /api/admin/userguide/{id}/pages/{pageId}`, one of those modules from each guide, one after another, answered after read-your-writes',
      removals,
    ),
  ].join('\n');
};

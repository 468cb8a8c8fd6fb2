import type { ContentFormInput } from '@zen/contracts';
import { createContentOverHttp } from './commands.ts';
import type { Rate } from './concurrency.ts';
import { sendEach } from './json-client.ts';
import { generateLoad, type LoadSummary } from './load.ts';
import { msEach, timedRow } from './one-at-a-time.ts';
import { searchPath } from './search.ts';

/**
 * Search synonyms (issue 11): what a customer's search costs when a word typed stands for others,
 * and what saving a group costs staff. Each group pairs a word the catalogue does not have with a
 * word of the search terms, so a search for the first finds what the second finds.
 */
const GROUPS = [
  ['pto', 'leave'],
  ['joining', 'onboarding'],
  ['wageslip', 'payslip'],
  ['headcount', 'candidate'],
] as const;

/** Groups staff save one after another, as one person would: the save's line. */
const SAVES = 100;

export type SynonymFigures = {
  /** Searches for the groups' first words, each expanded to its group. */
  expanded: LoadSummary;
  /** The same load for the words they stand for, with no synonym in play, right before. */
  plain: LoadSummary;
  saves: Rate;
  /** The same groups, each given a third word, then removed: one after another. */
  edits: Rate;
  removals: Rate;
  /** POST /api/content one at a time, right after: another staff command answered after read-your-writes. */
  contentSaves: Rate;
};

type Deps = {
  portalUrl: string;
  adminCookie: string;
  cookies: readonly string[];
  connections: number;
  durationS: number;
  warmupS: number;
  contentForms: readonly ContentFormInput[];
  say: (line: string) => void;
  signal: AbortSignal;
};

const createGroups = (deps: Deps, groups: readonly (readonly string[])[]) =>
  sendEach(
    deps.portalUrl,
    groups,
    1,
    (terms) => ({ path: '/api/admin/synonyms', cookie: deps.adminCookie, body: { terms } }),
    deps.signal,
  );

const listGroups = async (deps: Deps): Promise<{ id: string }[]> => {
  const listed = await fetch(`${deps.portalUrl}/api/admin/synonyms?range=[0,99]`, {
    headers: { cookie: deps.adminCookie },
  });
  if (!listed.ok) throw new Error(`GET /api/admin/synonyms answered ${listed.status}`);
  return (await listed.json()) as { id: string }[];
};

/** Removes every group again, so the measurements after this one search as before it. */
const removeAllGroups = async (deps: Deps): Promise<Rate> => {
  const removed = (groups: readonly { id: string }[]) =>
    sendEach(
      deps.portalUrl,
      groups,
      1,
      ({ id }) => ({ method: 'DELETE', path: `/api/admin/synonyms/${id}`, cookie: deps.adminCookie }),
      deps.signal,
    );
  // A page of the list at a time, the last one empty: the rate is the first page's removals.
  const first = await removed(await listGroups(deps));
  for (let groups = await listGroups(deps); groups.length > 0; groups = await listGroups(deps))
    await removed(groups);
  return first;
};

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const traffic = (s: LoadSummary) => `${count(s.requestsPerSecond)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms`;

export const measureSynonyms = async (deps: Deps): Promise<SynonymFigures> => {
  const load = (terms: readonly string[]) =>
    generateLoad(
      {
        url: deps.portalUrl,
        paths: terms.map(searchPath),
        cookies: deps.cookies,
        connections: deps.connections,
        durationS: deps.durationS,
        warmupS: deps.warmupS,
      },
      deps.signal,
    );
  // The two searches back to back, with only the groups' four saves between them: the saves
  // below leave other read models catching up for a while, which a search beside them would pay.
  const plain = await load(GROUPS.map(([, word]) => word));
  deps.say(`search for the words synonyms stand for: ${traffic(plain)}`);
  await createGroups(deps, GROUPS);
  const expanded = await load(GROUPS.map(([synonym]) => synonym));
  deps.say(`search for synonyms: ${traffic(expanded)}`);
  await removeAllGroups(deps);

  const saves = await createGroups(
    deps,
    Array.from({ length: SAVES }, (_, i) => [`benchsyn${i}a`, `benchsyn${i}b`]),
  );
  const edits = await sendEach(
    deps.portalUrl,
    (await listGroups(deps)).map(({ id }, i) => ({ id, i })),
    1,
    ({ id, i }) => ({
      method: 'PUT',
      path: `/api/admin/synonyms/${id}`,
      cookie: deps.adminCookie,
      body: { terms: [`benchedit${i}a`, `benchedit${i}b`, `benchedit${i}c`] },
    }),
    deps.signal,
  );
  const removals = await removeAllGroups(deps);
  const contentSaves = await createContentOverHttp(
    deps.portalUrl,
    deps.adminCookie,
    deps.contentForms,
    1,
    deps.signal,
  );
  deps.say(
    `synonym groups one at a time: saved ${msEach(saves).toFixed(1)} ms, edited ${msEach(edits).toFixed(1)} ms, ` +
      `removed ${msEach(removals).toFixed(1)} ms; POST /api/content one at a time: ${msEach(contentSaves).toFixed(1)} ms each`,
  );
  return { expanded, plain, saves, edits, removals, contentSaves };
};

export const renderSynonyms = (figures: SynonymFigures, connections: number): string => {
  const { expanded, plain, saves, edits, removals, contentSaves } = figures;
  return [
    '| Search synonyms (issue 11) | Portal | Baseline, same run | Portal / baseline |',
    '|---|---|---|---|',
    `| Customer search for a word that stands for another (${GROUPS.map(([a, b]) => `${a} → ${b}`).join(', ')}; ${connections} connections) | ${traffic(expanded)} | the words they stand for, searched with no synonym in play: ${traffic(plain)} | ${(expanded.requestsPerSecond / plain.requestsPerSecond).toFixed(2)} |`,
    timedRow(
      `\`POST /api/admin/synonyms\`, ${saves.count} groups one after another, answered after read-your-writes`,
      saves,
      contentSaves,
    ),
    timedRow(
      `\`PUT /api/admin/synonyms/{id}\`, those groups each given a third word, one after another`,
      edits,
      contentSaves,
    ),
    timedRow(`\`DELETE /api/admin/synonyms/{id}\`, those groups, one after another`, removals, contentSaves),
  ].join('\n');
};

import os from 'node:os';
import { browsePath } from './browse.ts';
import type { Rate } from './concurrency.ts';
import type { ContentExportFigures } from './content-export.ts';
import { CLICK_DESCRIPTIONS, LEARNER_CLICKS, type LearnerClick } from './learner-clicks.ts';
import type { LoadSummary } from './load.ts';
import type { PairedRounds } from './paired-rounds.ts';

export type Machine = {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  database: string;
};

export const describeMachine = (postgresVersion: string, database: string): Machine => ({
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: os.totalmem() / 1024 ** 3,
  node: process.version,
  postgres: postgresVersion,
  database,
});

/** One load against the portal and the same load against a bare server replaying its answer. */
export type PortalAndCeiling = { portal: LoadSummary; ceiling: LoadSummary };

export type BenchResults = {
  machine: Machine;
  settings: {
    items: number;
    commands: number;
    connections: number;
    concurrency: number;
    durationS: number;
    warmupS: number;
    searchTerms: number;
    /** Content items created, and items per learner acted on, before the commands are timed. */
    commandWarmupItems: number;
    learnerWarmupItems: number;
  };
  load: Rate;
  rebuild: Rate;
  /** With its own baseline, measured right after it. */
  rebuildAfterCommands?: { rebuild: Rate; baseline: Rate } | undefined;
  /** Single-row INSERTs of the same event JSON in one transaction on one connection. */
  rebuildBaseline: Rate;
  search: LoadSummary;
  ceiling: LoadSummary;
  /** POST /api/content by the admin, each round beside single-row INSERTs of the same event JSON. */
  creations: PairedRounds;
  /** The same rows POSTed to a bare Node.js server doing one INSERT each (bare-write.ts), the same way. */
  bareWrites: PairedRounds;
  /** POST /api/favorites and /api/video-completions by the signed-in customers, the same way. */
  learnerRounds: PairedRounds;
  learnerReads: LoadSummary;
  learnerCeiling: LoadSummary;
  /** GET /api/session by the signed-in customers: the floor under every authenticated call. */
  sessionReads: LoadSummary;
  sessionCeiling: LoadSummary;
  /** GET /api/content/suggest over the search terms' prefixes (browse.ts), beside its ceiling. */
  suggest: PortalAndCeiling & { prefixes: number };
  /** Browse Content with no search: page 1, and the last page of `total` items, each beside its ceiling. */
  browseFirst: PortalAndCeiling;
  browseDeep: PortalAndCeiling & { page: number; total: number };
  /** The learner's other clicks (learner-clicks.ts), each round's kinds beside one INSERT baseline. */
  learnerClicks: Record<LearnerClick, PairedRounds>;
  /** Heap the in-memory search index took for the catalogue, in bytes. */
  indexHeap: number;
  /** Download Excel over the whole catalogue, and the same rows as CSV, each in its own process. */
  contentExport: ContentExportFigures;
};

const count = (value: number): string => Math.round(value).toLocaleString('en-US');

const perSecond = (value: number, unit: string): string =>
  `${value >= 100 ? count(value) : value.toFixed(1)} ${unit}/s`;

const ms = (value: number): string => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** Two significant digits: the noise between runs is larger than any third digit. */
const ratioText = (value: number): string => (value >= 1 ? value.toFixed(1) : value.toPrecision(2));
const ratio = (portal: number, baseline: number): string => ratioText(portal / baseline);

const traffic = (summary: LoadSummary): string =>
  `${perSecond(summary.requestsPerSecond, 'req')}, p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}`;

/** "the median of 3 rounds, ratios 0.27, 0.31, 0.33 in the order run": how a paired figure was chosen. */
const ofRounds = ({ rounds }: PairedRounds): string =>
  rounds.length === 1
    ? 'one round'
    : `the median of ${rounds.length} rounds, ratios ${rounds.map((round) => ratioText(round.ratio)).join(', ')} in the order run`;

/** The report as Markdown, ready to paste into the README. */
export const renderReport = (results: BenchResults): string => {
  const { machine, settings, search, ceiling, creations, bareWrites, learnerRounds: learner } = results;
  const rows: [string, string, string, string][] = [
    [
      `Customer search, \`GET /api/content/filtered?type=help&search=…\` (${settings.connections} connections, one signed-in customer each, ${settings.searchTerms} search terms in rotation)`,
      `${traffic(search)}; ${count(search.requests)} requests, ${search.non2xx} non-2xx`,
      `bare Node.js \`http\` server replaying one real response: ${traffic(ceiling)}`,
      ratio(search.requestsPerSecond, ceiling.requestsPerSecond),
    ],
    [
      `Authenticated trivial read, \`GET /api/session\` (${settings.connections} connections, one signed-in customer each)`,
      traffic(results.sessionReads),
      `bare Node.js \`http\` server replaying the same response: ${traffic(results.sessionCeiling)}`,
      ratio(results.sessionReads.requestsPerSecond, results.sessionCeiling.requestsPerSecond),
    ],
    [
      `Search index memory (${count(settings.items)} items, one query-service process)`,
      `${(results.indexHeap / 2 ** 20).toFixed(0)} MiB of heap`,
      'the process without the index',
      '',
    ],
    [
      `Search suggestions as a customer types, \`GET /api/content/suggest?q=…\` (${settings.connections} connections, one signed-in customer each, the search terms' ${results.suggest.prefixes} prefixes from two letters on in rotation)`,
      traffic(results.suggest.portal),
      `bare Node.js \`http\` server replaying one real response: ${traffic(results.suggest.ceiling)}`,
      ratio(results.suggest.portal.requestsPerSecond, results.suggest.ceiling.requestsPerSecond),
    ],
    [
      `Browse Content with no search, its first page by title, \`GET ${browsePath(1)}\` (${settings.connections} connections, one signed-in customer each)`,
      traffic(results.browseFirst.portal),
      `bare Node.js \`http\` server replaying the same page: ${traffic(results.browseFirst.ceiling)}`,
      ratio(results.browseFirst.portal.requestsPerSecond, results.browseFirst.ceiling.requestsPerSecond),
    ],
    [
      `Browse Content with no search, its last full page, \`GET ${browsePath(results.browseDeep.page)}\` (of ${count(results.browseDeep.total)} items; ${settings.connections} connections, one signed-in customer each)`,
      traffic(results.browseDeep.portal),
      `bare Node.js \`http\` server replaying the same page: ${traffic(results.browseDeep.ceiling)}`,
      ratio(results.browseDeep.portal.requestsPerSecond, results.browseDeep.ceiling.requestsPerSecond),
    ],
    [
      `Content creation, \`POST /api/content\` as admin, answered after read-your-writes (${settings.concurrency} concurrent, ${count(creations.median.measured.count)} items; ${ofRounds(creations)})`,
      perSecond(creations.median.measured.perSecond, 'items'),
      `single-row INSERTs of the same event JSON right after it (${settings.concurrency} concurrent, ${count(creations.median.baseline.count)} rows): ${perSecond(creations.median.baseline.perSecond, 'rows')}`,
      ratio(creations.median.measured.perSecond, creations.median.baseline.perSecond),
    ],
    [
      `Write ceiling: a bare Node.js \`http\` server in the same process, one INSERT of the posted event JSON per request, answered with its row (${settings.concurrency} concurrent, ${count(bareWrites.median.measured.count)} writes; ${ofRounds(bareWrites)})`,
      perSecond(bareWrites.median.measured.perSecond, 'writes'),
      `the same INSERTs without HTTP right after it: ${perSecond(bareWrites.median.baseline.perSecond, 'rows')}`,
      ratio(bareWrites.median.measured.perSecond, bareWrites.median.baseline.perSecond),
    ],
    [
      'Content creation against the write ceiling (the two median ratios to their own INSERTs)',
      ratioText(creations.median.ratio),
      `the write ceiling: ${ratioText(bareWrites.median.ratio)}`,
      ratio(creations.median.ratio, bareWrites.median.ratio),
    ],
    [
      `Learner commands, \`POST /api/favorites\` and \`POST /api/video-completions\` by ${settings.connections} customers, answered after read-your-writes (${settings.connections} concurrent, ${count(learner.median.measured.count)} commands; ${ofRounds(learner)})`,
      perSecond(learner.median.measured.perSecond, 'commands'),
      `the same INSERTs right after it: ${perSecond(learner.median.baseline.perSecond, 'rows')}`,
      ratio(learner.median.measured.perSecond, learner.median.baseline.perSecond),
    ],
    ...LEARNER_CLICKS.map((click): [string, string, string, string] => {
      const { median } = results.learnerClicks[click];
      return [
        `${CLICK_DESCRIPTIONS[click]}, by ${settings.connections} customers (${settings.connections} concurrent, ${count(median.measured.count)} requests; ${ofRounds(results.learnerClicks[click])})`,
        perSecond(median.measured.perSecond, 'requests'),
        `the same INSERTs right after each round's ${LEARNER_CLICKS.length} kinds of click: ${perSecond(median.baseline.perSecond, 'rows')}`,
        ratio(median.measured.perSecond, median.baseline.perSecond),
      ];
    }),
    [
      `Learner reads, \`GET /api/learner/state\`, \`/api/learner/progress\`, \`/api/content/new\`, \`/api/favorites/…\` in rotation (${settings.connections} connections, one customer each)`,
      traffic(results.learnerReads),
      `bare Node.js \`http\` server replaying one real progress response: ${traffic(results.learnerCeiling)}`,
      ratio(results.learnerReads.requestsPerSecond, results.learnerCeiling.requestsPerSecond),
    ],
    [
      `Catalogue load, \`handleContentCommand\` appends (${settings.concurrency} concurrent, ${count(results.load.count)} events)`,
      perSecond(results.load.perSecond, 'events'),
      `the content creations' INSERT baseline: ${perSecond(creations.median.baseline.perSecond, 'rows')}`,
      ratio(results.load.perSecond, creations.median.baseline.perSecond),
    ],
    [
      `Projection rebuild, content-catalogue (${count(results.rebuild.count)} events)`,
      perSecond(results.rebuild.perSecond, 'events'),
      `single-row INSERTs of the same event JSON, one transaction, right after it (${count(results.rebuildBaseline.count)} rows): ${perSecond(results.rebuildBaseline.perSecond, 'rows')}`,
      ratio(results.rebuild.perSecond, results.rebuildBaseline.perSecond),
    ],
  ];
  const { xlsx, csv, smallXlsx, xlsxHeap } = results.contentExport;
  const mib = (bytes: number | null): string => `${((bytes ?? 0) / 2 ** 20).toFixed(0)} MiB`;
  rows.push([
    `Content export, Download Excel's streamed workbook of the catalogue (${count(xlsx.rows)} items, ${mib(xlsx.bytes)} of xlsx), in a process of its own`,
    `${(xlsx.ms / 1000).toFixed(1)} s (${perSecond((xlsx.rows * 1000) / xlsx.ms, 'rows')}); peak RSS ${mib(xlsx.peakRss)} (${mib(xlsx.rssBefore)} before the export); the first ${count(smallXlsx.rows)} items alone: peak RSS ${mib(smallXlsx.peakRss)}; live heap after each collection at most ${mib(xlsxHeap.peakLiveHeap)} (${mib(xlsxHeap.liveHeapBefore)} before)`,
    `the same rows from the same keyset reader as CSV text (${mib(csv.bytes)}): ${(csv.ms / 1000).toFixed(1)} s, peak RSS ${mib(csv.peakRss)} (${mib(csv.rssBefore)} before)`,
    `time ${ratio(xlsx.ms, csv.ms)}, peak RSS ${ratio(xlsx.peakRss, csv.peakRss)}`,
  ]);
  const again = results.rebuildAfterCommands;
  if (again) {
    rows.push([
      `Projection rebuild again after the commands (${count(again.rebuild.count)} events)`,
      perSecond(again.rebuild.perSecond, 'events'),
      `the same INSERTs, right after it: ${perSecond(again.baseline.perSecond, 'rows')}`,
      ratio(again.rebuild.perSecond, again.baseline.perSecond),
    ]);
  }
  return [
    `| Machine | |`,
    `|---|---|`,
    `| CPU | ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB |`,
    `| Node.js | ${machine.node} |`,
    `| PostgreSQL | ${machine.postgres} (${machine.database}) |`,
    `| Catalogue | ${count(settings.items)} synthetic items (\`generateCatalogue\`) |`,
    `| Load | autocannon in a separate process, ${settings.durationS} s per measurement after ${settings.warmupS} s of warm-up |`,
    `| Commands | timed after a warm-up, not counted, of ${settings.commandWarmupItems} content items and ${settings.learnerWarmupItems} items per learner |`,
    '',
    '| Measurement | Portal | Baseline, same run | Portal / baseline |',
    '|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
};

/** The distributed layout's search beside the single process's, both from this run. */
export const renderDistributed = (
  distributed: LoadSummary,
  single: LoadSummary,
  connections: number,
): string =>
  [
    '| Layout | Customer search | Single process, same run | Distributed / single |',
    '|---|---|---|---|',
    `| nginx in front of 2 command-service, 2 query-service and 2 projections processes (${connections} connections, the same customers and terms) | ${traffic(distributed)} | ${traffic(single)} | ${ratio(distributed.requestsPerSecond, single.requestsPerSecond)} |`,
  ].join('\n');

/** BENCH_SEARCH_ONLY=1: one row of the search cost-growth table (issue 11), for this catalogue size. */
export const renderSearchOnly = (
  items: number,
  search: LoadSummary,
  ceiling: LoadSummary,
  indexHeap: number,
): string =>
  [
    '| Catalogue | Customer search (64 connections, 16 terms) | Bare ceiling, same run | Search / ceiling | Index heap |',
    '|---|---|---|---|---|',
    `| ${count(items)} items | ${traffic(search)} | ${traffic(ceiling)} | ${ratio(search.requestsPerSecond, ceiling.requestsPerSecond)} | ${Math.round(indexHeap / 2 ** 20)} MiB |`,
  ].join('\n');

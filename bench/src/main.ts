/**
 * `npm run bench`: measures the portal on this machine and prints a Markdown report. Every
 * figure sits beside a baseline measured in the same run (DESIGN §9), because absolute numbers
 * say more about the machine than about the portal.
 *
 * Environment: DATABASE_URL (a server to create a scratch database on; else embedded PostgreSQL),
 * BENCH_ITEMS (catalogue size, 50 000), BENCH_COMMANDS (content creations per round, 2 000) and
 * BENCH_DURATION_S (seconds per load measurement, 15), BENCH_LEARNER_ITEMS (items each customer
 * favourites and completes per round, 24), BENCH_COMMAND_ROUNDS (rounds of each, every one beside
 * its own INSERT baseline, 3; the median is reported), BENCH_ACTIVITY (views and searches for the analytics catch-up,
 * 100 000); BENCH_SECOND_REBUILD=0 skips the second
 * catalogue rebuild after the commands (about as long as the first); BENCH_SEARCH_ONLY=1 stops after
 * customer search and its ceiling (for search's growth with the catalogue, e.g. at 500 000 items).
 */
import { randomBytes } from 'node:crypto';
import { createLogger, hashPassword, loadConfig, type Pool } from '@zen/platform';
import {
  createAccounts,
  generateCatalogue,
  namedDetails,
  startPortal,
  type RunningPortal,
} from '@zen/portal';
import { CatalogueIndex, waitForReadModelsAtRest } from '@zen/projections';
import { browsePath, probeBrowse, probeSuggest, suggestPath, SUGGEST_PREFIXES } from './browse.ts';
import { itemIdsOfType, loadCatalogue } from './catalogue.ts';
import { createContentOverHttp } from './commands.ts';
import { measureContentExport } from './content-export.ts';
import { runConcurrently, type Rate } from './concurrency.ts';
import { openBenchDatabase } from './database.ts';
import {
  captureLearnerResponse,
  LEARNER_READ_PATHS,
  learnerCommandsOverHttp,
  learnerContentIds,
} from './learner.ts';
import {
  LEARNER_CLICKS,
  learnerClicksOverHttp,
  unstartedVideoIds,
  type ClickTargets,
  type LearnerClick,
} from './learner-clicks.ts';
import { generateLoad, type LoadSummary } from './load.ts';
import { eventLikeRow, rawInsertsConcurrently, rawInsertsInOneTransaction } from './raw-inserts.ts';
import { bareHttpWritesConcurrently, withBareWriteServer } from './bare-write.ts';
import { pairedRounds, pairedRoundsOfKinds, type PairedRound } from './paired-rounds.ts';
import { timeCatalogueRebuild } from './rebuild.ts';
import {
  describeMachine,
  renderDistributed,
  renderReport,
  renderSearchOnly,
  type PortalAndCeiling,
} from './report.ts';
import {
  captureResponse,
  probeSearch,
  SEARCH_TERMS,
  searchPath,
  startCeilingServer,
  type CapturedResponse,
} from './search.ts';
import { signIn } from './session.ts';
import { measureStaffInsight, renderStaffInsight } from './staff-insight.ts';
import { measureSynonyms, renderSynonyms } from './synonyms.ts';
import { measureGuideCommands } from './guides.ts';
import { measureTemplateCommands } from './templates.ts';
import { measureContentEdits } from './content-edits.ts';
import { measureAccountCommands } from './account-commands.ts';
import { describeTimed, renderOneAtATime, type TimedCommand } from './one-at-a-time.ts';
import { measureDistributedSearch } from './distributed.ts';

const positiveInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

const settings = {
  items: positiveInt('BENCH_ITEMS', 50_000),
  commands: positiveInt('BENCH_COMMANDS', 2_000),
  durationS: positiveInt('BENCH_DURATION_S', 15),
  // 3 072 commands by 64 customers: at 2 000 a second, a measurement of a second and a half.
  learnerItems: positiveInt('BENCH_LEARNER_ITEMS', 24),
  // Content creations and learner commands are each measured in this many rounds, every round
  // beside a baseline of its own, and the median round is reported (paired-rounds.ts).
  commandRounds: positiveInt('BENCH_COMMAND_ROUNDS', 3),
  // Views and searches the analytics read model catches up on (issue 9).
  activityEvents: positiveInt('BENCH_ACTIVITY', 100_000),
  // Many customers searching at once, as in a company-wide rollout: one signed-in user each.
  connections: 64,
  // Several admins (or one import) writing at once.
  concurrency: 8,
  searchTerms: SEARCH_TERMS.length,
  // The rebuild again over the larger log shows the spread between two runs of one measurement.
  secondRebuild: process.env.BENCH_SECOND_REBUILD !== '0',
  // Search and its ceiling only, for how search grows with the catalogue (5 000 to 500 000 items).
  searchOnly: process.env.BENCH_SEARCH_ONLY === '1',
};
const warmupS = Math.max(2, Math.round(settings.durationS / 5));
/**
 * Content created, and items each learner favourites and completes, before the commands are
 * timed: twice what is then timed, so the figure is the portal's steady state, as the reads' is
 * after their warm-up. The first thousands of commands of a kind pay for V8 compiling their code
 * paths and for preparing statements on each pooled connection: in the seventeenth session's
 * harness a learner command took 0.65 to 0.73 ms of the portal's CPU after 1 024 commands of
 * warm-up (this bench's warm-up until then) and 0.34 to 0.39 ms after 7 168.
 */
const COMMAND_WARMUP_ITEMS = 2 * settings.commands;
const LEARNER_WARMUP_ITEMS = 2 * settings.learnerItems;

const say = (line: string): void => void process.stdout.write(`${line}\n`);
/** Heap in use after a full collection when `--expose-gc` is on (npm run bench sets it), else as is. */
const usedHeap = (): number => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};
/**
 * What a query-service replica holds in memory for this catalogue: one more index, built here the
 * way the portal builds its own, measured as heap in use before and after (after a GC). It is let
 * go once measured: kept, it doubled the heap that every later measurement's collections walk
 * (136 MiB more at 50 000 items), which no portal carries.
 */
const measureIndexHeap = async (pool: Pool): Promise<{ size: number; heap: number }> => {
  const heapBefore = usedHeap();
  const index = new CatalogueIndex(pool);
  await index.refresh();
  return { size: index.size, heap: usedHeap() - heapBefore };
};
const startedAt = performance.now();
const elapsed = (): string => `${Math.round((performance.now() - startedAt) / 1000)} s`;
const rate = (r: Rate, unit: string): string =>
  `${Math.round(r.perSecond).toLocaleString('en-US')} ${unit}/s (${r.count} in ${r.seconds.toFixed(1)} s)`;

/** Any failed request means the figure measured errors, not the portal: the run fails instead. */
const requireAllOk = (what: string, summary: LoadSummary): void => {
  if (summary.non2xx > 0 || summary.errors > 0) {
    throw new Error(
      `${what}: ${summary.non2xx} non-2xx responses and ${summary.errors} errors ` +
        `(status codes ${JSON.stringify(summary.statusCodes)})`,
    );
  }
};

const traffic = (summary: LoadSummary): string =>
  `${Math.round(summary.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${summary.p50} ms, ` +
  `p99 ${summary.p99} ms, ${summary.requests} requests, ${summary.non2xx} non-2xx`;

const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
const ADMIN_EMAIL = `bench-admin@${config.PORTAL_ADMIN_DOMAIN}`;
const customerEmail = (index: number): string => `bench-customer-${index + 1}@customer.example`;
/** Accounts staff deactivate and reactivate: apart from the customers, whose sessions the load uses. */
const MEMBERS = 50;
const memberEmail = (index: number): string => `bench-member-${index + 1}@customer.example`;

say(
  `Zen Learning Portal benchmark: ${settings.items} items, ${settings.commands} commands, ` +
    `${settings.durationS} s per load measurement`,
);
const database = await openBenchDatabase(process.env.DATABASE_URL);
say(`[${elapsed()}] database ${database.name}: ${database.where}, PostgreSQL ${database.serverVersion}`);

let portal: RunningPortal | undefined;
let cleaning: Promise<void> | undefined;
const cleanUp = (): Promise<void> =>
  (cleaning ??= (async () => {
    await portal?.close().catch(() => undefined);
    await database.close();
  })());
// Ctrl-C must not leave a 50 000-item database behind on a shared server. The first one stops the
// work in flight so connections close before the drop; a second one drops at once.
const interruption = new AbortController();
const { signal } = interruption;
process.on('SIGINT', () => {
  if (!signal.aborted) {
    say('Interrupted: stopping, then dropping the bench database (Ctrl-C again to drop now)…');
    interruption.abort(new Error('Interrupted'));
    return;
  }
  void cleanUp().finally(() => process.exit(130));
});

/**
 * One load against the portal, then the same load against a bare Node.js server replaying
 * `sample`: a figure and its ceiling from one run. Any failed request stops the bench.
 */
const portalAndCeiling = async (
  what: string,
  portalUrl: string,
  sample: CapturedResponse,
  paths: readonly string[],
  cookies: readonly string[],
): Promise<PortalAndCeiling> => {
  const load = {
    paths,
    cookies,
    connections: settings.connections,
    durationS: settings.durationS,
    warmupS,
  };
  const measured = await generateLoad({ url: portalUrl, ...load }, signal);
  say(`[${elapsed()}] ${what}: ${traffic(measured)}`);
  requireAllOk(what, measured);
  const server = await startCeilingServer(sample);
  let ceiling: LoadSummary;
  try {
    ceiling = await generateLoad({ url: server.url, ...load }, signal);
  } finally {
    await server.close();
  }
  say(`[${elapsed()}] ceiling (${sample.body.length} bytes): ${traffic(ceiling)}`);
  requireAllOk(`${what}, ceiling`, ceiling);
  return { portal: measured, ceiling };
};

try {
  const { pool } = database;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const customers = Array.from({ length: settings.connections }, (_, index) => customerEmail(index));
  // No projection runs yet; the portal's runners catch up on the accounts when it starts.
  const members = Array.from({ length: MEMBERS }, (_, index) => memberEmail(index));
  const [adminId, ...otherIds] = await createAccounts(
    pool,
    database.url,
    [ADMIN_EMAIL, ...customers, ...members].map((email) => ({
      email,
      passwordHash,
      details: namedDetails('Bench', 'User'),
      awaitReadModels: false,
    })),
  );
  const admin = { id: adminId! };
  const memberIds = otherIds.slice(customers.length);

  say(
    `[${elapsed()}] appending ${settings.items} ContentCreated events (${settings.concurrency} concurrent)…`,
  );
  const catalogue = generateCatalogue(settings.items, 1);
  const load = await loadCatalogue(pool, database.url, catalogue, {
    concurrency: settings.concurrency,
    by: admin.id,
    onProgress: (done, total) => say(`  ${done} / ${total}`),
    signal,
  });
  say(`[${elapsed()}] appended: ${rate(load, 'events')}`);

  const rebuild = await timeCatalogueRebuild(pool);
  say(`[${elapsed()}] catalogue rebuilt: ${rate(rebuild, 'events')}`);
  // Each rebuild's baseline is taken right after it: on this virtual machine the speed of the same
  // work drifts by half within minutes, and a baseline from later in the run would measure that.
  const rebuildRows = catalogue.map((form, index) => eventLikeRow(form, index, admin.id));
  const rebuildBaseline = settings.searchOnly
    ? undefined
    : await rawInsertsInOneTransaction(pool, rebuildRows);
  if (rebuildBaseline) say(`[${elapsed()}] raw INSERTs, one transaction: ${rate(rebuildBaseline, 'rows')}`);

  // The whole catalogue is in the read model now, and nothing else runs: a quiet machine for it.
  const contentExport = settings.searchOnly
    ? undefined
    : await measureContentExport(database.url, settings.items);
  for (const run of Object.values(contentExport ?? {})) {
    const mib = (bytes: number | null) => `${((bytes ?? 0) / 2 ** 20).toFixed(0)} MiB`;
    say(
      `[${elapsed()}] content export as ${run.mode}: ${run.rows} rows, ${mib(run.bytes)} in ` +
        `${(run.ms / 1000).toFixed(1)} s, peak RSS ${mib(run.peakRss)} (${mib(run.rssBefore)} before)` +
        (run.peakLiveHeap === null
          ? ''
          : `, live heap at most ${mib(run.peakLiveHeap)} (${mib(run.liveHeapBefore)} before)`),
    );
  }

  signal.throwIfAborted();
  // Shared with the distributed layout measured at the end, so the same sessions work there.
  const sessionSecret = randomBytes(32).toString('hex');
  portal = await startPortal({
    config,
    logger: createLogger('silent'),
    pool,
    databaseUrl: database.url,
    sessionSecret,
    // Every bench customer signs in from this one address, which the per-address limit would stop.
    rateLimits: { loginPerAddress: 10_000 },
  });
  const portalUrl = portal.url;
  const customerCookies: string[] = [];
  await runConcurrently(
    customers,
    4,
    async (email) => {
      customerCookies.push(await signIn(portalUrl, email, password));
    },
    signal,
  );
  const adminCookie = await signIn(portal.url, ADMIN_EMAIL, password);
  // The portal's runners start behind: every projection but the rebuilt catalogue catches up on
  // the whole log first (minutes at 500 000 items). Measuring then would measure the catch-up.
  const restStarted = performance.now();
  await waitForReadModelsAtRest(pool, { timeoutMs: 30 * 60_000 });
  say(
    `[${elapsed()}] read models at rest (waited ${((performance.now() - restStarted) / 1000).toFixed(1)} s)`,
  );

  const { size: indexedItems, heap: indexHeap } = await measureIndexHeap(pool);
  say(`[${elapsed()}] search index of ${indexedItems} items: ${Math.round(indexHeap / 2 ** 20)} MiB of heap`);
  const probe = await probeSearch(portal.url, customerCookies[0]!);
  say(
    `[${elapsed()}] search terms (matching items): ` +
      Object.entries(probe.totals)
        .map(([term, total]) => `${term} ${total}`)
        .join(', '),
  );
  const paths = SEARCH_TERMS.map(searchPath);
  const { portal: search, ceiling } = await portalAndCeiling(
    'portal search',
    portal.url,
    probe.sample,
    paths,
    customerCookies,
  );
  if (settings.searchOnly) {
    say(`\nDone in ${elapsed()}.\n\n${renderSearchOnly(settings.items, search, ceiling, indexHeap)}`);
    await cleanUp();
    process.exit(0);
  }

  // The floor under every authenticated call: session, account, middleware, nothing else.
  const sessionSample = await captureResponse(portal.url, '/api/session', customerCookies[0]!);
  const { portal: sessionReads, ceiling: sessionCeiling } = await portalAndCeiling(
    'GET /api/session',
    portal.url,
    sessionSample,
    ['/api/session'],
    customerCookies,
  );

  // What Browse Content asks besides a search, over the catalogue as loaded: the titles offered
  // as a customer types, and the list with no search, by title, at its first page and at its last
  // full one (the deepest OFFSET a customer asks for).
  const suggestSample = await probeSuggest(portal.url, customerCookies[0]!);
  const suggest = {
    ...(await portalAndCeiling(
      'suggestions as typed',
      portal.url,
      suggestSample,
      SUGGEST_PREFIXES.map(suggestPath),
      customerCookies,
    )),
    prefixes: SUGGEST_PREFIXES.length,
  };
  const browse = await probeBrowse(portal.url, customerCookies[0]!);
  const browseFirst = await portalAndCeiling(
    `GET ${browsePath(1)}`,
    portal.url,
    browse.first,
    [browsePath(1)],
    customerCookies,
  );
  const browseDeep = {
    ...(await portalAndCeiling(
      `GET ${browsePath(browse.deepPage)} (the last full page of ${browse.total} items)`,
      portal.url,
      browse.deep,
      [browsePath(browse.deepPage)],
      customerCookies,
    )),
    page: browse.deepPage,
    total: browse.total,
  };

  signal.throwIfAborted();
  // Warm-up, not counted, as the load measurements have theirs: the first commands of a kind pay
  // for compiling their code paths and preparing their statements on each pooled connection.
  await createContentOverHttp(
    portal.url,
    adminCookie,
    generateCatalogue(COMMAND_WARMUP_ITEMS, 3),
    settings.concurrency,
    signal,
  );
  // At least 20 000 rows: the baseline is fast, and a one-second measurement would be mostly noise.
  const baselineRows = generateCatalogue(Math.max(settings.commands, 20_000), 2).map((form, index) =>
    eventLikeRow(form, index, admin.id),
  );
  const insertsNow = () => rawInsertsConcurrently(pool, baselineRows, settings.concurrency, signal);
  const sayRound = (what: string, unit: string) => (round: PairedRound, index: number) =>
    say(
      `[${elapsed()}] ${what}, round ${index + 1}: ${rate(round.measured, unit)}; raw INSERTs right after, ` +
        `${settings.concurrency} concurrent: ${rate(round.baseline, 'rows')}; ratio ${round.ratio.toFixed(3)}`,
    );
  const creations = await pairedRounds(
    settings.commandRounds,
    (round) =>
      createContentOverHttp(
        portalUrl,
        adminCookie,
        generateCatalogue(settings.commands, 10 + round),
        settings.concurrency,
        signal,
      ),
    insertsNow,
    sayRound('POST /api/content', 'items'),
  );
  // The same rows through the cheapest HTTP write (bare-write.ts), each round beside its own
  // INSERTs too: the share of the baseline that HTTP alone leaves a command on this machine. All
  // of them, as the baseline sends: at 2 000 a round lasted half a second and its ratio wandered.
  const bareWrites = await withBareWriteServer(pool, async (server) => {
    const writeAll = (rows: readonly object[]) =>
      bareHttpWritesConcurrently(pool, server, rows, settings.concurrency, signal);
    await writeAll(baselineRows.slice(0, COMMAND_WARMUP_ITEMS));
    return pairedRounds(
      settings.commandRounds,
      () => writeAll(baselineRows),
      insertsNow,
      sayRound('bare HTTP writes, one INSERT each', 'writes'),
    );
  });

  signal.throwIfAborted();
  const learnerIds = await learnerContentIds(
    pool,
    LEARNER_WARMUP_ITEMS + settings.commandRounds * settings.learnerItems,
  );
  // Warm-up on other items, not counted: besides compiling and preparing, each learner's first
  // command reads their stream, which later ones decide on without reading (command-service).
  await learnerCommandsOverHttp(
    portal.url,
    customerCookies,
    learnerIds.slice(0, LEARNER_WARMUP_ITEMS),
    settings.connections,
    signal,
  );
  const learnerRounds = await pairedRounds(
    settings.commandRounds,
    (round) => {
      const from = LEARNER_WARMUP_ITEMS + round * settings.learnerItems;
      return learnerCommandsOverHttp(
        portalUrl,
        customerCookies,
        learnerIds.slice(from, from + settings.learnerItems),
        // One lane per signed-in customer: 64 learners clicking at once (issue 11).
        settings.connections,
        signal,
      );
    },
    insertsNow,
    sayRound('learner favourites and completions', 'commands'),
  );
  const learnerSample = await captureLearnerResponse(portal.url, customerCookies[0]!);
  const { portal: learnerReads, ceiling: learnerCeiling } = await portalAndCeiling(
    'learner reads',
    portal.url,
    learnerSample,
    LEARNER_READ_PATHS,
    customerCookies,
  );

  signal.throwIfAborted();
  // The learner's other clicks (learner-clicks.ts): views of the items above, searches for the
  // search terms, starts of videos the commands above left untouched, and badge checks.
  const videoIds = await unstartedVideoIds(
    pool,
    LEARNER_WARMUP_ITEMS + settings.commandRounds * settings.learnerItems,
    learnerIds,
  );
  const clickTargets = (from: number, count: number): ClickTargets => ({
    contentIds: learnerIds.slice(from, from + count),
    videoIds: videoIds.slice(from, from + count),
  });
  // Views and searches are answered on their append, and the analytics catch up after: waiting
  // for that, untimed, keeps their work out of the next kind's measurement and the baseline's.
  const clicksNow = async (click: LearnerClick, targets: ClickTargets): Promise<Rate> => {
    const measured = await learnerClicksOverHttp(
      portalUrl,
      customerCookies,
      click,
      targets,
      settings.connections,
      signal,
    );
    await waitForReadModelsAtRest(pool);
    return measured;
  };
  // Warm-up, not counted, as for the learner commands. Its badge checks also award the badges the
  // completions above earned, so the timed ones have nothing new to award, as most checks do.
  for (const click of LEARNER_CLICKS) await clicksNow(click, clickTargets(0, LEARNER_WARMUP_ITEMS));
  const learnerClicks = await pairedRoundsOfKinds(
    settings.commandRounds,
    LEARNER_CLICKS,
    (click, round) =>
      clicksNow(
        click,
        clickTargets(LEARNER_WARMUP_ITEMS + round * settings.learnerItems, settings.learnerItems),
      ),
    insertsNow,
    (click, round, index) =>
      say(
        `[${elapsed()}] learner clicks, ${click}, round ${index + 1}: ${rate(round.measured, 'requests')}; ` +
          `raw INSERTs after the round's ${LEARNER_CLICKS.length} kinds, ${settings.concurrency} concurrent: ` +
          `${rate(round.baseline, 'rows')}; ratio ${round.ratio.toFixed(3)}`,
      ),
  );

  signal.throwIfAborted();
  const synonyms = await measureSynonyms({
    portalUrl,
    adminCookie,
    cookies: customerCookies,
    connections: settings.connections,
    durationS: Math.max(2, Math.round(settings.durationS / 3)),
    warmupS: 1,
    contentForms: generateCatalogue(100, 20),
    say: (line) => say(`[${elapsed()}] ${line}`),
    signal,
  });

  // Every other command, one after another as a person sends them, beside the content saves above.
  const oneAtATime = { portalUrl, adminCookie, signal };
  const [video] = await itemIdsOfType(pool, 'Video', 1);
  const staffCommands: { heading: string; measure: () => Promise<TimedCommand[]> }[] = [
    {
      heading: 'Baseline template (staff)',
      measure: async () =>
        measureTemplateCommands({ ...oneAtATime, contentIds: await itemIdsOfType(pool, 'Article', 4) }),
    },
    {
      heading: 'Company user guides (staff)',
      measure: () => measureGuideCommands({ ...oneAtATime, videoId: video!, readerEmail: customers[0]! }),
    },
    {
      heading: 'Content edits and Data Recovery (staff)',
      measure: () => measureContentEdits({ ...oneAtATime, pool, forms: generateCatalogue(50, 30) }),
    },
    {
      heading: 'Accounts (staff) and customers’ own commands',
      measure: () =>
        measureAccountCommands({
          ...oneAtATime,
          memberIds,
          customerCookies,
          favouriteId: learnerIds[0]!,
        }),
    },
  ];
  const staffTables: string[] = [];
  for (const { heading, measure } of staffCommands) {
    signal.throwIfAborted();
    const timed = await measure();
    say(`[${elapsed()}] ${heading}, one at a time: ${describeTimed(timed)}`);
    staffTables.push(renderOneAtATime(heading, timed, synonyms.contentSaves));
  }

  // Stopped first so its live runner neither waits on the rebuild's lock nor competes for CPU.
  await portal.close();
  portal = undefined;
  let rebuildAfterCommands: { rebuild: Rate; baseline: Rate } | undefined;
  if (settings.secondRebuild && !signal.aborted) {
    const again = await timeCatalogueRebuild(pool);
    say(`[${elapsed()}] catalogue rebuilt again: ${rate(again, 'events')}`);
    signal.throwIfAborted();
    const baseline = await rawInsertsInOneTransaction(pool, rebuildRows);
    say(`[${elapsed()}] raw INSERTs, one transaction: ${rate(baseline, 'rows')}`);
    rebuildAfterCommands = { rebuild: again, baseline };
  }

  // Last: its activity would lengthen the catalogue rebuilds above, and it starts its own portal.
  signal.throwIfAborted();
  const staffInsight = await measureStaffInsight({
    pool,
    databaseUrl: database.url,
    config,
    adminEmail: ADMIN_EMAIL,
    password,
    learnerEmails: customers,
    activityEvents: settings.activityEvents,
    durationS: Math.max(3, Math.round(settings.durationS / 3)),
    warmupS: 1,
    say: (line) => say(`[${elapsed()}] ${line}`),
    signal,
  });

  // Very last: its launcher seeds the demo data set into this database.
  signal.throwIfAborted();
  const distributedSearch = await measureDistributedSearch(
    {
      databaseUrl: database.url,
      sessionSecret,
      say: (line) => say(`[${elapsed()}] ${line}`),
      paths,
      cookies: customerCookies,
      connections: settings.connections,
      durationS: settings.durationS,
      warmupS,
    },
    signal,
  );
  if (distributedSearch) {
    say(`[${elapsed()}] search through nginx, 2 of each service: ${traffic(distributedSearch)}`);
    requireAllOk('Distributed search', distributedSearch);
  }

  say(`\nDone in ${elapsed()}.\n`);
  say(
    renderReport({
      machine: describeMachine(database.serverVersion, database.where),
      settings: {
        ...settings,
        warmupS,
        commandWarmupItems: COMMAND_WARMUP_ITEMS,
        learnerWarmupItems: LEARNER_WARMUP_ITEMS,
      },
      load,
      rebuild,
      rebuildAfterCommands,
      rebuildBaseline: rebuildBaseline!,
      search,
      ceiling,
      creations,
      bareWrites,
      learnerRounds,
      learnerReads,
      learnerCeiling,
      sessionReads,
      sessionCeiling,
      suggest,
      browseFirst,
      browseDeep,
      learnerClicks,
      indexHeap,
      contentExport: contentExport!,
    }),
  );
  if (distributedSearch) say(`\n${renderDistributed(distributedSearch, search, settings.connections)}`);
  say(`\n${renderStaffInsight(staffInsight)}`);
  say(`\n${renderSynonyms(synonyms, settings.connections)}`);
  for (const table of staffTables) say(`\n${table}`);
} catch (error) {
  if (signal.aborted) process.exitCode = 130;
  else {
    console.error(
      `Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}

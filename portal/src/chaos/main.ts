import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPool, isRunning } from '@zen/platform';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../demo/seed.ts';
import {
  processesMentioning,
  startDistributedProcess,
  type DistributedProcess,
} from '../testing/distributed-process.ts';
import { signIn } from '../testing/portal-process.ts';
import { crmOutageMidSync } from './crm-outage.ts';
import { killHard, leadingProjections, probeOutage, processNamed, waitForRestart } from './faults.ts';
import { completableItems, driveLoad, formatStatuses, Ledger, type Load } from './load.ts';
import { verify } from './verify.ts';

/**
 * `npm run chaos` (issue 12 §2): the distributed layout on its own embedded PostgreSQL, driven by
 * concurrent learner completions and content edits while processes are killed (R1), the database
 * is stopped (R2) and the CRM fails mid-sync (R3). Every acknowledged command must be in the log
 * once and in the read models, which must equal a rebuild. CHAOS_SMALL=1 is the CI size.
 */

const SMALL = process.env.CHAOS_SMALL === '1';
/** Commands acknowledged in R1 before it ends (at least; the load runs until the killed processes are back). */
const R1_COMMANDS = Number(process.env.CHAOS_COMMANDS ?? (SMALL ? 200 : 1000));
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? (SMALL ? 50 : 200));
const PASSWORD = 'chaos-run-password';
const RUN = `chaos-${randomBytes(3).toString('hex')}`;

const say = (line: string) => process.stdout.write(`${line}\n`);
const until = async (what: string, check: () => boolean, timeoutMs = 180_000) => {
  for (const deadline = Date.now() + timeoutMs; !check(); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const failures: string[] = [];

const killMidLoad = async (layout: DistributedProcess, drive: (label: string) => Load): Promise<void> => {
  const pool = createPool(layout.layout().databaseUrl, 2);
  try {
    const load = drive(`${RUN} R1`);
    await until('a quarter of R1', () => load.acknowledged() >= R1_COMMANDS / 4);
    const command = processNamed(layout, 'command-service-1');
    const projections = processNamed(layout, await leadingProjections(pool));
    const ackedAtKill = load.acknowledged();
    const killedAt = Date.now();
    killHard(command.pid);
    killHard(projections.pid);
    const [commandPid, projectionsPid] = await Promise.all([
      waitForRestart(layout, command.name, command.pid),
      waitForRestart(layout, projections.name, projections.pid),
    ]);
    const backAt = Date.now();
    await until('the rest of R1', () => load.acknowledged() >= R1_COMMANDS && load.lastAckAt() > backAt);
    await load.stop();
    say(
      `R1 kill -9 mid-load: ${load.acknowledged()} commands acknowledged (${CONCURRENCY} concurrent clients); ` +
        `killed ${command.name} (pid ${command.pid}) and the leading ${projections.name} (pid ${projections.pid}) ` +
        `after ${ackedAtKill}; restarted as pids ${commandPid} and ${projectionsPid} within ${seconds(backAt - killedAt)}; ` +
        `answers ${formatStatuses(load.statuses)}`,
    );
  } finally {
    await pool.end();
  }
};

const stopDatabaseMidLoad = async (
  layout: DistributedProcess,
  drive: (label: string) => Load,
  read: () => Promise<Response>,
): Promise<void> => {
  const restarts = () => layout.layout().processes.reduce((sum, p) => sum + p.restarts, 0);
  const restartsBefore = restarts();
  const load = drive(`${RUN} R2`);
  await until('R2 under way', () => load.acknowledged() >= 20);
  const before = layout.postmaster();
  if (!before) throw new Error('the embedded PostgreSQL is not running');
  const stoppedAt = Date.now();
  // A fast shutdown, as a restart or fail-over does; the launcher starts it again by itself.
  process.kill(before.pid, 'SIGINT');
  const probe = probeOutage(layout.url, read);
  await until('a write acknowledged after the restart', () => load.lastAckAt() > stoppedAt + 1_000, 120_000);
  const recoveredMs = load.lastAckAt() - stoppedAt;
  await sleep(1_500);
  await probe.stop();
  await load.stop();
  const after = layout.postmaster();
  const bad = [...load.statuses.entries()].filter(([status]) => status === 500 || typeof status === 'string');
  const restartsDuring = restarts() - restartsBefore;
  if (probe.improper.size)
    failures.push(`R2: improper answers during the outage: ${formatStatuses(probe.improper)}`);
  if (!probe.proper503) failures.push('R2: no 503 was seen during the outage');
  if (bad.length) failures.push(`R2: commands answered 500 or hung: ${formatStatuses(new Map(bad))}`);
  if (restartsDuring) failures.push(`R2: ${restartsDuring} service processes had to be restarted`);
  if (!after || after.pid === before.pid) failures.push('R2: PostgreSQL did not come back as a new server');
  say(
    `R2 PostgreSQL stopped mid-load (pid ${before.pid}, back as pid ${after?.pid}): first command acknowledged ` +
      `${seconds(recoveredMs)} after the stop; probes through nginx ${probe.probes}, 503 problem+json with Retry-After ` +
      `${probe.proper503}, other failures ${probe.improper.size ? formatStatuses(probe.improper) : 0}; ` +
      `${load.acknowledged()} commands acknowledged, answers ${formatStatuses(load.statuses)}; ` +
      `service processes restarted ${restartsDuring}`,
  );
};

const main = async (): Promise<number> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zen-chaos-'));
  // As root the embedded server runs as the 'postgres' user, which must reach its folder.
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  say(`Chaos run ${RUN}${SMALL ? ' (small)' : ''}: starting the distributed layout in ${dataDir}`);
  const layout = await startDistributedProcess(dataDir, {
    PORTAL_DEMO_PASSWORD: PASSWORD,
    // Long enough that requests meet the outage, short enough to keep the run brief.
    PORTAL_PG_RESTART_DELAY_MS: '3000',
  });
  let launcherPid = layout.child.pid;
  try {
    const admin = await signIn(layout.url, DEMO_ADMIN.email, PASSWORD);
    const customer = await signIn(layout.url, DEMO_CUSTOMER.email, PASSWORD);
    const completable = await completableItems(customer);
    const half = Math.ceil(completable.length / 2);
    const ledger = new Ledger();
    const items = { R1: completable.slice(0, half), R2: completable.slice(half) };
    const drive = (label: string) =>
      driveLoad({
        admin,
        customer,
        completable: label.endsWith('R1') ? items.R1 : items.R2,
        label,
        concurrency: CONCURRENCY,
        ledger,
      });

    await killMidLoad(layout, drive);
    await stopDatabaseMidLoad(layout, drive, () => admin('GET', '/api/content/filtered?type=help'));
    const crm = await crmOutageMidSync(layout, PASSWORD);
    crm.lines.forEach(say);
    failures.push(...crm.failures);

    const pool = createPool(layout.layout().databaseUrl, 4);
    try {
      const verdict = await verify(pool, ledger, RUN);
      for (const line of verdict.missing.slice(0, 20)) say(`  missing: ${line}`);
      for (const line of verdict.duplicates.slice(0, 20)) say(`  duplicate: ${line}`);
      if (verdict.differing.length)
        say(`  read models differing from their rebuild: ${verdict.differing.join(', ')}`);
      for (const failure of failures) say(`  FAILED ${failure}`);
      const lost = verdict.acknowledged - verdict.present;
      say(
        `acknowledged ${verdict.acknowledged}, present ${verdict.present}, lost ${lost}, ` +
          `duplicates ${verdict.duplicates.length}, read models equal rebuild: ${verdict.readModelsEqualRebuild ? 'yes' : 'no'}`,
      );
      const ok =
        lost === 0 && verdict.duplicates.length === 0 && verdict.readModelsEqualRebuild && !failures.length;
      return ok ? 0 : 1;
    } finally {
      await pool.end();
    }
  } finally {
    launcherPid = layout.child.pid;
    const exit = await layout.stop();
    const left = processesMentioning(dataDir);
    if (exit.code !== 0 || left.length || (launcherPid && isRunning(launcherPid))) {
      process.stderr.write(
        `the layout did not stop cleanly: ${JSON.stringify(exit)}, left running: ${JSON.stringify(left)}\n`,
      );
      process.exitCode = 1;
    }
    rmSync(dir, { recursive: true, force: true });
  }
};

try {
  const code = await main();
  process.exit(process.exitCode || code);
} catch (error) {
  process.stderr.write(`chaos run failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}

import { createLogger, loadConfig, migrate, reportConnectionErrorsTo, takeOverSignals } from '@zen/platform';
import { PROJECTIONS, rebuildProjection } from '@zen/projections';
import { openDatabase } from './database.ts';
import { createCrmGateway } from '@zen/command-service';
import { allowConfiguredDomains, DEMO_ADMIN, DEMO_CUSTOMER, seedDemoData } from './demo/seed.ts';
import { sessionSecret } from './secrets.ts';
import { startPortal } from './server.ts';
import { stopWithin, type StopStep } from './stop-within.ts';
import { findNginx } from './distributed/nginx.ts';
import { startDistributed } from './distributed/start-distributed.ts';

/**
 * How long Ctrl-C may take before the portal exits anyway. Longer than a distributed service's own
 * deadline (15 s, service-main.ts), so their messages come first.
 */
const SHUTDOWN_DEADLINE_MS = 20_000;

const USAGE = `Usage: portal <command>
  start                 migrate, seed demo data on first start, and serve everything on PORT
  start --distributed   the same, as two processes per service behind nginx on PORT (DESIGN §3)
  migrate               apply database migrations
  seed                  load the demo data set if it is not there yet
  rebuild <projection>  rebuild a read model from the whole event log (${PROJECTIONS.map((p) => p.name).join(', ')})`;

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A setting the person gave is wrong: name it plainly, not as a stack trace, and start nothing.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
})();
const logger = createLogger(config.LOG_LEVEL);
reportConnectionErrorsTo(logger);
const [command, ...args] = process.argv.slice(2);

const say = (line: string) => process.stdout.write(`${line}\n`);

const main = async (): Promise<void> => {
  if (!command || !['start', 'migrate', 'seed', 'rebuild'].includes(command)) {
    say(USAGE);
    process.exitCode = command ? 2 : 0;
    return;
  }
  const projection = command === 'rebuild' ? PROJECTIONS.find((p) => p.name === args[0]) : undefined;
  if (command === 'rebuild' && !projection) {
    say(`Unknown projection '${args[0] ?? ''}'.\n${USAGE}`);
    process.exitCode = 2;
    return;
  }

  if (command === 'start' && args.includes('--distributed')) {
    // Before the database starts: a missing nginx is a plain message, not a stack trace later.
    try {
      findNginx();
    } catch (error) {
      say((error as Error).message);
      process.exitCode = 1;
      return;
    }
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, logger, { joinRunning: command !== 'start' });
  } catch (error) {
    // Every failure at start names what went wrong and what to do (never a bare 'undefined').
    logger.error({ err: error }, `${command} failed: the database could not be opened`);
    say(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  let stopping = false;
  /** Resolves with the exit code: 0 once everything closed, 1 when something failed or hung. */
  const shutdown = async (close: (step: StopStep) => Promise<void>): Promise<number> => {
    if (stopping) return 1;
    stopping = true;
    database.expectStop();
    say('Stopping…');
    // Ctrl-C always ends the portal: a step that never finishes (a connection borrowed and never
    // given back keeps the pool from ending) is named, and the process exits anyway. Its exit hook
    // and the watcher stop the embedded PostgreSQL (platform/src/database/).
    const { code, hungOn } = await stopWithin(SHUTDOWN_DEADLINE_MS, async (step) => {
      let failed = false;
      await close(step).catch((error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        failed = true;
      });
      await database.close(step).catch((error: unknown) => {
        logger.error({ err: error }, 'error while closing the database');
        failed = true;
      });
      return failed ? 1 : 0;
    });
    if (hungOn === undefined) {
      say('Stopped.');
    } else {
      logger.error({ step: hungOn }, `stopping took longer than ${SHUTDOWN_DEADLINE_MS} ms`);
      say(`Stopping took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s (still ${hungOn}); exiting.`);
    }
    return code;
  };

  try {
    const { applied } = await migrate(database.pool, database.url);
    if (applied.length) logger.info({ applied }, 'migrations applied');

    if (command === 'rebuild' && projection) {
      const started = Date.now();
      const events = await rebuildProjection(database.pool, projection);
      say(`Rebuilt ${projection.name} from ${events} events in ${Date.now() - started} ms.`);
    }
    const secret = sessionSecret(config);
    const crm = createCrmGateway({ pool: database.pool, config, logger, sessionSecret: secret });
    await allowConfiguredDomains({ pool: database.pool, config });
    if (command === 'seed' || command === 'start') {
      const seed = await seedDemoData(
        { pool: database.pool, databaseUrl: database.url, config, crm },
        config.PORTAL_DEMO_PASSWORD,
      );
      if (seed.seeded) {
        say(`Demo data loaded: ${seed.contentItems} content items.`);
        say(`  admin:    ${DEMO_ADMIN.email}`);
        say(`  customer: ${DEMO_CUSTOMER.email}`);
        say(
          seed.password
            ? `  password: ${seed.password}   (shown once; set PORTAL_DEMO_PASSWORD to choose it)`
            : '  password: the value of PORTAL_DEMO_PASSWORD',
        );
      }
    }
    if (command !== 'start') {
      await database.close();
      return;
    }

    const distributed = args.includes('--distributed');
    const portal = distributed
      ? await startDistributed({
          config,
          logger,
          databaseUrl: database.url,
          sessionSecret: secret,
          postgresPid: database.serverPid,
        })
      : await startPortal({
          config,
          logger,
          pool: database.pool,
          databaseUrl: database.url,
          sessionSecret: secret,
          crm,
        });
    say(
      `Zen Learning Portal${distributed ? ' (distributed: 2 × command-service, query-service, projections behind nginx)' : ''} is running at ${portal.url}  (console: ${portal.url}/admin/)`,
    );
    say(`Accounts: ${DEMO_ADMIN.email} (admin), ${DEMO_CUSTOMER.email} (customer). Press Ctrl-C to stop.`);
    takeOverSignals();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void shutdown(portal.close).then((code) => process.exit(code)));
    }
  } catch (error) {
    logger.error({ err: error }, `${command} failed`);
    await database.close().catch(() => undefined);
    process.exitCode = 1;
  }
};

await main();
// Explicitly: an exit hook of the embedded server would otherwise end a one-shot command with 0.
if (command !== 'start' || process.exitCode) process.exit(process.exitCode ?? 0);

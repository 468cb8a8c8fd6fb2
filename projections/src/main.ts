import { createPool, EVENTS_APPENDED_CHANNEL, Notifications, runService } from '@zen/platform';
import { PROJECTIONS } from './index.ts';
import { ProjectionRunner } from './runner/runner.ts';
import { startStatisticsKeeper } from './runner/table-statistics.ts';

/**
 * The projections as their own process (DESIGN §3, distributed layout): one runner per read
 * model, woken by the `zen_events_appended` NOTIFY sent after each append (on one connection they
 * share). Every replica starts every runner; each runner holds its projection's advisory lock while
 * it works, so one replica applies a projection and the others stand by, taking over when its
 * connection goes away.
 */
await runService({
  name: 'projections',
  start: async ({ logger, databaseUrl, onStop }) => {
    // One LISTEN connection shared by the runners: each append is delivered once to this process.
    const appended = new Notifications(databaseUrl, [EVENTS_APPENDED_CHANNEL], logger);
    await appended.start();
    onStop(() => appended.stop());
    const runners = PROJECTIONS.map(
      (projection) => new ProjectionRunner(projection, { connectionString: databaseUrl, logger, appended }),
    );
    onStop(() => Promise.all(runners.map((runner) => runner.stop())));
    runners.forEach((runner) => runner.start());
    // The log grows under prepared statements: their plans are made again as it does. One
    // connection, used every few seconds.
    const statisticsPool = createPool(databaseUrl, 1, 'statistics');
    const statistics = startStatisticsKeeper({ pool: statisticsPool, logger });
    onStop(async () => {
      await statistics.stop();
      await statisticsPool.end();
    });
    logger.info({ projections: PROJECTIONS.map((p) => p.name) }, 'projections running');
  },
});

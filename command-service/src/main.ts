import { createPool, runService } from '@zen/platform';
import { CHECKPOINT_CHANNEL, Notifications } from '@zen/projections';
import { startCommandSide } from './command-side.ts';

/**
 * command-service as its own process (DESIGN §3, distributed layout). No projection runs here:
 * a command waits for its read model by listening to the checkpoint notifications that the
 * projections service sends, and the projections wake from the NOTIFY sent after each append. It also
 * schedules the daily CRM sync.
 */
await runService({
  name: 'command-service',
  http: true,
  start: async ({ config, logger, databaseUrl, onStop, serveHttp }) => {
    const pool = createPool(databaseUrl);
    onStop(() => pool.end());
    const notifications = new Notifications(databaseUrl, [CHECKPOINT_CHANNEL], logger);
    onStop(() => notifications.stop());
    await notifications.start();
    const commandSide = await startCommandSide({ config, logger, pool, databaseUrl, notifications });
    onStop(() => commandSide.stop());
    await serveHttp(pool, {
      routers: commandSide.routers,
      fastCommands: commandSide.fastCommands,
      largeBodies: commandSide.largeBodies,
    });
  },
});

import { createEventStore, createPool, runService } from '@zen/platform';
import { CHECKPOINT_CHANNEL, Notifications } from '@zen/projections';
import { commandRoutes } from './app.ts';

/**
 * command-service as its own process (DESIGN §3, distributed layout). No projection runs here:
 * a command waits for its read model by listening to the checkpoint notifications that the
 * projections service sends, and the projections wake from the append trigger's NOTIFY.
 */
await runService({
  name: 'command-service',
  http: true,
  start: async ({ config, logger, databaseUrl, onStop, serveHttp }) => {
    const pool = createPool(databaseUrl);
    onStop(() => pool.end());
    const eventStore = createEventStore(databaseUrl);
    onStop(() => eventStore.close());
    const notifications = new Notifications(databaseUrl, [CHECKPOINT_CHANNEL], logger);
    onStop(() => notifications.stop());
    await notifications.start();
    await serveHttp(
      pool,
      commandRoutes({ pool, eventStore, adminDomain: config.PORTAL_ADMIN_DOMAIN, notifications }),
    );
  },
});

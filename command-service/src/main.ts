import { createEventStore, createMailer, createPool, runService } from '@zen/platform';
import { CHECKPOINT_CHANNEL, Notifications } from '@zen/projections';
import { commandRoutes } from './app.ts';
import { createCrmGateway } from './crm/index.ts';
import { scheduleCrmSync } from './crm-sync/schedule.ts';

/**
 * command-service as its own process (DESIGN §3, distributed layout). No projection runs here:
 * a command waits for its read model by listening to the checkpoint notifications that the
 * projections service sends, and the projections wake from the append trigger's NOTIFY. It also
 * schedules the daily CRM sync.
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
    const mailer = createMailer(config, logger);
    onStop(() => mailer.close());
    const crm = createCrmGateway({ pool, config, logger });
    // Every replica schedules the daily sync; Agenda runs each occurrence once.
    const schedule = await scheduleCrmSync(
      { pool, eventStore, crm, logger },
      { cron: config.CRM_SYNC_CRON, timezone: config.CRM_SYNC_TIMEZONE },
    );
    onStop(() => schedule.stop());
    await serveHttp(
      pool,
      commandRoutes({
        config,
        pool,
        eventStore,
        logger,
        crm,
        mailer,
        adminDomain: config.PORTAL_ADMIN_DOMAIN,
        publicOrigin: config.PORTAL_PUBLIC_ORIGIN,
        notifications,
      }),
    );
  },
});

import { createPool, runService } from '@zen/platform';
import { queryService } from './app.ts';

/**
 * query-service as its own process (DESIGN §3, distributed layout): read models, /healthz and
 * the two built apps. It never appends events, so it needs no event store.
 */
await runService({
  name: 'query-service',
  http: true,
  start: async ({ config, databaseUrl, onStop, serveHttp }) => {
    const pool = createPool(databaseUrl);
    onStop(() => pool.end());
    await serveHttp(pool, queryService(pool, config));
  },
});

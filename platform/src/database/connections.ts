import pg from 'pg';
import { createLogger, type Logger } from '../logger.ts';

/**
 * Every PostgreSQL connection the portal opens is registered here: our pools and every client
 * they hand out, the event store's pool, the LISTEN clients of projections and notifications,
 * Agenda's, and the one-off clients that create databases. A connection that loses its server
 * (a restart, a failover, a network cut) emits 'error'; an 'error' event with no listener ends
 * a Node process, so each gets a listener that logs — once per connection role and outage, at
 * warn — and lets the owner reconnect. Nothing else in the code base attaches these handlers.
 */

let logger: Logger | undefined;
/** Roles whose connection error is already logged for the current outage. */
const reported = new Set<string>();

/** Where connection errors are logged; the services call this as they start. */
export const reportConnectionErrorsTo = (target: Logger): void => {
  logger = target;
};

const log = (): Logger => (logger ??= createLogger(process.env.LOG_LEVEL ?? 'warn', 'database'));

/** Set when this process stops its own (embedded) server: the connections that cuts are no outage. */
let stoppingOwnServer = false;

/**
 * Called as this process begins to stop the database server it started (the embedded one). The
 * server's shutdown cuts whatever connections are still open (a pool's end() does not wait for
 * its sockets to close): that is the stop the user asked for, not an outage to warn about.
 */
export const expectOwnServerStop = (): void => {
  stoppingOwnServer = true;
};

/** Logs a database error of `role`: an outage once until it is over, anything else each time. */
export const reportDatabaseError = (role: string, error: unknown): void => {
  if (stoppingOwnServer && isDatabaseUnavailable(error)) return;
  if (!isDatabaseUnavailable(error)) {
    // Not an outage (a failed job lock, a notification that could not be parsed): say so each time.
    log().warn({ role, err: error }, 'database client error');
    return;
  }
  if (reported.has(role)) return;
  reported.add(role);
  log().warn(
    { role, code: (error as { code?: string }).code, err: (error as Error).message },
    'database connection lost; it will be re-established when the server is back',
  );
};

/** Called when a connection of `role` works again, so the next outage is logged again. */
export const connectionRestored = (role: string): void => {
  if (reported.delete(role)) log().info({ role }, 'database connection restored');
};

/** Guards a pool and every client it creates, checked out or idle. */
export const guardPool = <P extends pg.Pool>(pool: P, role: string): P => {
  pool.on('error', (error) => reportDatabaseError(role, error));
  // pg-pool removes its own idle listener while a client is checked out: a client in use when the
  // server goes away would otherwise emit an unhandled 'error'.
  pool.on('connect', (client) => {
    client.on('error', (error) => reportDatabaseError(role, error));
    connectionRestored(role);
  });
  return pool;
};

/** Guards a single connection (LISTEN clients, one-off clients) or a library's emitter of them. */
type ErrorEmitter = { on(event: 'error', listener: (error: Error) => void): unknown };

export const guardClient = <C extends ErrorEmitter>(client: C, role: string): C => {
  client.on('error', (error) => reportDatabaseError(role, error));
  return client;
};

/**
 * How every connection of ours is opened. Connecting is bounded (a request then answers 503), the
 * socket kept alive, and JIT is off: PostgreSQL compiles any statement whose estimated cost passes
 * jit_above_cost, and after a large import, before autovacuum had gathered statistics on the log,
 * a one-row read-your-writes check was estimated high enough to spend 1.7 s compiling, every
 * time. Our statements are short lookups that never gain from it.
 */
export const CONNECTION_SETTINGS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  options: '-c jit=off',
} as const;

/** Pools also bound each statement; a rebuild lifts it for its transaction. */
export const POOL_SETTINGS = { ...CONNECTION_SETTINGS, statement_timeout: 30_000 } as const;

/**
 * A dedicated, guarded client: what LISTEN loops, projection runners and one-off administrative
 * work use. `applicationName` is how pg_stat_activity names it (the projection runners' tells the
 * log's horizon that its transactions never append events: projections/src/runner/log.ts).
 */
export const newClient = (connectionString: string, role: string, applicationName?: string): pg.Client =>
  guardClient(
    new pg.Client({
      connectionString,
      ...CONNECTION_SETTINGS,
      ...(applicationName ? { application_name: applicationName } : {}),
    }),
    role,
  );

// SQLSTATE classes and codes that mean "the server is not there right now", not "your query is
// wrong": 08 connection exception, 57P01–57P03 shutdown / crash / not yet accepting, 53300 too
// many connections, 57014 a statement cut by its timeout.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// pg reports a dropped socket or a pool that could not connect in time without a code.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Query read timeout/i,
];

/** True when `error` (or what it wraps) says the database is unreachable, not that a query is wrong. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))
  )
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // AggregateError (a connect that tried IPv4 and IPv6) and wrapped causes.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
};

/**
 * The load generator process started by `generateLoad`: receives LoadOptions over IPC, runs
 * autocannon (a warm-up, then the measured run) and replies with a summary of the measured run.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadReply } from './load.ts';

/** Each connection starts at its own place in the list, so they do not ask the same thing at once. */
const rotate = <T>(items: readonly T[], by: number): T[] => {
  const start = by % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
};

const run = async (options: LoadOptions): Promise<LoadReply> => {
  let connection = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    // Discarded: lets JIT, connection pools and PostgreSQL's cache settle before measuring.
    warmup: { connections: options.connections, duration: options.warmupS },
    // Each connection is one signed-in user with their own session, as in real traffic; a shared
    // session would serialise every request on the update of its one row.
    setupClient: (client: autocannon.Client) => {
      const index = connection++;
      const cookie = options.cookies[index % options.cookies.length]!;
      client.setRequests(
        rotate(options.paths, index).map((path) => ({ method: 'GET', path, headers: { cookie } })),
      );
    },
  });
  return {
    summary: {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
      ),
    },
  };
};

process.once('message', (options: LoadOptions) => {
  run(options)
    .catch((error: unknown): LoadReply => ({ error: String(error) }))
    .then((reply) => process.send?.(reply, () => process.disconnect()));
});

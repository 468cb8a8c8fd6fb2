import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadOptions = {
  /** Origin of the server under test. */
  url: string;
  /** Request paths; every connection cycles through all of them, each from its own start. */
  paths: readonly string[];
  /** Cookie headers, one per connection (reused in turn if there are fewer): one user each. */
  cookies: readonly string[];
  connections: number;
  durationS: number;
  warmupS: number;
};

export type LoadSummary = {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  /** Milliseconds. */
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
};

/** What the load generator process answers: a summary or why it could not produce one. */
export type LoadReply = { summary: LoadSummary } | { error: string };

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

/**
 * Drives GET requests at a server from a separate process (autocannon), so the generator never
 * shares an event loop with a server running in this process; both still share the machine's
 * cores, as they would share them with a reverse proxy in production.
 */
export const generateLoad = (options: LoadOptions, signal?: AbortSignal): Promise<LoadSummary> =>
  new Promise((resolve, reject) => {
    // The child inherits this process's execArgv, so it runs TypeScript through tsx as we do; an
    // aborted signal kills it, which ends the measurement with an error.
    const child = fork(GENERATOR, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], signal });
    let reply: LoadReply | undefined;
    child.once('message', (message: LoadReply) => (reply = message));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (reply && 'summary' in reply) resolve(reply.summary);
      else reject(new Error(`Load generator failed (exit ${code}): ${reply?.error ?? 'no reply'}`));
    });
    child.send(options);
  });

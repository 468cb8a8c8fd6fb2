import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from '@zen/platform';
import type { DistributedProcess } from '../testing/distributed-process.ts';

/** A process of the run's own layout, by the name the launcher gave it. */
export const processNamed = (layout: DistributedProcess, name: string) => {
  const found = layout.layout().processes.find((p) => p.name === name);
  if (!found?.pid) throw new Error(`${name} is not running`);
  return { ...found, pid: found.pid };
};

/**
 * The projections replica doing the work: the one holding the most projection locks (they run
 * as 'zen-projections-N', the launcher's PGAPPNAME). Killing it forces a fail-over.
 */
export const leadingProjections = async (pool: Pool): Promise<string> => {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE 'zen-projections-%'
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  return rows[0]?.name.replace(/^zen-/, '') ?? 'projections-1';
};

/** kill -9 by pid: the process gets no chance to finish anything. */
export const killHard = (pid: number): void => {
  process.kill(pid, 'SIGKILL');
};

/** Waits until the launcher has started `name` again (a new pid) and, for an HTTP service, it answers. */
export const waitForRestart = async (layout: DistributedProcess, name: string, oldPid: number) => {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    const now = layout.layout().processes.find((p) => p.name === name);
    if (!now?.pid || now.pid === oldPid) continue;
    if (!now.port) return now.pid;
    const answering = await fetch(`http://127.0.0.1:${now.port}/api/session`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (answering) return now.pid;
  }
  throw new Error(`${name} was not restarted within 120 s:\n${layout.output().slice(-4000)}`);
};

export type OutageProbe = {
  probes: number;
  /** 503 problem+json with Retry-After: the answer the portal promises during an outage. */
  proper503: number;
  /** Anything else that was not a 2xx: status or 'network'/'timeout', with a count. */
  improper: Map<string, number>;
  stop: () => Promise<void>;
};

/**
 * Reads through nginx every 100 ms while the database is away (health and a read model), and
 * sorts the answers: 2xx, a proper 503 (problem+json, Retry-After), or anything else.
 */
export const probeOutage = (url: string, cookie: () => Promise<Response>): OutageProbe => {
  const probe: OutageProbe = { probes: 0, proper503: 0, improper: new Map(), stop: async () => undefined };
  let running = true;
  const record = (response: Response | 'network' | 'timeout') => {
    probe.probes += 1;
    if (typeof response === 'string') {
      probe.improper.set(response, (probe.improper.get(response) ?? 0) + 1);
      return;
    }
    if (response.ok) return;
    const proper =
      response.status === 503 &&
      /application\/problem\+json/.test(response.headers.get('content-type') ?? '') &&
      Boolean(response.headers.get('retry-after'));
    if (proper) probe.proper503 += 1;
    else probe.improper.set(String(response.status), (probe.improper.get(String(response.status)) ?? 0) + 1);
  };
  const attempt = async (request: () => Promise<Response>) => {
    try {
      const response = await request();
      await response.body?.cancel();
      record(response);
    } catch (error) {
      record((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
  };
  const loop = (async () => {
    while (running) {
      await Promise.all([
        attempt(() => fetch(`${url}/healthz`, { signal: AbortSignal.timeout(30_000) })),
        attempt(cookie),
      ]);
      await sleep(100);
    }
  })();
  probe.stop = async () => {
    running = false;
    await loop;
  };
  return probe;
};

import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRunning } from '@zen/platform';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo/seed.ts';
import type { LayoutFile } from './distributed/layout.ts';
import {
  processesMentioning,
  signIn,
  startDistributedProcess,
  type DistributedProcess,
} from './testing/index.ts';

/**
 * `npm run start:distributed` for real (issue 12 §1): its own embedded PostgreSQL, two processes
 * each of command-service, query-service and projections, nginx in front configured from
 * deploy/nginx.conf. Signs in, writes and reads back at once across processes, and Ctrl-C leaves
 * nothing running.
 */
const PASSWORD = 'distributed-test-password';
let dir: string;
let layout: DistributedProcess;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'zen-distributed-'));
  // As root the embedded server runs as the 'postgres' user, which must reach its folder.
  chmodSync(dir, 0o755);
  layout = await startDistributedProcess(path.join(dir, 'data'));
}, 300_000);

afterAll(async () => {
  await layout?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('runs two processes per service behind nginx', () => {
  const { processes } = layout.layout();
  const count = (role: string) => processes.filter((p) => p.role === role && p.pid).length;
  expect({
    command: count('command-service'),
    query: count('query-service'),
    projections: count('projections'),
    nginx: count('nginx'),
  }).toEqual({ command: 2, query: 2, projections: 2, nginx: 1 });
});

it('serves the apps and signs in through nginx', async () => {
  for (const page of ['/', '/admin/']) {
    const response = await fetch(`${layout.url}${page}`);
    expect(response.status, page).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  }
  const customer = await signIn(layout.url, DEMO_CUSTOMER.email, PASSWORD);
  const session = await customer('GET', '/api/session');
  expect(session.status).toBe(200);
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(DEMO_CUSTOMER.email);
});

it('logs each request’s path without its query string, where a mailed link’s token would be', async () => {
  const token = 'b'.repeat(43);
  expect((await fetch(`${layout.url}/auth?token=${token}&mode=reset`)).status).toBe(200);
  const log = path.join(dir, 'data', 'nginx', 'access.log');
  // nginx writes its access log line once the answer is sent.
  await expect
    .poll(() => (existsSync(log) ? readFileSync(log, 'utf8') : ''))
    .toMatch(/"GET \/auth HTTP\/1\.1" 200/);
  expect(readFileSync(log, 'utf8')).not.toContain(token);
});

it('reads its own writes at once, whichever replicas answer', async () => {
  const admin = await signIn(layout.url, DEMO_ADMIN.email, PASSWORD);
  // Several rounds, so both command-service and both query-service replicas take part.
  for (let round = 0; round < 6; round += 1) {
    const title = `Distributed round ${round} ${Date.now()}`;
    const created = await admin('POST', '/api/content', {
      title,
      type: 'Video',
      application: 'Zoho People',
      module: 'Leave',
      level: 'Manager',
      url: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await admin('GET', `/api/content/${id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { title: string }).title).toBe(title);
    const renamed = await admin('PATCH', `/api/content/${id}`, { title: `${title} renamed` });
    expect(renamed.status).toBe(200);
    const reread = await admin('GET', `/api/content/${id}`);
    expect(((await reread.json()) as { title: string }).title).toBe(`${title} renamed`);
  }
});

it('keeps a client connection open past nginx’s default of 1 000 requests', async () => {
  // One kept-alive socket: nginx closing it would show as a `Connection: close` answer and a
  // second socket. A client sending as the close arrives would see a reset instead of an answer.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const closing: number[] = [];
  const get = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${layout.url}/healthz`, { agent }, (response) => {
        if (response.headers.connection === 'close') closing.push(index);
        response.resume().on('end', resolve).on('error', reject);
      });
      request.on('socket', (socket) => sockets.add(socket)).on('error', reject);
    });
  try {
    for (let index = 0; index < 1_100; index += 1) await get(index);
  } finally {
    agent.destroy();
  }
  expect({ closing, sockets: sockets.size }).toEqual({ closing: [], sockets: 1 });
}, 60_000);

it('stops every process it started on Ctrl-C', async () => {
  const last: LayoutFile = layout.layout();
  const postgres = layout.postmaster();
  expect(postgres).toBeDefined();
  const exit = await layout.stop();
  expect(exit).toEqual({ code: 0, signal: null });
  const pids = [
    last.launcherPid,
    postgres!.pid,
    ...last.processes.map((p) => p.pid).filter((pid): pid is number => pid !== undefined),
  ];
  expect(pids.filter((pid) => isRunning(pid))).toEqual([]);
  // nginx's workers and PostgreSQL's backends are not in the layout; they name the data directory.
  expect(processesMentioning(layout.dataDir)).toEqual([]);
  // The database outlives the services it serves: none of them saw its connections cut.
  expect(layout.output()).not.toMatch(/database connection lost|database client error/);
}, 60_000);

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { startZohoStandIn, type ZohoRecord } from '@zen/command-service/crm/testing/zoho-stand-in';
import { createPool, freePort } from '@zen/platform';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../demo/seed.ts';
import type { DistributedProcess } from '../testing/distributed-process.ts';
import { signIn } from '../testing/portal-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Three pages of contacts (Zoho serves 200 a page), so the outage can begin between pages. */
const CONTACTS = 450;

export type CrmOutageResult = { lines: string[]; failures: string[] };

const contactsOf = (): ZohoRecord[] =>
  Array.from({ length: CONTACTS }, (_, i) => ({
    id: String(4_150_868_000_001_000 + i),
    Email: i === 0 ? DEMO_CUSTOMER.email : i === 1 ? DEMO_ADMIN.email : `contact${i}@acme.example`,
    First_Name: 'Chaos',
    Last_Name: `Contact ${i}`,
    Account_Name: { id: '1', name: 'Acme Corporation' },
  }));

/** Signs in on one process and returns its cookie (the redirects of the OAuth dance are followed by hand). */
const cookieFor = async (url: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

const location = async (url: string, cookie?: string): Promise<URL> => {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const target = response.headers.get('location');
  if (response.status !== 302 || !target)
    throw new Error(`${url} answered ${response.status}, not a redirect`);
  return new URL(target, url);
};

/**
 * R3, a CRM outage in the middle of a sync. The layout's demo CRM is the directory file, which
 * cannot fail, so the run joins one more command-service replica to the layout's database with
 * CRM_MODE=zoho, pointed at the local Zoho stand-in (command-service/src/crm/testing), connects it
 * through the real OAuth routes, and starts Sync Now. The stand-in serves the accounts and the
 * first page of contacts, then every request fails (503) until the gateway's retries give up.
 * Pass: the sync answers and records its errors, users still sign in through nginx, and nothing
 * but the CrmSyncCompleted record was written (every profile as it was).
 */
export const crmOutageMidSync = async (
  layout: DistributedProcess,
  password: string,
): Promise<CrmOutageResult> => {
  const failures: string[] = [];
  const zoho = await startZohoStandIn({
    contacts: contactsOf(),
    accounts: [{ id: '1', Account_Name: 'Acme Corporation' }],
  });
  // The outage begins with the request for the second page of contacts: recorded, then failed.
  const record = zoho.requests.push.bind(zoho.requests);
  zoho.requests.push = (...requests) => {
    if (requests.some((r) => r.path.endsWith('/Contacts') && r.query.page === '2'))
      zoho.setFailures({ status: 503, count: Number.POSITIVE_INFINITY });
    return record(...requests);
  };
  const { databaseUrl } = layout.layout();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const replica = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'command-service/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: readFileSync(path.join(layout.dataDir, 'session-secret'), 'utf8').trim(),
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        CRM_MODE: 'zoho',
        ZOHO_CLIENT_ID: zoho.clientId,
        ZOHO_CLIENT_SECRET: zoho.clientSecret,
        ZOHO_ACCOUNTS_URL: zoho.accountsUrl,
        ZOHO_API_DOMAIN: zoho.apiDomain,
        CRM_TOKEN_KEY: randomBytes(32).toString('base64'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  replica.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  replica.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => replica.once('exit', () => resolve()));
  const pool = createPool(databaseUrl, 2);
  try {
    for (const deadline = Date.now() + 120_000; ; await sleep(250)) {
      if (replica.exitCode !== null) throw new Error(`the Zoho replica exited:\n${output.join('')}`);
      if (Date.now() > deadline) throw new Error(`the Zoho replica did not start:\n${output.join('')}`);
      const up = await fetch(`${url}/api/session`).then(
        (r) => r.status < 500,
        () => false,
      );
      if (up) break;
    }
    const admin = await cookieFor(url, DEMO_ADMIN.email, password);
    const consent = await location(`${url}/api/auth/zoho-setup`, admin);
    const callback = await location(consent.toString());
    await location(`${url}${callback.pathname}${callback.search}`, admin);

    const profiles = async () =>
      (await pool.query('SELECT * FROM user_profiles ORDER BY user_id')).rows as unknown[];
    const before = await profiles();
    const { rows } = await pool.query<{ last: string }>(
      'SELECT max(global_position)::text AS last FROM emt_messages',
    );
    const last = rows[0]!.last;

    const started = Date.now();
    const sync = await fetch(`${url}/api/admin/sync-crm`, {
      method: 'POST',
      headers: { cookie: admin, origin: url, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(120_000),
    });
    const result = (await sync.json()) as { success?: boolean; syncedCount?: number; errors?: string[] };
    const tookMs = Date.now() - started;
    const served = zoho.requests.filter((r) => r.server === 'api');
    const failed = served.filter((r) => r.status === 503).length;

    const written = await pool.query<{ type: string; n: number }>(
      `SELECT message_type AS type, count(*)::int AS n FROM emt_messages WHERE global_position > $1 GROUP BY 1`,
      [last],
    );
    const after = await profiles();
    // Through nginx, as users reach the layout: sign-in works, and the console shows the failed run.
    const layoutAdmin = await signIn(layout.url, DEMO_ADMIN.email, password);
    await signIn(layout.url, DEMO_CUSTOMER.email, password);
    const status = (await (await layoutAdmin('GET', '/api/admin/crm/sync-status')).json()) as {
      lastSync?: { errors: string[]; syncedCount: number };
    };

    if (sync.status !== 200 || result.success !== false || !result.errors?.length)
      failures.push(`R3: Sync Now answered ${sync.status} ${JSON.stringify(result)}`);
    if (!failed) failures.push('R3: the outage never reached the sync');
    const types = written.rows.map((r) => `${r.type}×${r.n}`);
    if (types.join() !== 'CrmSyncCompleted×1') failures.push(`R3: the failed sync wrote ${types.join(', ')}`);
    if (!isDeepStrictEqual(before, after)) failures.push('R3: user profiles changed in a failed sync');
    if (!status.lastSync?.errors.length) failures.push('R3: the sync status does not show the errors');
    return {
      failures,
      lines: [
        `R3 CRM outage mid-sync (Zoho stand-in, ${CONTACTS} contacts; requests to the CRM API ${served.length}, ` +
          `${failed} answered 503 from the second page of contacts on): Sync Now answered ${sync.status} after ` +
          `${(tookMs / 1000).toFixed(1)} s with success ${result.success}, ${result.syncedCount} synced, errors ` +
          `${JSON.stringify(result.errors)}; written: ${types.join(', ')}; ${before.length} user profiles unchanged: ` +
          `${isDeepStrictEqual(before, after) ? 'yes' : 'no'}; the demo admin and customer signed in through nginx ` +
          `afterwards; the console's sync status shows ${status.lastSync?.errors.length ?? 0} error(s)`,
      ],
    };
  } finally {
    await pool.end();
    if (replica.exitCode === null && replica.signalCode === null) replica.kill('SIGTERM');
    await exited;
    await zoho.close();
  }
};

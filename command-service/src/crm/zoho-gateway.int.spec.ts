import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CrmContact } from '@zen/contracts';
import { loadConfig, type Config, type Logger } from '@zen/platform';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { startZohoStandIn, type ZohoRecord, type ZohoStandIn } from './testing/zoho-stand-in.ts';
import { crmTokenStoreFor, type CrmTokenStore } from './token-store.ts';
import {
  createZohoGateway,
  CrmUnavailableError,
  exchangeAuthorizationCode,
  zohoHttpFor,
  type ZohoGatewayOptions,
} from './zoho-gateway.ts';

/** Everything the gateway logs, to check that no secret is ever among it. */
const logged: unknown[] = [];
const capture = (...args: unknown[]) => void logged.push(args);
const logger = {
  trace: capture,
  debug: capture,
  info: capture,
  warn: capture,
  error: capture,
  fatal: capture,
} as unknown as Logger;
const ACME = '4150868000000224001';
const GLOBEX = '4150868000000224002';

// This CRM names its custom fields its own way; the portal reads them through configuration.
const FIELD_SETTINGS = {
  ZOHO_FIELD_APPLICATIONS: 'Implemented_Apps',
  ZOHO_FIELD_PEOPLE_MODULES: 'People_Modules',
  ZOHO_FIELD_RECRUIT_MODULES: 'Recruit_Modules',
  ZOHO_FIELD_SUPPORT_CONTRACT: 'Support_Level',
  ZOHO_FIELD_USERGUIDE_SERVICE: 'Guide_Service',
  ZOHO_FIELD_INSTANT_CHAT: 'Live_Chat',
  ZOHO_FIELD_SUPPORT_TICKETS: 'Ticket_Support',
  ZOHO_FIELD_CONTENT_LOOKUP: 'Lookup_Access',
  ZOHO_FIELD_STATUS: 'Status_Field',
};

const accounts = (): ZohoRecord[] => [
  {
    id: ACME,
    Account_Name: 'Acme Corporation',
    Email: 'people.team@acme.example',
    Implemented_Apps: ['Zoho People', 'Zoho Recruit'],
    People_Modules: ['Leave', 'Attendance', 'Onboarding'],
    Recruit_Modules: ['Jobs', 'Interviews'],
    Support_Level: 'Priority',
    Guide_Service: true,
    Live_Chat: false,
    Ticket_Support: true,
    Lookup_Access: true,
    Status_Field: null,
  },
  {
    id: GLOBEX,
    Account_Name: 'Globex Ltd',
    Billing_Contact: 'hr@globex.example',
    Implemented_Apps: ['Zoho People'],
    People_Modules: ['Leave'],
    Recruit_Modules: [],
    Support_Level: 'Basic',
    Guide_Service: false,
    Live_Chat: false,
    Ticket_Support: false,
    Lookup_Access: true,
    Status_Field: null,
  },
];

const contacts = (): ZohoRecord[] => [
  {
    id: '4150868000000301001',
    Email: 'Casey@Acme.example',
    First_Name: 'Casey',
    Last_Name: 'Customer',
    Mobile: '+1 555 0101',
    Title: 'Talent Partner',
    Account_Name: { name: 'Acme Corporation', id: ACME },
    // Contact-level values: an empty multi-select and an unticked box inherit the account's.
    Implemented_Apps: [],
    People_Modules: ['Leave'],
    Recruit_Modules: [],
    Support_Level: null,
    Guide_Service: false,
    Live_Chat: true,
    Ticket_Support: false,
    Lookup_Access: false,
    Status_Field: null,
    // Default field names hold something else in this CRM: they must not be read.
    Applications_Implemented: ['General'],
    Support_Contract: 'None',
  },
  {
    id: '4150868000000301002',
    Email: 'former@globex.example',
    First_Name: 'Former',
    Last_Name: 'Employee',
    Phone: '+44 20 7946 0000',
    Title: null,
    Account_Name: { name: 'Globex Ltd', id: GLOBEX },
    Status_Field: 'Inactive',
  },
];

const CASEY: CrmContact = {
  crmContactId: '4150868000000301001',
  email: 'casey@acme.example',
  firstName: 'Casey',
  lastName: 'Customer',
  mobile: '+1 555 0101',
  jobTitle: 'Talent Partner',
  companyId: ACME,
  companyName: 'Acme Corporation',
  applications: ['Zoho People', 'Zoho Recruit'],
  peopleModulesAccess: ['Leave'],
  recruitModulesAccess: ['Jobs', 'Interviews'],
  supportContract: 'Priority',
  userguideService: true,
  serviceAccess: {
    contentLookup: true,
    instantChatSupport: true,
    supportTickets: true,
    companyUserGuide: true,
  },
  active: true,
};

let db: TestDatabase;
let zoho: ZohoStandIn;
let config: Config;
let store: CrmTokenStore;
/** The tokens of the current connection, as Zoho issued them. */
let issued: { accessToken: string; refreshToken: string };

const FAST_RETRY = { baseDelayMs: 5, maxDelayMs: 20 };
const gateway = (options: Partial<ZohoGatewayOptions> = {}) =>
  createZohoGateway({ pool: db.pool, config, logger, retry: FAST_RETRY, ...options });

/** What the OAuth callback does: exchange a fresh grant code and store the tokens. */
const connect = async () => {
  const grant = await exchangeAuthorizationCode(zohoHttpFor({ logger }), {
    accountsUrl: zoho.accountsUrl,
    clientId: zoho.clientId,
    clientSecret: zoho.clientSecret,
    redirectUri: 'http://portal.test/api/auth/zoho-callback',
    code: zoho.issueAuthorizationCode(),
  });
  await store.save({
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken!,
    expiresAt: grant.expiresAt,
    apiDomain: grant.apiDomain!,
    accountsUrl: zoho.accountsUrl,
  });
  issued = { accessToken: grant.accessToken, refreshToken: grant.refreshToken! };
};

const api = (path: string) => zoho.requests.filter((r) => r.server === 'api' && r.path === path);
const refreshes = () =>
  zoho.requests.filter((r) => r.path === '/oauth/v2/token' && r.form.grant_type === 'refresh_token');

const closedPort = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};

beforeAll(async () => {
  db = await createTestDatabase();
  zoho = await startZohoStandIn({ contacts: contacts(), accounts: accounts() });
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'a-session-secret-for-the-zoho-gateway-tests',
    CRM_MODE: 'zoho',
    ZOHO_CLIENT_ID: zoho.clientId,
    ZOHO_CLIENT_SECRET: zoho.clientSecret,
    ZOHO_ACCOUNTS_URL: zoho.accountsUrl,
    // Nothing listens here: API calls must go to the api_domain Zoho named in the token answer.
    ZOHO_API_DOMAIN: await closedPort(),
    ...FIELD_SETTINGS,
  });
  store = crmTokenStoreFor({ pool: db.pool, config });
});

afterAll(async () => {
  await zoho?.close();
  await db?.close();
});

beforeEach(async () => {
  zoho.clearFailures();
  zoho.rejectRefresh(false);
  zoho.contacts.splice(0, Infinity, ...contacts());
  await connect();
  zoho.requests.length = 0;
});

describe('Zoho CRM gateway', () => {
  it('stores the tokens encrypted: the row holds neither token in the clear', async () => {
    const { rows } = await db.pool.query('SELECT * FROM crm_tokens');
    expect(rows).toHaveLength(1);
    const row = JSON.stringify(rows[0]);
    expect(row).not.toContain(issued.accessToken);
    expect(row).not.toContain(issued.refreshToken);
    expect(rows[0].access_token_enc).toMatch(/^v1:/);
    expect(rows[0].refresh_token_enc).toMatch(/^v1:/);
    expect(rows[0]).toMatchObject({ api_domain: zoho.apiDomain, accounts_url: zoho.accountsUrl });
    expect(await gateway().isConnected()).toBe(true);
  });

  it('finds a contact by e-mail, merges its account’s fields and reads the configured field names', async () => {
    const lookup = await gateway().findContactByEmail(' CASEY@acme.EXAMPLE ');
    expect(lookup).toEqual({ status: 'found', contact: CASEY });

    const [search] = api('/crm/v8/Contacts/search');
    expect(search).toMatchObject({
      query: { email: 'casey@acme.example' },
      authorization: `Zoho-oauthtoken ${issued.accessToken}`,
      status: 200,
    });
    expect(api(`/crm/v8/Accounts/${ACME}`)).toHaveLength(1);
    expect(refreshes()).toHaveLength(0);
  });

  it('reports a contact marked Inactive, with a phone number when there is no mobile', async () => {
    const lookup = await gateway().findContactByEmail('former@globex.example');
    expect(lookup).toMatchObject({
      status: 'found',
      contact: {
        active: false,
        mobile: '+44 20 7946 0000',
        jobTitle: null,
        companyName: 'Globex Ltd',
        supportContract: 'Basic',
        serviceAccess: { instantChatSupport: false, companyUserGuide: false, contentLookup: true },
      },
    });
  });

  it('answers not-found when Zoho answers 204 No Content', async () => {
    expect(await gateway().findContactByEmail('nobody@acme.example')).toEqual({ status: 'not-found' });
    expect(api('/crm/v8/Contacts/search').map((r) => r.status)).toEqual([204]);
  });

  it('refreshes an expired access token before use, once for concurrent lookups', async () => {
    // Two hours on: the token Zoho said lasts one hour has expired.
    const later = () => Date.now() + 2 * 60 * 60 * 1000;
    const crm = gateway({ now: later });
    const lookups = await Promise.all(
      Array.from({ length: 5 }, () => crm.findContactByEmail('casey@acme.example')),
    );
    expect(lookups.every((lookup) => lookup.status === 'found')).toBe(true);
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]!.form).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: issued.refreshToken,
      client_id: zoho.clientId,
    });
    const used = new Set(api('/crm/v8/Contacts/search').map((r) => r.authorization));
    expect(used.size).toBe(1);
    expect(used.has(`Zoho-oauthtoken ${issued.accessToken}`)).toBe(false);

    // The new token was stored: the next lookup uses it without refreshing again.
    await crm.findContactByEmail('casey@acme.example');
    expect(refreshes()).toHaveLength(1);
    const stored = await store.read();
    expect(stored?.refreshToken).toBe(issued.refreshToken);
    expect(stored?.expiresAt!.getTime()).toBeGreaterThan(later() + 50 * 60 * 1000);
  });

  it('refreshes once and retries when Zoho answers 401 INVALID_TOKEN', async () => {
    zoho.expireAccessTokens();
    expect(await gateway().findContactByEmail('casey@acme.example')).toEqual({
      status: 'found',
      contact: CASEY,
    });
    expect(api('/crm/v8/Contacts/search').map((r) => r.status)).toEqual([401, 200]);
    expect(refreshes()).toHaveLength(1);
  });

  it('forgets a connection whose refresh token Zoho refuses, so admins see it must be set up again', async () => {
    zoho.expireAccessTokens();
    zoho.rejectRefresh();
    const crm = gateway();
    const lookup = await crm.findContactByEmail('casey@acme.example');
    expect(lookup).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/connect Zoho CRM again/),
    });
    expect(await crm.isConnected()).toBe(false);
    expect(await crm.findContactByEmail('casey@acme.example')).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/not connected/),
    });
  });

  it('pages through every contact, 200 at a time, with the company fields of each one’s account', async () => {
    for (let n = 0; n < 448; n++) {
      zoho.contacts.push({
        id: `4150868000001${String(n).padStart(6, '0')}`,
        Email: `employee${n}@acme.example`,
        First_Name: `Employee ${n}`,
        Last_Name: 'Acme',
        Account_Name: { name: 'Acme Corporation', id: ACME },
      });
    }
    const listed: CrmContact[] = [];
    for await (const contact of gateway().listContacts()) listed.push(contact);

    expect(listed).toHaveLength(450);
    expect(listed[0]).toEqual(CASEY);
    expect(listed.at(-1)).toMatchObject({
      email: 'employee447@acme.example',
      companyName: 'Acme Corporation',
      applications: ['Zoho People', 'Zoho Recruit'],
      supportContract: 'Priority',
    });
    const pages = api('/crm/v8/Contacts');
    expect(pages.map((r) => [r.query.page, r.query.per_page])).toEqual([
      ['1', '200'],
      ['2', '200'],
      ['3', '200'],
    ]);
    expect(pages[0]!.query.fields!.split(',')).toEqual(
      expect.arrayContaining(['Email', 'Account_Name', 'Implemented_Apps', 'Status_Field']),
    );
    // Accounts are read in pages too, not one request per contact.
    expect(api('/crm/v8/Accounts')).toHaveLength(1);
    expect(zoho.requests.filter((r) => r.path.startsWith('/crm/v8/Accounts/'))).toHaveLength(0);
  });

  it('lists companies with their e-mail, or the first e-mail-like field', async () => {
    expect(await gateway().listCompanies()).toEqual([
      { id: ACME, name: 'Acme Corporation', email: 'people.team@acme.example' },
      { id: GLOBEX, name: 'Globex Ltd', email: null },
    ]);
  });

  it('waits as Retry-After says on 429, and retries 5xx, then succeeds', async () => {
    zoho.setFailures({ status: 429, count: 1, retryAfterSeconds: 1 });
    const waits: number[] = [];
    const recordWait = async (ms: number) => waits.push(ms);
    expect(await gateway({ wait: recordWait }).findContactByEmail('casey@acme.example')).toMatchObject({
      status: 'found',
    });
    expect(waits).toEqual([1000]);
    expect(api('/crm/v8/Contacts/search').map((r) => r.status)).toEqual([429, 200]);

    zoho.requests.length = 0;
    zoho.setFailures({ status: 500, count: 1 });
    zoho.setFailures({ status: 503, count: 1, server: 'accounts' });
    zoho.expireAccessTokens();
    expect(await gateway().findContactByEmail('casey@acme.example')).toMatchObject({ status: 'found' });
    expect(api('/crm/v8/Contacts/search').map((r) => r.status)).toEqual([500, 401, 200]);
    expect(zoho.requests.filter((r) => r.server === 'accounts').map((r) => r.status)).toEqual([503, 200]);
  });

  it('gives up after a bounded number of attempts and reports the CRM unavailable', async () => {
    zoho.setFailures({ status: 500, count: Infinity });
    try {
      const lookup = await gateway().findContactByEmail('casey@acme.example');
      expect(lookup).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/answered 500/) });
      // A person is waiting on a sign-in lookup: the first attempt and one retry.
      expect(api('/crm/v8/Contacts/search')).toHaveLength(2);
      await expect(gateway().listCompanies()).rejects.toBeInstanceOf(CrmUnavailableError);
      // Background work (sync, lists) keeps the full policy: the first attempt and four retries.
      expect(api('/crm/v8/Accounts')).toHaveLength(5);
    } finally {
      zoho.clearFailures();
    }
  });

  it('does not wait for a Retry-After longer than it allows', async () => {
    zoho.setFailures({ status: 429, count: 1, retryAfterSeconds: 3600 });
    const lookup = await gateway().findContactByEmail('casey@acme.example');
    expect(lookup).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/rate limiting .* 3600 s/),
    });
  });

  it('reports the CRM unavailable when nothing answers at its address', async () => {
    const stored = (await store.read())!;
    await store.save({ ...stored, apiDomain: await closedPort() });
    const crm = gateway({ retry: { ...FAST_RETRY, retries: 1 } });
    expect(await crm.findContactByEmail('casey@acme.example')).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/could not be reached \(ECONNREFUSED\)/),
    });
    await expect(async () => {
      for await (const _ of crm.listContacts()) break;
    }).rejects.toThrow(/could not be reached/);
  });

  it('treats tokens encrypted under another key as no connection, without asking Zoho', async () => {
    const rotated = gateway({ config: { ...config, CRM_TOKEN_KEY: randomBytes(32).toString('base64') } });
    expect(await rotated.isConnected()).toBe(false);
    expect(await rotated.findContactByEmail('casey@acme.example')).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/cannot be decrypted .*connect Zoho CRM again/),
    });
    expect(zoho.requests).toHaveLength(0);
  });

  it('reports the CRM unavailable when it is not connected, and never asks Zoho', async () => {
    await store.clear();
    const crm = gateway();
    expect(await crm.isConnected()).toBe(false);
    expect(await crm.findContactByEmail('casey@acme.example')).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/not connected/),
    });
    await expect(crm.listCompanies()).rejects.toThrow(/not connected/);
    expect(zoho.requests).toHaveLength(0);
  });

  it('never puts a token or the client secret in what it reports or logs', async () => {
    zoho.expireAccessTokens();
    zoho.rejectRefresh();
    const lookup = await gateway().findContactByEmail('casey@acme.example');
    expect(lookup.status).toBe('unavailable');
    // Every log line of this file's tests (refreshes, retries, outages), and this answer.
    const text = JSON.stringify([lookup, logged]);
    expect(logged.length).toBeGreaterThan(5);
    const secrets = zoho.requests.flatMap((r) => [r.form.refresh_token, r.authorization?.split(' ')[1]]);
    for (const secret of [issued.accessToken, issued.refreshToken, zoho.clientSecret, ...secrets]) {
      if (secret) expect(text).not.toContain(secret);
    }
  });
});

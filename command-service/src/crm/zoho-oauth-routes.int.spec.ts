import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, loadConfig } from '@zen/platform';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { startZohoStandIn, type ZohoStandIn } from './testing/zoho-stand-in.ts';
import { createZohoGateway } from './zoho-gateway.ts';
import { isTrustedAccountsServer } from './zoho-oauth-routes.ts';

const logger = createLogger('silent');
const CRM_TOKEN_KEY = randomBytes(32).toString('base64');

type Agent = Awaited<ReturnType<TestPortal['agent']>>;

let zoho: ZohoStandIn;
/** Another server that answers like Zoho's accounts server, at an address that is not Zoho's. */
let impostor: ZohoStandIn;
let portal: TestPortal;

const zohoEnv = (): Record<string, string> => ({
  CRM_MODE: 'zoho',
  ZOHO_CLIENT_ID: zoho.clientId,
  ZOHO_CLIENT_SECRET: zoho.clientSecret,
  ZOHO_ACCOUNTS_URL: zoho.accountsUrl,
  ZOHO_API_DOMAIN: zoho.apiDomain,
  CRM_TOKEN_KEY,
});

/** Starts the connection as an admin; returns the consent URL the browser is sent to. */
const startSetup = async (agent: Agent): Promise<URL> => {
  const response = await agent.get('/api/auth/zoho-setup').expect(302);
  return new URL(response.headers.location as string);
};

/** What Zoho's consent screen does once the admin accepts: send the browser back with a code. */
const consent = async (consentUrl: URL): Promise<URL> => {
  const response = await fetch(consentUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
};

/** Follows the callback in the admin's browser; returns where the portal sends them next. */
const callback = async (agent: Agent, url: URL): Promise<string> =>
  (await agent.get(`${url.pathname}${url.search}`).expect(302)).headers.location as string;

const codeExchanges = (server = zoho) =>
  server.requests.filter((r) => r.path === '/oauth/v2/token' && r.form.grant_type === 'authorization_code');
const storedRows = async () => (await portal.pool.query('SELECT * FROM crm_tokens')).rows;

beforeAll(async () => {
  zoho = await startZohoStandIn({
    location: 'eu',
    accounts: [{ id: '1', Account_Name: 'Acme Corporation' }],
    contacts: [
      {
        id: '11',
        Email: TEST_CUSTOMER,
        First_Name: 'Casey',
        Account_Name: { id: '1', name: 'Acme Corporation' },
      },
    ],
  });
  impostor = await startZohoStandIn({ clientId: zoho.clientId, clientSecret: zoho.clientSecret });
  // The portal as it runs: these routes are mounted by command-service (app.ts).
  portal = await startTestPortal({ env: zohoEnv() });
});

afterAll(async () => {
  await portal?.close();
  await zoho?.close();
  await impostor?.close();
});

beforeEach(async () => {
  await portal.pool.query('DELETE FROM crm_tokens');
  zoho.requests.length = 0;
  impostor.requests.length = 0;
});

describe('connecting Zoho CRM', () => {
  it('sends the admin to Zoho’s consent screen with a fresh state and offline access', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const first = await startSetup(admin);
    expect(first.origin).toBe(zoho.accountsUrl);
    expect(first.pathname).toBe('/oauth/v2/auth');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      scope: 'ZohoCRM.modules.contacts.READ,ZohoCRM.modules.accounts.READ,ZohoSearch.securesearch.READ',
      client_id: zoho.clientId,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      // No ZOHO_REDIRECT_URI and no public origin: the request's own origin.
      redirect_uri: `${portal.url}/api/auth/zoho-callback`,
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    const second = await startSetup(admin);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it('exchanges the code at the data centre’s accounts server and stores working tokens', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const back = await consent(await startSetup(admin));
    expect(back.searchParams.get('accounts-server')).toBe(zoho.accountsUrl);

    expect(await callback(admin, back)).toBe('/admin/?crm=connected');
    expect(codeExchanges()).toHaveLength(1);
    expect(codeExchanges()[0]!.form).toMatchObject({
      client_id: zoho.clientId,
      client_secret: zoho.clientSecret,
      redirect_uri: `${portal.url}/api/auth/zoho-callback`,
      code: back.searchParams.get('code'),
    });

    const [row] = await storedRows();
    expect(row).toMatchObject({ api_domain: zoho.apiDomain, accounts_url: zoho.accountsUrl });
    expect(row.refresh_token_enc).toMatch(/^v1:/);
    // The stored connection works: a gateway with the portal's settings finds a contact with it.
    const crm = createZohoGateway({ pool: portal.pool, config: loadConfig(zohoEnv()), logger });
    expect(await crm.isConnected()).toBe(true);
    expect(await crm.findContactByEmail(TEST_CUSTOMER)).toMatchObject({
      status: 'found',
      contact: { firstName: 'Casey', companyName: 'Acme Corporation' },
    });
  });

  it('accepts a state once only', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const back = await consent(await startSetup(admin));
    expect(await callback(admin, back)).toBe('/admin/?crm=connected');
    await portal.pool.query('DELETE FROM crm_tokens');

    expect(await callback(admin, back)).toBe('/admin/?crm=error');
    expect(codeExchanges()).toHaveLength(1);
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a callback whose state is not the one this session started', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const forged = await consent(await startSetup(admin));
    forged.searchParams.set('state', 'forged-state-value');
    expect(await callback(admin, forged)).toBe('/admin/?crm=error');

    // Another admin session, which never started a connection, cannot use a genuine callback either.
    const other = await portal.agent(TEST_ADMIN);
    const genuine = await consent(await startSetup(admin));
    expect(await callback(other, genuine)).toBe('/admin/?crm=error');

    expect(codeExchanges()).toHaveLength(0);
    expect(await storedRows()).toHaveLength(0);
  });

  it('reports a refused consent or a refused code as an error, storing nothing', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const denied = await consent(await startSetup(admin));
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    expect(await callback(admin, denied)).toBe('/admin/?crm=error');

    const badCode = await consent(await startSetup(admin));
    badCode.searchParams.set('code', '1000.not-a-code-zoho-issued');
    expect(await callback(admin, badCode)).toBe('/admin/?crm=error');
    // Zoho refuses a grant with 200 { error: 'invalid_code' }.
    expect(codeExchanges().map((r) => r.status)).toEqual([200]);
    expect(await storedRows()).toHaveLength(0);
  });

  it('never sends the code or the client secret to an accounts server that is not Zoho’s', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const back = await consent(await startSetup(admin));
    back.searchParams.set('accounts-server', impostor.accountsUrl);
    // The configured accounts server is used instead, and the connection still works.
    expect(await callback(admin, back)).toBe('/admin/?crm=connected');
    expect(codeExchanges()).toHaveLength(1);
    expect(impostor.requests).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const anonymous = supertest(portal.url);
    await anonymous.get('/api/auth/zoho-setup').expect(401);
    await anonymous.get('/api/auth/zoho-callback?code=x&state=y').expect(401);
    const customer = await portal.agent(TEST_CUSTOMER);
    const refused = await customer.get('/api/auth/zoho-setup').expect(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    await customer.get('/api/auth/zoho-callback?code=x&state=y').expect(403);
    expect(zoho.requests).toHaveLength(0);
  });
});

describe('connecting Zoho CRM, as configured', () => {
  it('explains that the portal reads the local directory when CRM_MODE is not zoho', async () => {
    const directory = await startTestPortal();
    try {
      const admin = await directory.agent(TEST_ADMIN);
      const answer = await admin.get('/api/auth/zoho-setup').expect(400);
      expect(answer.body).toMatchObject({ status: 400, detail: expect.stringMatching(/CRM_MODE=zoho/) });
    } finally {
      await directory.close();
    }
  });

  it('names the missing client settings, and uses ZOHO_REDIRECT_URI when it is set', async () => {
    const { ZOHO_CLIENT_SECRET: _secret, ...withoutSecret } = zohoEnv();
    const unconfigured = await startTestPortal({ env: withoutSecret });
    const redirected = await startTestPortal({
      env: { ...zohoEnv(), ZOHO_REDIRECT_URI: 'https://learn.provider.example/api/auth/zoho-callback' },
    });
    try {
      const answer = await (await unconfigured.agent(TEST_ADMIN)).get('/api/auth/zoho-setup').expect(400);
      expect(answer.body.detail).toMatch(/ZOHO_CLIENT_ID and ZOHO_CLIENT_SECRET/);
      const consentUrl = await startSetup(await redirected.agent(TEST_ADMIN));
      expect(consentUrl.searchParams.get('redirect_uri')).toBe(
        'https://learn.provider.example/api/auth/zoho-callback',
      );
    } finally {
      await unconfigured.close();
      await redirected.close();
    }
  });
});

describe('trusted accounts servers', () => {
  it.each([
    ['https://accounts.zoho.com', true],
    ['https://accounts.zoho.eu', true],
    ['https://accounts.zoho.in/', true],
    ['https://accounts.zoho.com.au', true],
    ['https://accounts.zoho.jp', true],
    ['https://accounts.zoho.com.cn', true],
    ['https://accounts.zohocloud.ca', true],
    ['https://accounts.zoho.sa', true],
    ['http://accounts.zoho.eu', false],
    ['https://accounts.zoho.eu:8443', false],
    ['https://user@accounts.zoho.eu', false],
    ['https://accounts.zoho.com.evil.example', false],
    ['https://evilzoho.com', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s -> %s', (value, trusted) => {
    expect(isTrustedAccountsServer(value, 'https://accounts.zoho.com')).toBe(trusted);
  });

  it('trusts exactly the configured accounts server, whatever its scheme', () => {
    expect(isTrustedAccountsServer('http://127.0.0.1:4100', 'http://127.0.0.1:4100')).toBe(true);
    expect(isTrustedAccountsServer('http://127.0.0.1:4101', 'http://127.0.0.1:4100')).toBe(false);
  });
});

import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChecks } from '@zen/platform';
import { addCustomer, countEvents, type Agent } from './testing/learner.ts';
import {
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  TEST_PASSWORD,
  type TestPortal,
} from './testing/index.ts';

/**
 * Sessions and sign-in as an attacker meets them (DESIGN §7, §8): a deactivated account's
 * sessions end, the cookie is out of reach of scripts and other sites, a cross-site request with
 * the cookie is refused, and sign-in does not tell an unknown e-mail from a wrong password.
 */
let portal: TestPortal;
let admin: Agent;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
});
afterAll(async () => {
  await portal?.close();
});

const cookieOf = (response: { headers: Record<string, unknown> }): string => {
  const cookies = [response.headers['set-cookie'] ?? []].flat() as string[];
  const session = cookies.find((cookie) => cookie.startsWith('zen.sid='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session;
};

describe('deactivation', () => {
  it("ends the account's sessions at once and refuses its next sign-in", async () => {
    const { agent, userId } = await addCustomer(portal, 'leaver@globex.example');
    await agent.get('/api/session').expect(200);
    await admin.post(`/api/admin/users/${userId}/deactivate`).send({}).expect(200);
    await agent.get('/api/session').expect(200, { user: null });
    const after = await agent.get('/api/profile').expect(401);
    expect(after.headers['content-type']).toMatch(/^application\/problem\+json/);
    await agent.post('/api/favorites').send({ contentId: 1 }).expect(401);
    const again = await supertest(portal.url)
      .post('/api/auth/login')
      .send({ email: 'leaver@globex.example', password: TEST_PASSWORD });
    expect(again.status).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure when the portal is served over plain HTTP', async () => {
    const login = await supertest(portal.url)
      .post('/api/auth/login')
      .send({ email: TEST_CUSTOMER, password: TEST_PASSWORD })
      .expect(200);
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is also Secure in production behind HTTPS (NODE_ENV=production, an https public origin)', async () => {
    const production = await startTestPortal({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-that-is-long-enough-for-the-check',
        PORTAL_PUBLIC_ORIGIN: 'https://learn.provider.example',
        // TLS ends at the proxy, which says so: the only way a Secure cookie is ever sent.
        PORTAL_TRUST_PROXY: '1',
      },
    });
    try {
      const login = await supertest(production.url)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: TEST_CUSTOMER, password: TEST_PASSWORD })
        .expect(200);
      const cookie = cookieOf(login);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await production.close();
    }
  });
});

describe('cross-site requests carrying the cookie', () => {
  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['a sibling site', { Origin: 'https://evil.acme.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('from %s are refused with 403 and write nothing', async (_name, headers) => {
    const customer = await portal.agent(TEST_CUSTOMER);
    const before = await countEvents(portal);
    const refused = await customer
      .post('/api/activity')
      .set(headers)
      .send({ action: 'search', searchQuery: 'csrf' });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const logout = await customer.post('/api/auth/logout').set(headers);
    expect(logout.status).toBe(403);
    expect(await countEvents(portal)).toBe(before);
    await customer.get('/api/session').expect(200);
  });

  it('sent as a form (a content type a cross-site form can send) is refused with 415', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    const before = await countEvents(portal);
    await customer.post('/api/activity').type('form').send('action=search&searchQuery=csrf').expect(415);
    await customer.post('/api/activity').type('text/plain').send('{"action":"search"}').expect(415);
    expect(await countEvents(portal)).toBe(before);
  });

  it('from the same origin are accepted (the refusals above are about the origin)', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    await customer
      .post('/api/activity')
      .set({ Origin: portal.url, 'Sec-Fetch-Site': 'same-origin' })
      .send({ action: 'search', searchQuery: 'same origin' })
      .expect(202);
  });
});

describe('the sign-in routes, however their path is written', () => {
  // Express matches paths without regard to case, so the session must be there for them too.
  it('sign in and sign out when the path is in capitals', async () => {
    const agent = supertest.agent(portal.url);
    await agent.post('/api/auth/login').send({ email: TEST_CUSTOMER, password: TEST_PASSWORD }).expect(200);
    expect((await agent.get('/api/session')).body.user.email).toBe(TEST_CUSTOMER);
    await agent.post('/API/AUTH/LOGOUT').send({}).expect(204);
    expect((await agent.get('/api/session')).body).toEqual({ user: null });
    // Signed in again by a capitalised path, while the signed-out session's cookie is still sent.
    await agent.post('/Api/Auth/Login').send({ email: TEST_CUSTOMER, password: TEST_PASSWORD }).expect(200);
    expect((await agent.get('/api/session')).body.user.email).toBe(TEST_CUSTOMER);
  });
});

describe('sign-in', () => {
  const attempt = async (email: string, password: string) =>
    supertest(portal.url).post('/api/auth/login').send({ email, password });

  it('answers an unknown e-mail and a wrong password with the same status and message', async () => {
    const unknown = await attempt('nobody-here@acme.example', 'wrong password, long enough');
    const wrong = await attempt(TEST_CUSTOMER, 'wrong password, long enough');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  // The same argon2 work either way, so the time an answer takes does not tell them apart: an
  // unknown e-mail is checked against a decoy hash made with the real hashes' parameters
  // (passwords.unit.spec.ts). Counted, not timed: a time is a figure for the bench.
  it('checks a password against an argon2 hash for an unknown e-mail as for a wrong password', async () => {
    const checksFor = async (email: string) => {
      const before = passwordChecks();
      expect((await attempt(email, 'wrong password, long enough')).status).toBe(401);
      return passwordChecks() - before;
    };
    expect(await checksFor('nobody-at-all@acme.example')).toBe(1);
    expect(await checksFor(TEST_CUSTOMER)).toBe(1);
  });
});

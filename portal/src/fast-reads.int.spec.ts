import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  headersOf,
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  TEST_PASSWORD,
  type TestPortal,
} from './testing/index.ts';
import { addCustomer, createContent } from './testing/learner.ts';

/**
 * The hot reads answered before Express (platform/src/http/fast-reads.ts): the same answers as
 * their Express routes, and everything unusual still answered by Express. A response from
 * Express carries its ETag; one from the fast reads does not, which is how these tests tell
 * which answered.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

/** The first answer to `path` (Express fills the caches) and then one without it, for comparison. */
const fromBoth = async (agent: supertest.Agent, path: string) => {
  const express = await agent.get(path).expect(200);
  expect(express.headers.etag).toBeDefined();
  let fast: supertest.Response | undefined;
  // An account notification may drop the caches once more; the next read fills them again.
  await vi.waitFor(async () => {
    fast = await agent.get(path).expect(200);
    expect(fast.headers.etag).toBeUndefined();
  });
  return { express, fast: fast! };
};

describe('reads answered before Express', () => {
  it('answer who is signed in with the body and headers Express gives', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    const { express, fast } = await fromBoth(customer, '/api/session');
    expect(fast.body).toEqual(express.body);
    expect(fast.body.user.email).toBe(TEST_CUSTOMER);
    expect(headersOf(fast)).toEqual(headersOf(express));
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('search the catalogue as Express does', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    const path = '/api/content/filtered?type=help&search=leave&page=1';
    const { express, fast } = await fromBoth(customer, path);
    expect(fast.body).toEqual(express.body);
    expect(headersOf(fast)).toEqual(headersOf(express));
  });

  it('compress a large answer as Express does, for a client that accepts it', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const description = 'How managers approve, decline and follow up payroll requests. '.repeat(6);
    for (const n of [1, 2, 3, 4]) await createContent(admin, `Payroll approvals part ${n}`, { description });
    const customer = await portal.agent(TEST_CUSTOMER);
    // supertest asks for gzip and deflate, as a browser over plain http does, and decodes.
    const { express, fast } = await fromBoth(customer, '/api/content/filtered?type=help&search=payroll');
    expect(JSON.stringify(fast.body).length).toBeGreaterThan(1024);
    expect(fast.headers['content-encoding']).toBe('gzip');
    expect(fast.body).toEqual(express.body);
    expect(headersOf(fast)).toEqual(headersOf(express));
  });

  it("answer the learner's card states, progress and New Content as Express does, never to be cached", async () => {
    const admin = await portal.agent(TEST_ADMIN);
    await createContent(admin, 'Leave policy basics', { type: 'Article', learningJourney: 'Essential' });
    const latest = await createContent(admin, 'Approving leave requests', { learningJourney: 'Operational' });
    const email = 'fast-learner-reads@globex.example';
    const { agent: customer } = await addCustomer(portal, email);
    const newest = (await customer.get('/api/content/new').expect(200)).body as { id: number }[];
    expect(newest[0]?.id).toBe(latest.id);
    // Something of the learner's own in each answer: a favourite, and a completion.
    await customer.post('/api/favorites').send({ contentId: newest[0]!.id }).expect(201);
    await customer
      .post('/api/video-completions')
      .send({ contentId: newest[0]!.id, watchDurationSeconds: 95, totalDurationSeconds: 100 })
      .expect(201);
    const answers = new Map<string, supertest.Response>();
    const favouritesPath = '/api/favorites/tab%201';
    for (const path of ['/api/learner/state', '/api/learner/progress', '/api/content/new', favouritesPath]) {
      // A new sign-in: its session is not in memory yet, so Express answers first.
      const { express, fast } = await fromBoth(await portal.agent(email), path);
      expect(fast.body).toEqual(express.body);
      expect(headersOf(fast)).toEqual(headersOf(express));
      expect(fast.headers['cache-control']).toBe('no-store');
      answers.set(path, fast);
    }
    expect(answers.get('/api/learner/state')!.body).toMatchObject({
      favourites: [latest.id],
      completed: [latest.id],
    });
    expect(answers.get('/api/learner/progress')!.body.operational).toEqual({ completed: 1, total: 1 });
    expect(answers.get(favouritesPath)!.body.map((item: { id: number }) => item.id)).toEqual([latest.id]);
    const stillNew = answers.get('/api/content/new')!.body as { id: number }[];
    expect(stillNew.map((item) => item.id)).not.toContain(latest.id);
    expect(stillNew.length).toBeGreaterThan(0);
  });

  it('leave to Express a path parameter the contract refuses, cannot decode or cannot store', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    await vi.waitFor(async () => {
      expect((await customer.get('/api/favorites/tab').expect(200)).headers.etag).toBeUndefined();
    });
    const tooLong = await customer.get(`/api/favorites/${'x'.repeat(201)}`).expect(400);
    expect(tooLong.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(tooLong.body.errors.map((error: { field: string }) => error.field)).toContain('sessionId');
    await customer.get('/api/favorites/%E0%A4%A').expect(400);
    await customer.get('/api/favorites/tab%00').expect(400);
    // Not the one segment the route names: Express's answer, not a list of favourites.
    const deeper = await customer.get('/api/favorites/tab/more/segments');
    expect(deeper.status).toBe(404);
  });

  it('leave to Express a query the contract refuses, text the database cannot store, and no session', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    await vi.waitFor(async () => {
      expect((await customer.get('/api/session').expect(200)).headers.etag).toBeUndefined();
    });
    const refused = await customer.get('/api/content/filtered?type=help&page=0').expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toContain('page');
    const unstorable = await customer.get('/api/content/suggest?q=leave%00').expect(400);
    expect(unstorable.body.detail).toBe('The query is not valid');
    await supertest(portal.url).get('/api/session').expect(200, { user: null });
    await supertest(portal.url)
      .get('/api/session')
      .set('Cookie', 'zen.sid=s:forged.signature')
      .expect(200, { user: null });
    await supertest(portal.url).get('/api/learner/state').expect(401);
  });

  it('end at once with the session: signed out, the same cookie reads nothing', async () => {
    const login = await supertest(portal.url)
      .post('/api/auth/login')
      .send({ email: TEST_CUSTOMER, password: TEST_PASSWORD })
      .expect(200);
    const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
    const read = (path: string) => supertest(portal.url).get(path).set('Cookie', cookie);
    await vi.waitFor(async () => {
      expect((await read('/api/session').expect(200)).headers.etag).toBeUndefined();
    });
    await supertest(portal.url).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await read('/api/session').expect(200, { user: null });
    await read('/api/content/suggest?q=leave').expect(401);
  });
});

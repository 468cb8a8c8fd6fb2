import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MODULES, type CrmContact } from '@zen/contracts';
import { waitForReadModelsAtRest } from '@zen/projections';
import { openApiDocument } from '@zen/query-service/openapi/document';
import { operationsOf, type Operation } from './testing/openapi-operations.ts';
import { exampleTarget } from './testing/openapi-requests.ts';
import { writeDemoCatalogueAndGuide } from './testing/demo-data.ts';
import { addCustomer, crmContact, type Agent } from './testing/learner.ts';
import { startTestPortal, type TestPortal } from './testing/index.ts';

/**
 * Identity comes from the session only (DESIGN §7, §8): whatever ids, e-mails or company a request
 * names, a customer reads and changes only their own data, and reads only their own company's
 * guide. Two customers of two companies: Alice of Acme (whose company has a published guide) and
 * Bob of Globex.
 */
const contactOf = (email: string, companyId: string, companyName: string): CrmContact => ({
  ...crmContact(email, { applications: ['Zoho People'], peopleModulesAccess: [...PEOPLE_MODULES] }),
  companyId,
  companyName,
  userguideService: true,
  serviceAccess: {
    contentLookup: true,
    instantChatSupport: true,
    supportTickets: true,
    companyUserGuide: true,
  },
});

const ALICE = 'alice.acmeson@acme.example';
const BOB = 'bob.globexson@globex.example';
/** Strings only Alice's data contains: none may reach Bob. */
let aliceMarkers: string[];

let portal: TestPortal;
let alice: Agent;
let bob: Agent;
let aliceId: string;
let bobId: string;
let items: number[];

beforeAll(async () => {
  portal = await startTestPortal();
  await writeDemoCatalogueAndGuide(portal);
  ({ agent: alice, userId: aliceId } = await addCustomer(
    portal,
    ALICE,
    contactOf(ALICE, 'acme', 'Acme Corporation'),
    ['Alice', 'Acmeson'],
  ));
  ({ agent: bob, userId: bobId } = await addCustomer(portal, BOB, contactOf(BOB, 'globex', 'Globex Ltd'), [
    'Bob',
    'Globexson',
  ]));
  const { rows } = await portal.pool.query<{ id: number }>(
    `SELECT id FROM content_catalogue WHERE application = 'Zoho People' AND type = 'Video' ORDER BY id LIMIT 3`,
  );
  items = rows.map((row) => row.id);
  // Alice's learning: a favourite, a completion, a video in progress, a view and a search.
  await alice.post('/api/favorites').send({ contentId: items[0] }).expect(201);
  await alice
    .post('/api/video-completions')
    .send({
      contentId: items[0],
      watchDurationSeconds: 95,
      totalDurationSeconds: 100,
      completionPercentage: 95,
    })
    .expect(201);
  await alice.post('/api/video-starts').send({ contentId: items[1] }).expect(200);
  await alice.post('/api/activity').send({ action: 'view', contentId: items[1] }).expect(202);
  await alice.post('/api/activity').send({ action: 'search', searchQuery: 'approving leave' }).expect(202);
  await waitForReadModelsAtRest(portal.pool);
  aliceMarkers = [ALICE, aliceId, 'Acmeson', 'approving leave'];
});
afterAll(async () => {
  await portal?.close();
});

const learnerReads = operationsOf(openApiDocument()).filter(
  (operation) => operation.access === 'signed-in' && operation.method === 'get',
);

/** Every parameter that could name a person, set to Alice's id, e-mail or company. */
const namingAlice = (): Record<string, string> => ({
  sessionId: aliceId,
  userId: aliceId,
  id: String(items[0]),
  email: ALICE,
  userEmail: ALICE,
  emailDomain: 'acme.example',
  companySlugOrName: 'acme-corporation',
});
const namingBob = (): Record<string, string> => ({
  ...namingAlice(),
  sessionId: bobId,
  userId: bobId,
  email: BOB,
  userEmail: BOB,
  emailDomain: 'globex.example',
  companySlugOrName: 'globex-ltd',
});

/** The request for `operation` naming someone in every path parameter and in extra query keys. */
const read = (agent: Agent, operation: Operation, names: Record<string, string>) => {
  const target = exampleTarget(operation, names);
  const identity = new URLSearchParams({
    userId: names.userId!,
    email: names.email!,
    userEmail: names.userEmail!,
  });
  return agent.get(`${target}${target.includes('?') ? '&' : '?'}${identity}`);
};

/** What a response says, for comparing two answers (a PDF's bytes carry its creation time). */
const gist = (response: { status: number; type: string; body: unknown; text?: string }) =>
  response.type === 'application/json'
    ? { status: response.status, body: response.body }
    : { status: response.status, type: response.type };

describe("a customer's reads are their own, whatever the request names", () => {
  it('Alice sees her own learning (so the checks below compare something)', async () => {
    expect((await alice.get(`/api/favorites/${aliceId}`).expect(200)).body).toHaveLength(1);
    expect((await alice.get(`/api/video-completions/${aliceId}`).expect(200)).body).toHaveLength(1);
    const state = (await alice.get('/api/learner/state').expect(200)).body;
    expect(JSON.stringify(state)).toContain(String(items[1]));
  });

  it.each(
    learnerReads.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )(
    '%s as Bob naming Alice answers exactly as naming Bob, with nothing of Alice',
    async (_name, operation) => {
      const naming = await read(bob, operation, namingAlice());
      const self = await read(bob, operation, namingBob());
      expect(naming.status).toBeLessThan(500);
      // Naming Alice's company's guide is refused like any guide of another company (below).
      if (!operation.path.startsWith('/api/userguide/')) expect(gist(naming)).toEqual(gist(self));
      const text = naming.text ?? '';
      for (const marker of aliceMarkers) expect(text).not.toContain(marker);
    },
  );
});

describe("a customer's commands change only their own data, whatever the body names", () => {
  const aliceView = async () =>
    Promise.all(
      [
        '/api/learner/state',
        '/api/learner/progress',
        `/api/favorites/${aliceId}`,
        `/api/video-completions/${aliceId}`,
      ].map(async (path) => (await alice.get(path).expect(200)).body),
    );

  it('Bob naming Alice in sessions, e-mails and paths favourites, starts and completes for Bob only', async () => {
    const before = await aliceView();
    const alicesIdentity = { sessionId: aliceId, userEmail: ALICE, emailDomain: 'acme.example' };
    await bob
      .post('/api/favorites')
      .send({ ...alicesIdentity, contentId: items[2] })
      .expect(201);
    await bob.delete(`/api/favorites/${aliceId}/${items[0]}`).expect(200);
    await bob
      .post('/api/video-starts')
      .send({ ...alicesIdentity, contentId: items[2] })
      .expect(200);
    await bob
      .post('/api/video-completions')
      .send({ ...alicesIdentity, contentId: items[1], watchDurationSeconds: 1, totalDurationSeconds: 1 })
      .expect(201);
    await bob
      .post('/api/video-completions/recover')
      .send({ ...alicesIdentity, completions: [{ contentId: items[2] }] })
      .expect((response) => expect(response.status).toBeLessThan(300));
    await bob.post('/api/badges/check').send(alicesIdentity).expect(200);
    await bob
      .put('/api/profile')
      .send({
        ...alicesIdentity,
        email: ALICE,
        firstName: 'Mallory',
        lastName: 'Malloy',
        mobile: null,
        birthday: null,
        jobTitle: null,
      })
      .expect(204);
    await waitForReadModelsAtRest(portal.pool);

    expect(await aliceView()).toEqual(before);
    expect((await alice.get('/api/profile').expect(200)).body).toMatchObject({ firstName: 'Alice' });
    const bobs = (await bob.get(`/api/favorites/${aliceId}`).expect(200)).body as { id: number }[];
    expect(bobs.map((item) => item.id)).toEqual([items[2]]);
  });
});

describe('company user guides', () => {
  it("Alice reads her company's guide", async () => {
    const guide = await alice.get('/api/userguide/acme-corporation').expect(200);
    expect(guide.body).toMatchObject({ companySlug: 'acme-corporation' });
    await alice.get('/api/userguide/acme-corporation/pdf').expect(200);
  });

  it("Bob gets 404 for Acme's guide, by slug or by name, exactly as for a guide that does not exist", async () => {
    const missing = await bob.get('/api/userguide/no-such-company').expect(404);
    for (const path of ['acme-corporation', 'Acme%20Corporation', 'acme-corporation/pdf']) {
      const refused = await bob.get(`/api/userguide/${path}`).expect(404);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body).toEqual(missing.body);
    }
  });
});

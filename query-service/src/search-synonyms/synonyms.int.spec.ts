import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import type { ContentFormInput, CustomerContentPage, SynonymGroup } from '@zen/contracts';
import {
  liveAndRebuiltReadModels,
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  TEST_PASSWORD,
  type TestPortal,
} from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { CatalogueIndex, waitForReadModelsAtRest } from '@zen/projections';

/**
 * Search synonyms kept by staff (issue 11) on a real PostgreSQL: the console's calls, the rules a
 * group must keep, and what a customer's next search finds, on this replica and on another.
 */
let portal: TestPortal;
let admin: Awaited<ReturnType<TestPortal['agent']>>;
let customer: Awaited<ReturnType<TestPortal['agent']>>;
const ids: Record<string, number> = {};

// Words no other test item has: each search below finds only these.
const catalogue: Record<string, [title: string, overrides?: Partial<ContentFormInput>]> = {
  sabbatical: ['Requesting a sabbatical'],
  furlough: ['Furlough rules explained'],
  careerBreak: ['Planning a career break', { description: 'Unpaid months away from work.' }],
  // Typed word in the title: ranks before the synonyms' matches.
  typed: ['Extended absence overview', { keywords: ['extended absence'] }],
  wellbeing: ['Wellbeing days', { module: 'Engagement' }],
};

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  for (const [key, [title, overrides]] of Object.entries(catalogue)) {
    ids[key] = (await createContent(admin, title, overrides)).id;
  }
});
afterAll(async () => {
  await portal?.close();
});

/** The test customer, signed in on a second query-service replica of the same database. */
const customerOnReplica = async () => {
  const replica = await portal.replica();
  const agent = supertest.agent(replica.url);
  await agent.post('/api/auth/login').send({ email: TEST_CUSTOMER, password: TEST_PASSWORD }).expect(200);
  return agent;
};

const search = async (term: string, agent: ReturnType<typeof supertest.agent> = customer) =>
  (await agent.get('/api/content/filtered').query({ type: 'help', search: term }).expect(200))
    .body as CustomerContentPage;
const idsFor = async (term: string, agent?: ReturnType<typeof supertest.agent>) =>
  (await search(term, agent)).items.map((item) => item.id);

const createGroup = async (terms: string[]) =>
  (await admin.post('/api/admin/synonyms').send({ terms }).expect(201)).body as SynonymGroup;
const groupCount = async () =>
  Number((await admin.get('/api/admin/synonyms').expect(200)).headers['content-range']!.split('/')[1]);

describe('a group staff keep', () => {
  it('is saved as search reads it, listed, and found by id', async () => {
    const created = await admin
      .post('/api/admin/synonyms')
      .send({ terms: ['  Sabbatical ', 'FURLOUGH', 'career-break', 'sabbatical'] })
      .expect(201);
    const group = created.body as SynonymGroup;
    expect(group.terms).toEqual(['sabbatical', 'furlough', 'career break']);
    expect(created.headers.location).toBe(`/api/admin/synonyms/${group.id}`);
    expect(group.createdAt).toBe(group.updatedAt);

    const listed = await admin
      .get('/api/admin/synonyms')
      .query({ filter: JSON.stringify({ q: 'furl' }) })
      .expect(200);
    expect(listed.body).toEqual([group]);
    expect(listed.headers['content-range']).toBe('synonyms 0-0/1');
    expect((await admin.get(`/api/admin/synonyms/${group.id}`).expect(200)).body).toEqual(group);
    await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
  });

  it('makes the next search find what any of its terms finds, words highlighted, on any replica', async () => {
    const onReplica = await customerOnReplica();
    // Both indexes built before the group exists: what follows is an update.
    expect(await idsFor('sabbatical')).toEqual([ids.sabbatical]);
    expect(await idsFor('sabbatical', onReplica)).toEqual([ids.sabbatical]);

    const group = await createGroup(['extended absence', 'sabbatical', 'furlough', 'career break']);
    const expected = [ids.sabbatical, ids.furlough, ids.careerBreak, ids.typed].sort();
    expect((await idsFor('sabbatical')).sort()).toEqual(expected);
    expect((await idsFor('sabbatical', onReplica)).sort()).toEqual(expected);
    // Any term stands for the others: a phrase typed, a word typed, with other words beside it.
    expect((await idsFor('extended absence')).sort()).toEqual(expected);
    expect(await idsFor('furlough rules')).toEqual([ids.furlough]);
    const page = await search('furlough');
    expect(page.matchedTerms).toEqual(expect.arrayContaining(['furlough', 'sabbatical', 'career', 'break']));
    // The word typed ranks first among title matches.
    expect(page.items[0]!.id).toBe(ids.furlough);

    await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
  });

  it('changes and goes at once: the next search follows the terms as they now are', async () => {
    const onReplica = await customerOnReplica();
    const group = await createGroup(['wellbeing', 'sabbatical']);
    expect((await idsFor('wellbeing', onReplica)).sort()).toEqual([ids.sabbatical, ids.wellbeing].sort());

    const changed = await admin
      .put(`/api/admin/synonyms/${group.id}`)
      .send({ terms: ['wellbeing', 'furlough'] })
      .expect(200);
    expect((changed.body as SynonymGroup).terms).toEqual(['wellbeing', 'furlough']);
    expect((await idsFor('wellbeing')).sort()).toEqual([ids.furlough, ids.wellbeing].sort());
    expect((await idsFor('wellbeing', onReplica)).sort()).toEqual([ids.furlough, ids.wellbeing].sort());
    expect(await idsFor('sabbatical', onReplica)).toEqual([ids.sabbatical]);

    const removed = await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
    expect(removed.body).toEqual(changed.body);
    expect(await idsFor('wellbeing')).toEqual([ids.wellbeing]);
    expect(await idsFor('wellbeing', onReplica)).toEqual([ids.wellbeing]);
    await admin.get(`/api/admin/synonyms/${group.id}`).expect(404);
  });

  it('is used alike by an index built afresh and by one kept up to date', async () => {
    const group = await createGroup(['sabbatical', 'furlough']);
    const live = await idsFor('furlough');
    const fresh = new CatalogueIndex(portal.pool);
    await fresh.refresh();
    expect(fresh.find('furlough').ranked.map((hit) => hit.id)).toEqual(live);
    const { live: models, rebuilt } = await liveAndRebuiltReadModels(portal.pool);
    expect(rebuilt.search_synonyms).toEqual(models.search_synonyms);
    expect(models.search_synonyms).toHaveLength(1);
    await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
  });
});

describe('what a search index keeps', () => {
  it('stays while only other read models move on, and goes when the groups change', async () => {
    const index = new CatalogueIndex(portal.pool);
    await index.refresh();
    const kept = index.find('furlough');
    // A learner's favourite: an event every read model's checkpoint moves past, the synonyms' too.
    await customer
      .post('/api/favorites')
      .send({ sessionId: 's', emailDomain: TEST_CUSTOMER.split('@')[1], contentId: ids.furlough })
      .expect(201);
    await waitForReadModelsAtRest(portal.pool);
    await index.refresh();
    expect(index.find('furlough')).toBe(kept);

    const group = await createGroup(['furlough', 'wellbeing']);
    await index.refresh();
    const found = index.find('furlough');
    expect(found).not.toBe(kept);
    expect(found.ranked.map((hit) => hit.id).sort()).toEqual([ids.furlough, ids.wellbeing].sort());
    await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
  });
});

describe('refused, with nothing written', () => {
  it.each([
    [{ terms: ['pto', 'PTO'] }, 'Give at least two different words or phrases that mean the same'],
    [{ terms: ['pto', 'a'.repeat(41)] }, 'A term is at most 40 characters'],
    [{ terms: ['pto', 'one two three four'] }, 'A term is at most 3 words'],
    [{ terms: ['pto', '--'] }, 'Each term needs a letter or a digit'],
    [{ terms: Array.from({ length: 11 }, (_, i) => `term${i}`) }, 'A group holds at most 10 terms'],
    [{ terms: 'pto, leave' }, undefined],
    [{}, undefined],
  ])('%j', async (body, message) => {
    const before = await groupCount();
    const { body: problem } = await admin.post('/api/admin/synonyms').send(body).expect(400);
    expect(problem.errors[0].field).toMatch(/^terms/);
    if (message) expect(problem.errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await groupCount()).toBe(before);
  });

  it('a term another group has, naming that group', async () => {
    const group = await createGroup(['sabbatical', 'furlough']);
    const { body: problem } = await admin
      .post('/api/admin/synonyms')
      .send({ terms: ['Furlough', 'wellbeing'] })
      .expect(400);
    expect(problem.errors).toEqual([
      { field: 'terms', message: '"furlough" is already in another group: sabbatical, furlough' },
    ]);
    const other = await createGroup(['wellbeing', 'career break']);
    await admin
      .put(`/api/admin/synonyms/${other.id}`)
      .send({ terms: ['wellbeing', 'sabbatical'] })
      .expect(400);
    // Its own terms are no conflict: a group saved as it is writes nothing and answers it.
    expect(
      (await admin.put(`/api/admin/synonyms/${group.id}`).send({ terms: group.terms }).expect(200)).body,
    ).toEqual(group);
    expect(await groupCount()).toBe(2);
    await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
    await admin.delete(`/api/admin/synonyms/${other.id}`).expect(200);
  });

  it('a change of a group someone else saved since it was read (If-Match), naming why', async () => {
    const read = await createGroup(['sabbatical', 'furlough']);
    const theirs = (
      await admin
        .put(`/api/admin/synonyms/${read.id}`)
        .send({ terms: ['sabbatical', 'furlough', 'wellbeing'] })
        .expect(200)
    ).body as SynonymGroup;
    const { body: problem } = await admin
      .put(`/api/admin/synonyms/${read.id}`)
      .set('If-Match', `"${read.updatedAt}"`)
      .send({ terms: ['sabbatical', 'career break'] })
      .expect(412);
    expect(problem.detail).toBe(
      'Someone else changed this synonym group after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect((await admin.get(`/api/admin/synonyms/${read.id}`).expect(200)).body).toEqual(theirs);
    // Read again, the same change is saved.
    const mine = await admin
      .put(`/api/admin/synonyms/${read.id}`)
      .set('If-Match', `"${theirs.updatedAt}"`)
      .send({ terms: ['sabbatical', 'career break'] })
      .expect(200);
    expect((mine.body as SynonymGroup).terms).toEqual(['sabbatical', 'career break']);
    await admin
      .put(`/api/admin/synonyms/${read.id}`)
      .set('If-Match', theirs.updatedAt)
      .send({ terms: ['sabbatical', 'furlough'] })
      .expect(400);
    await admin.delete(`/api/admin/synonyms/${read.id}`).expect(200);
  });

  it('an unknown or malformed group, a visitor, a customer', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await admin.get(`/api/admin/synonyms/${unknown}`).expect(404);
    await admin
      .put(`/api/admin/synonyms/${unknown}`)
      .send({ terms: ['a1', 'b2'] })
      .expect(404);
    await admin.delete(`/api/admin/synonyms/${unknown}`).expect(404);
    await admin.get('/api/admin/synonyms/12').expect(400);
    await admin.get('/api/admin/synonyms').query({ range: '[0,500]' }).expect(400);
    const visitor = await portal.agent();
    await visitor.get('/api/admin/synonyms').expect(401);
    await customer.get('/api/admin/synonyms').expect(403);
    await customer
      .post('/api/admin/synonyms')
      .send({ terms: ['pto', 'leave'] })
      .expect(403);
    expect(await groupCount()).toBe(0);
  });
});

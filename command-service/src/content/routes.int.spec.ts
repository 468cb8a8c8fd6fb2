import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '@zen/platform';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { ContentAlreadyExists } from './content.ts';
import { handleContentCommand, nextContentId } from './handler.ts';

const validForm = (title: string) => ({
  title,
  description: 'How employees apply for leave from the web and mobile apps.',
  type: 'Video',
  identifier: '  ZP-LEAVE-99  ',
  contentNumber: '42',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
  keywords: [' leave ', 'Leave', '', 'time off'],
  learningJourney: 'none',
});

let portal: TestPortal;
const eventCount = async () =>
  (await portal.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages')).rows[0]!.n;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('content commands', () => {
  it('creates an item that is searchable as soon as the response arrives', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const created = await admin.post('/api/content').send(validForm('Quokka leave walkthrough')).expect(201);
    expect(created.headers.location).toBe(`/api/content/${created.body.id}`);
    expect(created.body).toMatchObject({
      title: 'Quokka leave walkthrough',
      identifier: 'ZP-LEAVE-99',
      contentNumber: '0042',
      keywords: ['leave', 'time off'],
      learningJourney: null,
      thumbnail: '/thumbnails/zoho-people/employee.svg',
    });

    const customer = await portal.agent(TEST_CUSTOMER);
    const found = await customer.get('/api/content/filtered').query({ search: 'quokka' }).expect(200);
    expect(found.body.items.map((i: { id: number }) => i.id)).toEqual([created.body.id]);
  });

  it('replaces with PUT, changes fields with PATCH and deletes, each visible at once', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const { body: item } = await admin.post('/api/content').send(validForm('Wombat onboarding')).expect(201);

    const replaced = await admin
      .put(`/api/content/${item.id}`)
      .send({ ...validForm('Wombat onboarding, revised'), learningJourney: 'Essential' })
      .expect(200);
    expect(replaced.body).toMatchObject({
      title: 'Wombat onboarding, revised',
      learningJourney: 'Essential',
    });
    expect(replaced.body.createdAt).toBe(item.createdAt);

    const patched = await admin
      .patch(`/api/content/${item.id}`)
      .send({ contentNumber: '123456' })
      .expect(200);
    expect(patched.body).toMatchObject({ contentNumber: '1234', title: 'Wombat onboarding, revised' });

    const list = await admin
      .get('/api/content')
      .query({ filter: JSON.stringify({ q: 'wombat' }) })
      .expect(200);
    expect(list.body).toEqual([patched.body]);

    const deleted = await admin.delete(`/api/content/${item.id}`).expect(200);
    expect(deleted.body.id).toBe(item.id);
    await admin.get(`/api/content/${item.id}`).expect(404);
    await admin.delete(`/api/content/${item.id}`).expect(404);
  });

  it('cuts a content number to four characters, never through an emoji', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const created = await admin
      .post('/api/content')
      .send({ ...validForm('Emoji numbering'), contentNumber: '123😀7' })
      .expect(201);
    expect(created.body.contentNumber).toBe('123😀');
    await admin.get(`/api/content/${created.body.id}`).expect(200);
  });

  it('answers 400 problem+json naming each bad field, and appends nothing', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const before = await eventCount();
    const response = await admin
      .post('/api/content')
      .send({ ...validForm(''), url: 'ftp://files.example', module: 'Interviews', type: 'Podcast' })
      .expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const fields = Object.fromEntries(
      (response.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      title: 'Title is required',
      url: 'Please enter a valid URL (must start with http:// or https://)',
      type: 'Type must be Video or Article',
    });

    const missingUrl = await admin
      .post('/api/content')
      .send({ ...validForm('No url'), url: '' })
      .expect(400);
    expect(missingUrl.body.errors).toContainEqual({ field: 'url', message: 'URL is required' });

    const wrongModule = await admin
      .post('/api/content')
      .send({ ...validForm('Wrong module'), module: 'Interviews' })
      .expect(400);
    expect(wrongModule.body.errors).toContainEqual({
      field: 'module',
      message: 'Interviews is not a Zoho People module',
    });

    // Spec §6: People content is for Manager, Employee, Admin, Setup Configuration or Explainer.
    const wrongLevel = await admin
      .post('/api/content')
      .send({ ...validForm('Wrong level'), level: 'Recruiter' })
      .expect(400);
    expect(wrongLevel.body.errors).toEqual([
      { field: 'level', message: 'Recruiter is not a Zoho People level' },
    ]);

    const { body: item } = await admin.post('/api/content').send(validForm('Patch target')).expect(201);
    const afterCreate = await eventCount();
    const badPatch = await admin
      .patch(`/api/content/${item.id}`)
      .send({ application: 'Zoho Recruit' })
      .expect(400);
    expect(badPatch.body.errors).toContainEqual({
      field: 'module',
      message: 'Leave is not a Zoho Recruit module',
    });
    await admin.put(`/api/content/${item.id}`).send({ title: 'only a title' }).expect(400);
    await admin.put('/api/content/not-a-number').send(validForm('x')).expect(400);
    await admin.post('/api/content').set('content-type', 'application/json').send('{"title": ').expect(400);

    expect(await eventCount()).toBe(before + 1);
    expect(afterCreate).toBe(before + 1);
  });

  it('refuses a creation whose stream exists already, as the decider would, and appends nothing', async () => {
    // A creation appends without reading its stream (its id is fresh); the append's version check
    // is what stands between it and a second ContentCreated.
    const eventStore = createEventStore(portal.databaseUrl);
    try {
      const contentId = await nextContentId(portal.pool);
      const create = (title: string) =>
        handleContentCommand(eventStore, {
          type: 'CreateContent',
          data: { contentId, by: 'test', at: new Date().toISOString(), form: validForm(title) },
        });
      const first = await create('Numbat leave guide');
      expect(first.newEvents.map((event) => event.type)).toEqual(['ContentCreated']);
      expect(first.newState).toMatchObject({ status: 'active' });
      const before = await eventCount();
      await expect(create('Numbat leave guide, again')).rejects.toBeInstanceOf(ContentAlreadyExists);
      expect(await eventCount()).toBe(before);
      const { events } = await eventStore.readStream(`content-${contentId}`);
      expect(events.map((event) => event.data)).toEqual([
        expect.objectContaining({ title: 'Numbat leave guide' }),
      ]);
    } finally {
      await eventStore.close();
    }
  });

  it('refuses a change to an item someone else changed since it was read (If-Match), recording nothing', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const other = await portal.agent(TEST_ADMIN);
    const created = await admin.post('/api/content').send(validForm('Numbat rota planning')).expect(201);
    const readAt = `"${created.body.updatedAt}"`;
    // The other admin saves first, from the same reading.
    const theirs = await other
      .put(`/api/content/${created.body.id}`)
      .set('If-Match', readAt)
      .send({ ...validForm('Numbat rota planning'), description: 'Their description' })
      .expect(200);
    expect(theirs.body.updatedAt).not.toBe(created.body.updatedAt);
    const before = await eventCount();
    for (const change of [
      admin.put(`/api/content/${created.body.id}`).send({ ...validForm('Mine'), description: 'Mine' }),
      admin.patch(`/api/content/${created.body.id}`).send({ title: 'Mine' }),
    ]) {
      const refused = await change.set('If-Match', readAt).expect(412);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body.detail).toBe(
        'Someone else changed this item after you opened it. Reload it to see their changes, then make yours again.',
      );
    }
    expect(await eventCount()).toBe(before);
    const now = await admin.get(`/api/content/${created.body.id}`).expect(200);
    expect(now.body.description).toBe('Their description');
    // Read again, the change applies; an If-Match that is not an updatedAt is a 400 naming it,
    // a time that does not exist included (Date would read the 31st of February as March).
    await admin
      .patch(`/api/content/${created.body.id}`)
      .set('If-Match', `"${now.body.updatedAt}"`)
      .send({ title: 'Mine' })
      .expect(200);
    const atMine = await eventCount();
    for (const tag of [
      '"2026-02-31T00:00:00Z"',
      '"2026-13-01T00:00:00Z"',
      '"2026-01-01T25:00:00Z"',
      'soon',
    ]) {
      const malformed = await admin
        .patch(`/api/content/${created.body.id}`)
        .set('If-Match', tag)
        .send({ title: 'Mine again' })
        .expect(400);
      expect(malformed.body.errors).toEqual([
        { field: 'if-match', message: 'If-Match must be the updatedAt it was read at, in double quotes' },
      ]);
    }
    expect(await eventCount()).toBe(atMine);
    // '*' is HTTP's "whatever version there is": the edit applies as with no If-Match.
    await admin
      .patch(`/api/content/${created.body.id}`)
      .set('If-Match', '*')
      .send({ title: 'Mine again' })
      .expect(200);
  });

  it('records nothing when an item is saved unchanged', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const { body: item } = await admin.post('/api/content').send(validForm('Unchanged save')).expect(201);
    const before = await eventCount();
    const again = await admin.put(`/api/content/${item.id}`).send(validForm('Unchanged save')).expect(200);
    expect(again.body).toEqual(item);
    expect(await eventCount()).toBe(before);
  });

  it('refuses forms and cross-site requests a browser could be tricked into sending', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    await admin
      .post('/api/content')
      .set('content-type', 'text/plain')
      .send(JSON.stringify(validForm('Form post')))
      .expect(415);
    await admin
      .post('/api/content')
      .set('origin', 'https://evil.example')
      .send(validForm('Cross-site post'))
      .expect(403);
    await admin
      .post('/api/content')
      .set('sec-fetch-site', 'cross-site')
      .send(validForm('Cross-site post'))
      .expect(403);
  });
});

describe('authorisation of every content route', () => {
  const routes = [
    { method: 'post', path: '/api/content', admin: true },
    { method: 'put', path: '/api/content/1', admin: true },
    { method: 'patch', path: '/api/content/1', admin: true },
    { method: 'delete', path: '/api/content/1', admin: true },
    { method: 'get', path: '/api/content', admin: true },
    { method: 'get', path: '/api/content/1', admin: false },
    { method: 'get', path: '/api/content/filtered', admin: false },
  ] as const;

  it.each(routes)('$method $path: 401 signed out', async ({ method, path }) => {
    const anonymous = await portal.agent();
    const response = await anonymous[method](path).send(
      method === 'get' || method === 'delete' ? undefined : {},
    );
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it.each(routes.filter((r) => r.admin))(
    '$method $path: 403 for a customer, nothing appended',
    async ({ method, path }) => {
      const customer = await portal.agent(TEST_CUSTOMER);
      const before = await eventCount();
      const response = await customer[method](path).send(
        method === 'get' || method === 'delete' ? undefined : validForm('Nope'),
      );
      expect(response.status).toBe(403);
      expect(await eventCount()).toBe(before);
    },
  );

  it('ends access when the session is signed out', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    await admin.get('/api/content').expect(200);
    await admin.post('/api/auth/logout').expect(204);
    await admin.get('/api/content').expect(401);
  });
});

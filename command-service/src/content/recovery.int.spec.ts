import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentHistorySchema,
  DeletedContentItemSchema,
  LearningJourneyResponseSchema,
  type ContentItem,
} from '@zen/contracts';
import {
  liveAndRebuiltReadModels,
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  type TestPortal,
} from '@zen/portal/testing';
import { countEvents, createContent, type Agent } from '@zen/portal/testing/learner';

let portal: TestPortal;
let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
});
afterAll(async () => {
  await portal?.close();
});

const searchIds = async (term: string): Promise<number[]> =>
  (await customer.get('/api/content/filtered').query({ search: term }).expect(200)).body.items.map(
    (item: ContentItem) => item.id,
  );
const favouriteIds = async (): Promise<number[]> =>
  (await customer.get('/api/favorites/s').expect(200)).body.map((item: ContentItem) => item.id);
const journeyIds = async (): Promise<number[]> =>
  LearningJourneyResponseSchema.parse(
    (await customer.get('/api/content/filtered').query({ type: 'learning-journey' }).expect(200)).body,
  ).items.map((item) => item.id);
const deletedIds = async (): Promise<number[]> =>
  (await admin.get('/api/admin/deleted-content').expect(200)).body.map((item: ContentItem) => item.id);

describe('restoring deleted content', () => {
  it('brings an item back in the customer’s search, journey and favourites, with its creation time', async () => {
    const item = await createContent(admin, 'Numbat expense claims', {
      keywords: ['numbat'],
      learningJourney: 'Essential',
    });
    await customer.post('/api/favorites').send({ contentId: item.id }).expect(201);
    expect(await searchIds('numbat')).toEqual([item.id]);

    await admin.delete(`/api/content/${item.id}`).expect(200);
    expect(await searchIds('numbat')).toEqual([]);
    expect(await favouriteIds()).not.toContain(item.id);
    expect(await journeyIds()).not.toContain(item.id);

    const { body: deleted, headers } = await admin
      .get('/api/admin/deleted-content')
      .query({ filter: JSON.stringify({ q: 'numbat' }) })
      .expect(200);
    expect(headers['content-range']).toBe('deleted-content 0-0/1');
    const [listed] = deleted.map((row: unknown) => DeletedContentItemSchema.parse(row));
    expect(listed).toMatchObject({
      id: item.id,
      title: 'Numbat expense claims',
      keywords: ['numbat'],
      createdAt: item.createdAt,
      deletedBy: { email: TEST_ADMIN, name: 'Avery Admin' },
    });

    const restored = await admin.post(`/api/admin/content/${item.id}/restore`).send({}).expect(200);
    expect(restored.body).toMatchObject({ ...item, updatedAt: expect.any(String) });
    expect(restored.body.createdAt).toBe(item.createdAt);
    // Read your writes: the restore's answer arrives once the catalogue shows it.
    expect(await searchIds('numbat')).toEqual([item.id]);
    expect(await favouriteIds()).toContain(item.id);
    expect(await journeyIds()).toContain(item.id);
    expect(await deletedIds()).not.toContain(item.id);
  });

  it('refuses an item that is not deleted (409) or does not exist (404), appending nothing', async () => {
    const item = await createContent(admin, 'Quoll onboarding');
    const before = await countEvents(portal);
    const refused = await admin.post(`/api/admin/content/${item.id}/restore`).send({}).expect(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.detail).toBe(`Content ${item.id} is not deleted: there is nothing to restore`);
    await admin.post('/api/admin/content/999999/restore').send({}).expect(404);
    await admin.post(`/api/admin/content/${item.id}/restore`).send({ force: true }).expect(400);
    expect(await countEvents(portal)).toBe(before);
  });

  it('refuses signed-out callers (401) and customers (403)', async () => {
    const item = await createContent(admin, 'Bilby travel requests');
    await admin.delete(`/api/content/${item.id}`).expect(200);
    const anonymous = await portal.agent();
    for (const agent of [anonymous, customer]) {
      const status = agent === anonymous ? 401 : 403;
      await agent.post(`/api/admin/content/${item.id}/restore`).send({}).expect(status);
      await agent.post(`/api/admin/content/${item.id}/versions/1/restore`).send({}).expect(status);
      await agent.get(`/api/admin/content/${item.id}/history`).expect(status);
      await agent.get('/api/admin/deleted-content').expect(status);
    }
    expect(await deletedIds()).toContain(item.id);
  });
});

describe('content history', () => {
  it('lists every version with who changed what and when, newest first', async () => {
    const item = await createContent(admin, 'Dingo shift swaps', { keywords: ['shift'] });
    await admin.patch(`/api/content/${item.id}`).send({ title: 'Dingo shift swaps, revised' }).expect(200);
    await admin.delete(`/api/content/${item.id}`).expect(200);
    await admin.post(`/api/admin/content/${item.id}/restore`).send({}).expect(200);

    const history = ContentHistorySchema.parse(
      (await admin.get(`/api/admin/content/${item.id}/history`).expect(200)).body,
    );
    expect(history.status).toBe('active');
    expect(history.versions.map((v) => [v.version, v.kind])).toEqual([
      [4, 'restored'],
      [3, 'deleted'],
      [2, 'updated'],
      [1, 'created'],
    ]);
    for (const version of history.versions) {
      expect(version.by).toEqual({ id: expect.any(String), email: TEST_ADMIN, name: 'Avery Admin' });
      expect(Date.parse(version.at)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));
    }
    const [restored, deleted, updated, created] = history.versions;
    expect(created!.at).toBe(item.createdAt);
    expect(created!.changes).toContainEqual({ field: 'title', from: null, to: 'Dingo shift swaps' });
    expect(updated!.changes).toEqual([
      { field: 'title', from: 'Dingo shift swaps', to: 'Dingo shift swaps, revised' },
    ]);
    expect(deleted!.changes).toEqual([]);
    expect(restored!.changes).toEqual([]);
    expect(restored!.fields.title).toBe('Dingo shift swaps, revised');
    // Only a version that differs from today's fields can be restored.
    expect(history.versions.map((v) => v.restorable)).toEqual([false, false, false, true]);
  });

  it('restores an earlier version as an update by the admin', async () => {
    const item = await createContent(admin, 'Wallaby payslips', { description: 'First words.' });
    await admin
      .patch(`/api/content/${item.id}`)
      .send({ title: 'Wallaby payslips v2', description: 'Second words.' })
      .expect(200);

    const restored = await admin
      .post(`/api/admin/content/${item.id}/versions/1/restore`)
      .send({})
      .expect(200);
    expect(restored.body).toMatchObject({ title: 'Wallaby payslips', description: 'First words.' });
    expect(await searchIds('wallaby')).toEqual([item.id]);

    const history = ContentHistorySchema.parse(
      (await admin.get(`/api/admin/content/${item.id}/history`).expect(200)).body,
    );
    expect(history.versions[0]).toMatchObject({
      version: 3,
      kind: 'updated',
      by: { email: TEST_ADMIN },
      changes: [
        { field: 'title', from: 'Wallaby payslips v2', to: 'Wallaby payslips' },
        { field: 'description', from: 'Second words.', to: 'First words.' },
      ],
    });
  });

  it('does not restore a version over a save made after the history was read (If-Match)', async () => {
    const item = await createContent(admin, 'Quokka overtime', { description: 'First words.' });
    await admin.patch(`/api/content/${item.id}`).send({ description: 'Second words.' }).expect(200);
    const read = ContentHistorySchema.parse(
      (await admin.get(`/api/admin/content/${item.id}/history`).expect(200)).body,
    );
    // Another admin saves a correction meanwhile.
    await admin.patch(`/api/content/${item.id}`).send({ description: 'A correction.' }).expect(200);
    const before = await countEvents(portal);
    const refused = await admin
      .post(`/api/admin/content/${item.id}/versions/1/restore`)
      .set('If-Match', `"${read.versions[0]!.at}"`)
      .send({})
      .expect(412);
    expect(refused.body.detail).toBe(
      'Someone else changed this item after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await countEvents(portal)).toBe(before);
    const now = ContentHistorySchema.parse(
      (await admin.get(`/api/admin/content/${item.id}/history`).expect(200)).body,
    );
    await admin
      .post(`/api/admin/content/${item.id}/versions/1/restore`)
      .set('If-Match', `"${now.versions[0]!.at}"`)
      .send({})
      .expect(200);
  });

  it('refuses a version of a deleted item (409) and a version that does not exist (404)', async () => {
    const item = await createContent(admin, 'Echidna expense policy');
    await admin.patch(`/api/content/${item.id}`).send({ title: 'Echidna expense policy v2' }).expect(200);
    await admin.delete(`/api/content/${item.id}`).expect(200);
    const before = await countEvents(portal);
    await admin.post(`/api/admin/content/${item.id}/versions/1/restore`).send({}).expect(409);
    await admin.post(`/api/admin/content/${item.id}/versions/9/restore`).send({}).expect(404);
    await admin.get('/api/admin/content/999999/history').expect(404);
    expect(await countEvents(portal)).toBe(before);
  });
});

describe('read models', () => {
  it('equal a rebuild from the log after deletions, restores and version restores', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(portal.pool);
    expect(live.content_catalogue_deleted!.length).toBeGreaterThan(0);
    expect(rebuilt).toEqual(live);
  });
});

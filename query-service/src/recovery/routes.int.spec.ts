import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LearnerCompletionsResponseSchema, type DeletedContentItem } from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { createContent, type Agent } from '@zen/portal/testing/learner';

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

describe('GET /api/admin/deleted-content', () => {
  it('pages, sorts and searches deleted items in ra-data-simple-rest terms', async () => {
    const titles = ['Platypus payroll', 'Kookaburra kudos', 'Possum probation'];
    const ids: number[] = [];
    for (const title of titles) {
      const item = await createContent(admin, title);
      await admin.delete(`/api/content/${item.id}`).expect(200);
      ids.push(item.id);
    }
    const newestFirst = await admin.get('/api/admin/deleted-content').expect(200);
    expect(newestFirst.body.map((item: DeletedContentItem) => item.id)).toEqual([...ids].reverse());
    expect(newestFirst.headers['content-range']).toBe('deleted-content 0-2/3');

    const page = await admin
      .get('/api/admin/deleted-content')
      .query({ sort: JSON.stringify(['title', 'ASC']), range: JSON.stringify([1, 1]) })
      .expect(200);
    expect(page.body.map((item: DeletedContentItem) => item.title)).toEqual(['Platypus payroll']);
    expect(page.headers['content-range']).toBe('deleted-content 1-1/3');

    const byTitle = await admin
      .get('/api/admin/deleted-content')
      .query({ filter: JSON.stringify({ q: 'KUDOS' }) })
      .expect(200);
    expect(byTitle.body.map((item: DeletedContentItem) => item.id)).toEqual([ids[1]]);
    const byId = await admin
      .get('/api/admin/deleted-content')
      .query({ filter: JSON.stringify({ q: String(ids[2]) }) })
      .expect(200);
    expect(byId.body.map((item: DeletedContentItem) => item.id)).toEqual([ids[2]]);

    const bad = await admin.get('/api/admin/deleted-content').query({ sort: '["url","ASC"]' }).expect(400);
    expect(bad.body.errors[0].field).toMatch(/^sort/);
    await admin.get('/api/admin/deleted-content').query({ range: '[1e15,1e15]' }).expect(400);
    await admin.post('/api/admin/content/1/versions/100000000000000000000/restore').send({}).expect(400);
  });
});

describe('GET /api/admin/learner-completions', () => {
  it('lists what a learner had completed by a date, items deleted since included', async () => {
    const early = await createContent(admin, 'Completed three days ago');
    const recent = await createContent(admin, 'Completed today', { type: 'Article' });
    const gone = await createContent(admin, 'Completed then deleted');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await customer
      .post('/api/video-completions/recover')
      .send({
        completions: [
          {
            contentId: early.id,
            completedAt: threeDaysAgo.toISOString(),
            watchDurationSeconds: 60,
            totalDurationSeconds: 60,
          },
          { contentId: gone.id, completedAt: threeDaysAgo.toISOString() },
        ],
      })
      .expect(201);
    await customer.post('/api/video-completions').send({ contentId: recent.id }).expect(201);
    await admin.delete(`/api/content/${gone.id}`).expect(200);

    const now = LearnerCompletionsResponseSchema.parse(
      (
        await admin
          .get('/api/admin/learner-completions')
          .query({ email: ' Customer@Acme.example ' })
          .expect(200)
      ).body,
    );
    expect(now.learner).toEqual({ id: expect.any(String), email: TEST_CUSTOMER, name: 'Casey Customer' });
    expect(now.total).toBe(3);
    expect(now.items[0]).toMatchObject({ contentId: recent.id, title: 'Completed today', type: 'Article' });
    expect(now.items.find((item) => item.contentId === gone.id)).toMatchObject({
      title: 'Completed then deleted',
      contentDeleted: true,
    });

    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const then = LearnerCompletionsResponseSchema.parse(
      (
        await admin
          .get('/api/admin/learner-completions')
          .query({ email: TEST_CUSTOMER, asOf: twoDaysAgo })
          .expect(200)
      ).body,
    );
    expect(then.asOf).toBe(`${twoDaysAgo}T23:59:59.999Z`);
    expect(then.items.map((item) => item.contentId).sort()).toEqual([early.id, gone.id].sort());
    expect(then.items.find((item) => item.contentId === early.id)).toMatchObject({
      completedAt: threeDaysAgo.toISOString(),
      watchDurationSeconds: 60,
      contentDeleted: false,
    });

    const before = LearnerCompletionsResponseSchema.parse(
      (
        await admin
          .get('/api/admin/learner-completions')
          .query({ email: TEST_CUSTOMER, asOf: new Date(threeDaysAgo.getTime() - 1000).toISOString() })
          .expect(200)
      ).body,
    );
    expect(before).toMatchObject({ total: 0, items: [] });

    const paged = LearnerCompletionsResponseSchema.parse(
      (
        await admin
          .get('/api/admin/learner-completions')
          .query({ email: TEST_CUSTOMER, pageSize: 2, page: 2 })
          .expect(200)
      ).body,
    );
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
  });

  it('answers 404 for an unknown e-mail and 400 naming a bad date', async () => {
    await admin.get('/api/admin/learner-completions').query({ email: 'nobody@acme.example' }).expect(404);
    const bad = await admin
      .get('/api/admin/learner-completions')
      .query({ email: TEST_CUSTOMER, asOf: 'last tuesday' })
      .expect(400);
    expect(bad.body.errors[0].field).toBe('asOf');
    // Dates the database could not hold are refused, not a server error.
    for (const asOf of ['0000-01-01', '1969-12-31T23:00:00Z']) {
      await admin.get('/api/admin/learner-completions').query({ email: TEST_CUSTOMER, asOf }).expect(400);
    }
  });

  it('refuses signed-out callers (401) and customers (403)', async () => {
    await (
      await portal.agent()
    )
      .get('/api/admin/learner-completions')
      .query({ email: TEST_CUSTOMER })
      .expect(401);
    await customer.get('/api/admin/learner-completions').query({ email: TEST_CUSTOMER }).expect(403);
  });
});

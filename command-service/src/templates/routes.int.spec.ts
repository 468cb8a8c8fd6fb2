import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_MODULES, type BaselineTemplate, type TemplatePage } from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { contentForm } from '@zen/portal/testing/learner';

let portal: TestPortal;
const eventCount = async () =>
  (await portal.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages')).rows[0]!.n;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

const ADMIN_ROUTES = [
  ['get', '/api/admin/template/baseline'],
  ['patch', '/api/admin/template/baseline'],
  ['post', '/api/admin/template/page'],
  ['patch', '/api/admin/template/page/zoho-people--leave'],
  ['post', '/api/admin/template/baseline/default-modules'],
  ['get', '/api/admin/userguide/templates'],
] as const;

describe('template routes are for staff only', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s: 401 signed out, 403 for a customer, nothing written',
    async (method, path) => {
      const before = await eventCount();
      const anonymous = await portal.agent();
      const signedOut = await anonymous[method](path).send({ moduleId: 'Leave', application: 'Zoho People' });
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers['content-type']).toMatch(/^application\/problem\+json/);
      const customer = await portal.agent(TEST_CUSTOMER);
      const refused = await customer[method](path).send({ moduleId: 'Leave', application: 'Zoho People' });
      expect(refused.status).toBe(403);
      expect(await eventCount()).toBe(before);
    },
  );
});

describe('baseline template pages', () => {
  it('stores a page with its rich text sanitised, and shows it in the baseline', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const { body: item } = await admin
      .post('/api/content')
      .send(contentForm('Leave types set-up'))
      .expect(201);
    const created = await admin
      .post('/api/admin/template/page')
      .send({
        moduleId: 'Leave',
        application: 'Zoho People',
        title: 'ignored: the server names pages',
        isDraft: true,
        content: {
          explainer: 'Leave in Zoho People',
          adminResources: {
            contentIds: ` ${item.id}, ,`,
            customContent:
              '<p onclick="steal()">Set up <a href="javascript:alert(1)">leave types</a></p><script>alert(1)</script>',
          },
          troubleshootingGuide: {
            customContent: '<img src="x" onerror="alert(1)"><p>Balances</p>',
            qaItems: [
              { question: 'Why 0?', answer: '<p>See <a href="https://help.zoho.com/leave">help</a></p>' },
            ],
          },
        },
      })
      .expect(201);
    expect(created.headers.location).toBe('/api/admin/template/page/zoho-people--leave');
    const page = created.body as TemplatePage;
    expect(page).toMatchObject({
      id: 'zoho-people--leave',
      templateId: 1,
      title: 'Zoho People - Leave Module Guide',
      isDraft: true,
      publishedAt: null,
    });
    expect(page.content.adminResources).toEqual({
      contentIds: [item.id],
      customContent: '<p>Set up leave types</p>',
    });

    const { body: baseline } = (await admin.get('/api/admin/template/baseline').expect(200)) as {
      body: BaselineTemplate;
    };
    expect(baseline.template).toMatchObject({ id: 1, name: 'Baseline Template', isActive: true });
    const stored = JSON.stringify(baseline.pages.find((p) => p.id === 'zoho-people--leave'));
    expect(stored).not.toMatch(/onerror|onclick|<script|javascript:/i);
    expect(stored).toContain('rel=\\"noopener noreferrer\\"');
  });

  it('refuses content IDs that name no content, listing them, and writes nothing', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const before = await eventCount();
    const refused = await admin
      .post('/api/admin/template/page')
      .send({
        moduleId: 'Attendance',
        application: 'Zoho People',
        content: { adminResources: { contentIds: '99998, 99999' } },
      })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'content.adminResources.contentIds', message: 'These content IDs do not exist: 99998, 99999' },
    ]);
    const malformed = await admin
      .post('/api/admin/template/page')
      .send({
        moduleId: 'Attendance',
        application: 'Zoho People',
        content: { adminResources: { contentIds: '4, four' } },
      })
      .expect(400);
    expect(malformed.body.errors[0].field).toBe('content.adminResources.contentIds');
    await admin
      .post('/api/admin/template/page')
      .send({ moduleId: 'Jobs', application: 'Zoho People' })
      .expect(400);
    expect(await eventCount()).toBe(before);
  });

  it('one page per module: a second create is 409; PATCH publishes it', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    await admin
      .post('/api/admin/template/page')
      .send({ moduleId: 'Jobs', application: 'Zoho Recruit' })
      .expect(201);
    const again = await admin
      .post('/api/admin/template/page')
      .send({ moduleId: 'Jobs', application: 'Zoho Recruit' })
      .expect(409);
    expect(again.body.detail).toBe('The template already has a page for Zoho Recruit - Jobs');
    const published = await admin
      .patch('/api/admin/template/page/zoho-recruit--jobs')
      .send({ isDraft: false })
      .expect(200);
    expect(published.body.isDraft).toBe(false);
    expect(published.body.publishedAt).toEqual(expect.any(String));
    await admin.patch('/api/admin/template/page/zoho-people--probation').send({ isDraft: false }).expect(404);
  });

  it('refuses a save of a page someone else saved since it was read (If-Match), writing nothing', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const created = await admin
      .post('/api/admin/template/page')
      .send({ moduleId: 'Offers', application: 'Zoho Recruit' })
      .expect(201);
    const readAt = `"${created.body.updatedAt}"`;
    const theirs = await admin
      .patch('/api/admin/template/page/zoho-recruit--offers')
      .set('If-Match', readAt)
      .send({ content: { explainer: 'Theirs' } })
      .expect(200);
    const before = await eventCount();
    const refused = await admin
      .patch('/api/admin/template/page/zoho-recruit--offers')
      .set('If-Match', readAt)
      .send({ content: { explainer: 'Mine' } })
      .expect(412);
    expect(refused.body.detail).toBe(
      'Someone else changed this module template after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await eventCount()).toBe(before);
    // Read again, the save applies.
    const mine = await admin
      .patch('/api/admin/template/page/zoho-recruit--offers')
      .set('If-Match', `"${theirs.body.updatedAt}"`)
      .send({ content: { explainer: 'Mine' } })
      .expect(200);
    expect(mine.body.content.explainer).toBe('Mine');
  });

  it("'Create Default Modules' creates a draft for each module lacking one; twice creates nothing", async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const { body: before } = (await admin.get('/api/admin/template/baseline')) as { body: BaselineTemplate };
    const unchanged = await eventCount();
    await admin
      .post('/api/admin/template/baseline/default-modules')
      .send({ modules: ['Leave'] })
      .expect(400);
    expect(await eventCount()).toBe(unchanged);
    const first = await admin.post('/api/admin/template/baseline/default-modules').send({}).expect(201);
    expect(first.body.created).toHaveLength(GUIDE_MODULES.length - before.pages.length);
    expect(first.body.created.every((page: TemplatePage) => page.isDraft)).toBe(true);
    const events = await eventCount();

    const second = await admin.post('/api/admin/template/baseline/default-modules').send({}).expect(200);
    expect(second.body).toEqual({ created: [] });
    expect(await eventCount()).toBe(events);
    const { body: after } = (await admin.get('/api/admin/template/baseline')) as { body: BaselineTemplate };
    expect(after.pages).toHaveLength(GUIDE_MODULES.length);
    // The pages written before were left as they were.
    expect(after.pages.find((p) => p.id === 'zoho-people--leave')?.content.explainer).toBe(
      'Leave in Zoho People',
    );
    const { body: templates } = await admin.get('/api/admin/userguide/templates').expect(200);
    expect(templates).toEqual([
      expect.objectContaining({ id: 1, pageCount: GUIDE_MODULES.length, publishedPageCount: 1 }),
    ]);
  });

  it('renames the template', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const { body } = await admin
      .patch('/api/admin/template/baseline')
      .send({ name: 'Zen baseline', description: 'Our standard pages' })
      .expect(200);
    expect(body.template).toMatchObject({ name: 'Zen baseline', description: 'Our standard pages' });
  });
});

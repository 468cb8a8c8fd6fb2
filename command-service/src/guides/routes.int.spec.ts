import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUserGuide, UserGuideDetail } from '@zen/contracts';
import {
  liveAndRebuiltReadModels,
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  type TestPortal,
} from '@zen/portal/testing';
import { addCustomer, createContent, crmContact, type Agent } from '@zen/portal/testing/learner';
import { pdfTextLines, pdfTextRuns } from '@zen/portal/testing/pdf-text';
import { responseBytes } from '@zen/portal/testing/response-bytes';

let portal: TestPortal;
let admin: Agent;
/** Jordan works at Acme, whose guide this is; Morgan at Globex, which has none. */
let acme: Agent;
let globex: Agent;
let videoId: number;

const eventCount = async () =>
  (await portal.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages')).rows[0]!.n;

const company = (email: string, companyName: string) => ({
  ...crmContact(email),
  companyName,
  userguideService: true,
});

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  acme = (
    await addCustomer(
      portal,
      'jordan.lee@acme.example',
      company('jordan.lee@acme.example', 'Acme Corporation'),
    )
  ).agent;
  globex = (
    await addCustomer(
      portal,
      'morgan.blake@globex.example',
      company('morgan.blake@globex.example', 'Globex Ltd'),
    )
  ).agent;
  videoId = (await createContent(admin, 'Applying for leave', { type: 'Video' })).id;
  await admin
    .post('/api/admin/template/page')
    .send({
      moduleId: 'Leave',
      application: 'Zoho People',
      isDraft: false,
      content: {
        explainer: 'Leave in Zoho People',
        stakeholderHelpGuide: {
          employees: { contentIds: String(videoId), customContent: '<p>Apply from Self-Service.</p>' },
        },
        processes: [
          { name: 'Leave approval', triggeredBy: 'Employee', triggeredWhen: 'A request is submitted' },
        ],
        reports: ['Leave balance'],
      },
    })
    .expect(201);
});
afterAll(async () => {
  await portal?.close();
});

const acmeGuide = {
  templateId: 1,
  companyName: 'Acme Corporation',
  title: '',
  description: 'How Acme uses Zoho People and Recruit',
  modules: [
    { moduleId: 'Leave', application: 'Zoho People' },
    { moduleId: 'Interviews', application: 'Zoho Recruit' },
  ],
};

describe('guide routes are for staff only', () => {
  it.each([
    ['get', '/api/admin/userguide/list'],
    ['get', '/api/admin/userguide/acme-corporation'],
    ['get', '/api/admin/userguides/acme-corporation'],
    ['get', '/api/admin/crm/companies'],
    ['post', '/api/admin/userguide/from-template'],
    ['patch', '/api/admin/userguide/acme-corporation'],
    ['post', '/api/admin/userguide/acme-corporation/modules'],
    ['patch', '/api/admin/userguide/acme-corporation/pages/zoho-people--leave'],
    ['delete', '/api/admin/userguide/acme-corporation/pages/zoho-people--leave'],
    ['post', '/api/admin/userguide/acme-corporation/pages/zoho-people--leave/publish'],
    ['post', '/api/admin/userguide/acme-corporation/pages/zoho-people--leave/unpublish'],
    ['post', '/api/admin/userguide/acme-corporation/deactivate'],
    ['post', '/api/admin/userguide/acme-corporation/activate'],
    ['post', '/api/admin/userguide/acme-corporation/access'],
    ['delete', '/api/admin/userguide/acme-corporation/access/a%40acme.example'],
  ] as const)('%s %s: 401 signed out, 403 for a customer, nothing written', async (method, path) => {
    const before = await eventCount();
    const anonymous = await portal.agent();
    expect((await anonymous[method](path).send(acmeGuide)).status).toBe(401);
    expect((await acme[method](path).send(acmeGuide)).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });
});

describe('company user guides', () => {
  it('refuses a guide without a company, in the spec’s words, writing nothing', async () => {
    const before = await eventCount();
    const refused = await admin
      .post('/api/admin/userguide/from-template')
      .send({ ...acmeGuide, companyName: '  ' })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'companyName', message: 'Please select a company and enter a title.' },
    ]);
    expect(await eventCount()).toBe(before);
  });

  it('creates a guide from the template: drafts, titled "{company} User Guide", content IDs as links', async () => {
    const created = await admin.post('/api/admin/userguide/from-template').send(acmeGuide).expect(201);
    const guide = created.body as UserGuideDetail;
    expect(created.headers.location).toBe('/api/admin/userguides/acme-corporation');
    expect(guide).toMatchObject({
      id: 'acme-corporation',
      companySlug: 'acme-corporation',
      companyName: 'Acme Corporation',
      title: 'Acme Corporation User Guide',
      isActive: true,
      moduleCount: 2,
      publishedModuleCount: 0,
      // From the CRM directory's company record.
      contactEmail: 'people.team@acme.example',
    });
    const leave = guide.pages.find((page) => page.moduleId === 'Leave')!;
    expect(leave).toMatchObject({ isDraft: true, publishedAt: null });
    expect(leave.content.employeeContent).toContain('<p>Apply from Self-Service.</p><h3>Related help</h3>');
    expect(leave.content.employeeContent).toContain('>Applying for leave</a> (video)');
    expect(leave.content.processes[0]).toMatchObject({
      name: 'Leave approval',
      trigger: 'A request is submitted',
    });
    // Interviews has no template page yet: it starts empty.
    expect(guide.pages.find((page) => page.moduleId === 'Interviews')?.content.managerContent).toBe('');

    const list = await admin
      .get('/api/admin/userguide/list')
      .query({ filter: JSON.stringify({ q: 'acme' }) })
      .expect(200);
    expect(list.headers['content-range']).toBe('userguides 0-0/1');
    expect(list.body).toEqual([expect.objectContaining({ id: 'acme-corporation', moduleCount: 2 })]);

    // One company's guide, or none: 200 either way (the create dialog's check).
    const ofCompany = (companySlug: unknown) =>
      admin.get('/api/admin/userguide/list').query({ filter: JSON.stringify({ companySlug }) });
    const acme = await ofCompany('acme-corporation').expect(200);
    expect(acme.body).toEqual([expect.objectContaining({ id: 'acme-corporation' })]);
    const none = await ofCompany('globex-corporation').expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('userguides 0-0/0');
    // Both filters hold together.
    const both = await admin
      .get('/api/admin/userguide/list')
      .query({ filter: JSON.stringify({ q: 'globex', companySlug: 'acme-corporation' }) })
      .expect(200);
    expect(both.body).toEqual([]);
    await ofCompany('').expect(400);
    await ofCompany(42).expect(400);
  });

  it('a second guide for the same slug is refused with a clear message', async () => {
    const again = await admin
      .post('/api/admin/userguide/from-template')
      .send({ ...acmeGuide, companyName: 'ACME  Corporation' })
      .expect(409);
    expect(again.body.detail).toBe(
      'Acme Corporation already has a user guide at /userguide/acme-corporation: edit that guide instead of creating another',
    );
  });

  it('takes a module page as long as its contract allows: four rich-text fields of 60,000 characters', async () => {
    const long = (word: string) => `<p>${`${word} `.repeat(12_000).trim()}</p>`.slice(0, 60_000);
    const content = {
      managerContent: long('approve'),
      employeeContent: long('apply'),
      adminContent: long('configure'),
      troubleshooting: long('check'),
    };
    const saved = await admin
      .patch('/api/admin/userguide/acme-corporation/pages/zoho-recruit--interviews')
      .send({ content })
      .expect(200);
    const page = (saved.body as UserGuideDetail).pages.find((one) => one.moduleId === 'Interviews')!;
    expect(page.content.troubleshooting.length).toBeGreaterThan(50_000);
  });

  it('the button stays off and the guide unreadable until a module is published', async () => {
    expect((await acme.get('/api/customer/service-access').expect(200)).body.companyUserGuide).toBe(false);
    expect((await acme.get('/api/profile/check-userguide').expect(200)).body).toMatchObject({
      hasUserGuide: false,
      companySlug: 'acme-corporation',
    });
    const empty = await acme.get('/api/userguide/acme-corporation').expect(200);
    expect(empty.body.modules).toEqual([]);
    await acme.get('/api/userguide/acme-corporation/pdf').expect(409);
  });

  it('stores edited HTML without onerror, <script> or javascript:, and links open apart', async () => {
    await admin
      .patch('/api/admin/userguide/acme-corporation/pages/zoho-people--leave')
      .send({
        content: {
          managerContent:
            '<p>Approve <a href="javascript:alert(document.cookie)">here</a></p><img src=x onerror="alert(1)"><script>fetch("//evil")</script>',
          employeeContent: '<p onclick="x()">Apply in <a href="https://people.zoho.com">Zoho People</a></p>',
          adminContent: '',
          troubleshooting: '<p>Ask HR</p>',
          processes: [
            {
              name: 'Leave approval',
              trigger: 'A request is submitted',
              triggeredBy: 'Employee',
              videoContentId: videoId,
              actionButton: { name: 'Apply Leave', url: 'https://people.zoho.com/leave' },
            },
          ],
          reports: [{ name: 'Leave balance', url: 'https://people.zoho.com/reports/leave' }],
        },
      })
      .expect(200);
    const { body } = await admin.get('/api/admin/userguide/acme-corporation').expect(200);
    const stored = JSON.stringify(body);
    expect(stored).not.toMatch(/onerror|onclick|<script|javascript:/i);
    const leave = (body as UserGuideDetail).pages.find((page) => page.moduleId === 'Leave')!;
    expect(leave.content.managerContent).toBe('<p>Approve here</p>');
    expect(leave.content.employeeContent).toBe(
      '<p>Apply in <a href="https://people.zoho.com" target="_blank" rel="noopener noreferrer">Zoho People</a></p>',
    );
    expect(leave.content.processes[0]).toMatchObject({
      videoContentId: videoId,
      videoUrl: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
    });

    const article = await createContent(admin, 'Leave policy', { type: 'Article' });
    const refused = await admin
      .patch('/api/admin/userguide/acme-corporation/pages/zoho-people--leave')
      .send({ content: { processes: [{ name: 'Leave approval', videoContentId: article.id }] } })
      .expect(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'content.processes.0.videoContentId',
        message: `Content ${article.id} is an article, not a video`,
      },
    ]);
  });

  it('publishing a module: the company’s people see that module only; other companies get 404', async () => {
    const published = await admin
      .post('/api/admin/userguide/acme-corporation/pages/zoho-people--leave/publish')
      .send({})
      .expect(200);
    expect(published.body.publishedModuleCount).toBe(1);

    expect((await acme.get('/api/customer/service-access').expect(200)).body.companyUserGuide).toBe(true);
    expect((await acme.get('/api/profile').expect(200)).body.hasUserGuide).toBe(true);
    expect((await acme.get('/api/profile/check-userguide').expect(200)).body.hasUserGuide).toBe(true);

    for (const path of ['/api/userguide/acme-corporation', '/api/userguide/Acme%20Corporation']) {
      const { body } = (await acme.get(path).expect(200)) as { body: CompanyUserGuide };
      expect(body).toMatchObject({
        companyName: 'Acme Corporation',
        description: 'How Acme uses Zoho People and Recruit',
        applications: ['Zoho People'],
      });
      expect(body.modules.map((module) => module.moduleId)).toEqual(['Leave']);
    }

    const other = await globex.get('/api/userguide/acme-corporation').expect(404);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    await globex.get('/api/userguide/acme-corporation/pdf').expect(404);
    await globex.get('/api/userguide/globex-ltd').expect(404);
    expect((await globex.get('/api/customer/service-access').expect(200)).body.companyUserGuide).toBe(false);
    // A customer without a company on record has no guide either.
    expect((await (await portal.agent(TEST_CUSTOMER)).get('/api/userguide/acme-corporation')).status).toBe(
      404,
    );
    // Nor has another company whose name gives the same slug: the guide is Acme Corporation's.
    const lookalike = (
      await addCustomer(
        portal,
        'sam.reyes@acmecorp.example',
        company('sam.reyes@acmecorp.example', 'ACME: Corporation'),
      )
    ).agent;
    await lookalike.get('/api/userguide/acme-corporation').expect(404);
    await lookalike.get('/api/userguide/acme-corporation/pdf').expect(404);
    expect((await lookalike.get('/api/profile').expect(200)).body.hasUserGuide).toBe(false);
    expect((await lookalike.get('/api/customer/service-access').expect(200)).body.companyUserGuide).toBe(
      false,
    );
    // The company's own name, however it is cased or spaced in the CRM, is the same company.
    const sameCompany = (
      await addCustomer(
        portal,
        'alex.kim@acme.example',
        company('alex.kim@acme.example', ' acme  CORPORATION'),
      )
    ).agent;
    await sameCompany.get('/api/userguide/acme-corporation').expect(200);
  });

  it('downloads the published modules as a PDF', async () => {
    const response = await acme
      .get('/api/userguide/acme-corporation/pdf')
      .buffer(true)
      .parse(responseBytes)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=user-guide-acme-corporation.pdf',
    );
    const text = pdfTextLines(response.body as Buffer).join('\n');
    expect(text).toContain('Acme Corporation User Guide');
    expect(text).toContain('Approve here');
    expect(text).toContain('Leave approval');
    expect(text).toContain('Admin content is being prepared for this module.');
    expect(text).not.toContain('Interviews');
  });

  it('prints text the standard PDF fonts cannot draw as it is written, each line in one font', async () => {
    const before = (await admin.get('/api/admin/userguides/acme-corporation').expect(200))
      .body as UserGuideDetail;
    const leave = before.pages.find((page) => page.moduleId === 'Leave')!;
    await admin
      .patch(`/api/admin/userguide/acme-corporation/pages/${leave.id}`)
      .send({
        content: {
          ...leave.content,
          adminContent: '<p><b>Kierownik:</b> zatwierdź wniosek → przełożony ✓ Ответ</p>',
        },
      })
      .expect(200);
    await admin
      .patch('/api/admin/userguide/acme-corporation')
      .send({ contactName: 'Łukasz Żółć' })
      .expect(200);
    const response = await acme
      .get('/api/userguide/acme-corporation/pdf')
      .buffer(true)
      .parse(responseBytes)
      .expect(200);
    const runs = pdfTextRuns(response.body as Buffer);
    const text = runs.map((run) => run.text).join('\n');
    expect(text).toContain('Kierownik:\n zatwierdź wniosek → przełożony ✓ Ответ');
    expect(text).toContain('Contact: \nŁukasz Żółć');
    expect(text).toContain('Approve here');
    // A line's pieces share its font, hence its baseline: the bold label in the embedded font too.
    for (const piece of ['Kierownik:', 'Contact: ']) {
      expect(runs.find((run) => run.text === piece)).toEqual({ text: piece, embedded: true });
    }
    expect(runs.find((run) => run.text === 'Approve here')?.embedded).toBe(false);
  });

  it('grants and revokes another company’s reader, by e-mail', async () => {
    const granted = await admin
      .post('/api/admin/userguide/acme-corporation/access')
      .send({ email: ' Morgan.Blake@globex.example ' })
      .expect(201);
    expect(granted.body.access).toEqual([
      expect.objectContaining({
        email: 'morgan.blake@globex.example',
        companyName: 'Globex Ltd',
        hasAccess: true,
      }),
    ]);
    await globex.get('/api/userguide/acme-corporation').expect(200);
    await admin
      .delete('/api/admin/userguide/acme-corporation/access/morgan.blake%40globex.example')
      .expect(200);
    await globex.get('/api/userguide/acme-corporation').expect(404);
  });

  it('a deactivated guide is closed to its company, and open again once activated', async () => {
    await admin.post('/api/admin/userguide/acme-corporation/deactivate').send({}).expect(200);
    await acme.get('/api/userguide/acme-corporation').expect(404);
    expect((await acme.get('/api/customer/service-access').expect(200)).body.companyUserGuide).toBe(false);
    // Staff can still look at it from the console.
    await admin.get('/api/userguide/acme-corporation').expect(200);
    await admin.post('/api/admin/userguide/acme-corporation/activate').send({}).expect(200);
    await acme.get('/api/userguide/acme-corporation').expect(200);
  });

  it('unknown guides and pages are 404', async () => {
    await admin.get('/api/admin/userguide/nowhere-inc').expect(404);
    await admin.post('/api/admin/userguide/nowhere-inc/deactivate').send({}).expect(404);
    await admin
      .post('/api/admin/userguide/acme-corporation/pages/zoho-recruit--jobs/publish')
      .send({})
      .expect(404);
  });

  it('refuses an edit of a module page someone else changed since it was read (If-Match), writing nothing', async () => {
    const readBefore = (await admin.get('/api/admin/userguide/acme-corporation').expect(200))
      .body as UserGuideDetail;
    const page = readBefore.pages.find((p) => p.id === 'zoho-people--leave')!;
    const content = { ...page.content, explainer: 'An edit from a stale dialog' };
    // Someone else changes the page in between (here: unpublishes and publishes it again).
    await admin
      .post('/api/admin/userguide/acme-corporation/pages/zoho-people--leave/unpublish')
      .send({})
      .expect(200);
    await admin
      .post('/api/admin/userguide/acme-corporation/pages/zoho-people--leave/publish')
      .send({})
      .expect(200);
    const before = await eventCount();
    const refused = await admin
      .patch('/api/admin/userguide/acme-corporation/pages/zoho-people--leave')
      .set('If-Match', `"${page.updatedAt}"`)
      .send({ content })
      .expect(412);
    expect(refused.body.detail).toBe(
      'Someone else changed this module after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await eventCount()).toBe(before);
    const now = (await admin.get('/api/admin/userguide/acme-corporation').expect(200))
      .body as UserGuideDetail;
    const current = now.pages.find((p) => p.id === 'zoho-people--leave')!;
    await admin
      .patch('/api/admin/userguide/acme-corporation/pages/zoho-people--leave')
      .set('If-Match', `"${current.updatedAt}"`)
      .send({ content })
      .expect(200);
  });

  it('refuses an edit of the details of a guide someone else changed since it was read (If-Match)', async () => {
    const read = (await admin.get('/api/admin/userguide/acme-corporation').expect(200))
      .body as UserGuideDetail;
    // Someone else changes the guide in between: here a module page, which the guide's updatedAt shows.
    await admin
      .post('/api/admin/userguide/acme-corporation/pages/zoho-people--leave/unpublish')
      .send({})
      .expect(200);
    const before = await eventCount();
    const refused = await admin
      .patch('/api/admin/userguide/acme-corporation')
      .set('If-Match', `"${read.updatedAt}"`)
      .send({ title: 'A title from a stale dialog' })
      .expect(412);
    expect(refused.body.detail).toBe(
      'Someone else changed this guide after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await eventCount()).toBe(before);
    const now = (await admin.get('/api/admin/userguide/acme-corporation').expect(200))
      .body as UserGuideDetail;
    expect(now.title).toBe(read.title);
    // Granting access is not a change of the guide's own: a dialog read before it still saves.
    await admin
      .post('/api/admin/userguide/acme-corporation/access')
      .send({ email: 'someone.else@globex.example' })
      .expect(201);
    const saved = await admin
      .patch('/api/admin/userguide/acme-corporation')
      .set('If-Match', `"${now.updatedAt}"`)
      .send({ title: 'A title read as it was' })
      .expect(200);
    expect((saved.body as UserGuideDetail).title).toBe('A title read as it was');
    // As it was, for the tests after this one.
    await admin
      .delete('/api/admin/userguide/acme-corporation/access/someone.else%40globex.example')
      .expect(200);
    await admin.patch('/api/admin/userguide/acme-corporation').send({ title: read.title }).expect(200);
    await admin
      .post('/api/admin/userguide/acme-corporation/pages/zoho-people--leave/publish')
      .send({})
      .expect(200);
  });

  it('publish, unpublish, activate and deactivate take no body: one is refused, writing nothing', async () => {
    const before = await eventCount();
    for (const path of [
      '/api/admin/userguide/acme-corporation/pages/zoho-people--leave/publish',
      '/api/admin/userguide/acme-corporation/pages/zoho-people--leave/unpublish',
      '/api/admin/userguide/acme-corporation/deactivate',
      '/api/admin/userguide/acme-corporation/activate',
    ]) {
      const refused = await admin.post(path).send({ published: false }).expect(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await eventCount()).toBe(before);
  });

  it('a guide needs only company and title (spec §5); its modules are added later, as drafts', async () => {
    const created = await admin
      .post('/api/admin/userguide/from-template')
      .send({ companyName: 'Globex Ltd', title: 'Globex handbook' })
      .expect(201);
    expect(created.body).toMatchObject({ id: 'globex-ltd', moduleCount: 0, pages: [] });
    expect((await globex.get('/api/profile/check-userguide').expect(200)).body.hasUserGuide).toBe(false);

    const added = await admin
      .post('/api/admin/userguide/globex-ltd/modules')
      .send({ modules: [{ moduleId: 'Leave', application: 'Zoho People' }] })
      .expect(201);
    const guide = added.body as UserGuideDetail;
    expect(guide.moduleCount).toBe(1);
    // Made from the template's page as creation makes it: its content IDs as links.
    expect(guide.pages[0]).toMatchObject({ moduleId: 'Leave', isDraft: true, publishedAt: null });
    expect(guide.pages[0]?.content.employeeContent).toContain('>Applying for leave</a> (video)');

    await admin.post('/api/admin/userguide/globex-ltd/pages/zoho-people--leave/publish').send({}).expect(200);
    const read = (await globex.get('/api/userguide/globex-ltd').expect(200)).body as CompanyUserGuide;
    expect(read.modules.map((module) => module.moduleId)).toEqual(['Leave']);
  });

  it('a company named "List" or "Templates" has a guide staff can open, beside the list and the templates', async () => {
    for (const [companyName, id] of [
      ['List', 'list'],
      ['Templates', 'templates'],
    ] as const) {
      const created = await admin
        .post('/api/admin/userguide/from-template')
        .send({ companyName, title: `${companyName} handbook` })
        .expect(201);
      expect(created.headers.location).toBe(`/api/admin/userguides/${id}`);
      const opened = await admin.get(created.headers.location!).expect(200);
      expect(opened.body).toMatchObject({ id, companyName, title: `${companyName} handbook` });
    }
    // The singular paths still answer what the console's list and template picker ask for.
    const list = await admin.get('/api/admin/userguide/list').expect(200);
    expect((list.body as { id: string }[]).map((guide) => guide.id)).toEqual(
      expect.arrayContaining(['list', 'templates']),
    );
    const templates = await admin.get('/api/admin/userguide/templates').expect(200);
    expect(templates.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]));
  });

  it('removes a module, published or not: its readers stop seeing it, and added again it starts afresh', async () => {
    await admin
      .patch('/api/admin/userguide/globex-ltd/pages/zoho-people--leave')
      .send({ content: { adminContent: '<p>Globex only</p>' } })
      .expect(200);
    const removed = await admin
      .delete('/api/admin/userguide/globex-ltd/pages/zoho-people--leave')
      .expect(200);
    expect(removed.body).toMatchObject({ moduleCount: 0, publishedModuleCount: 0, pages: [] });
    expect(
      ((await globex.get('/api/userguide/globex-ltd').expect(200)).body as CompanyUserGuide).modules,
    ).toEqual([]);
    expect((await globex.get('/api/profile/check-userguide').expect(200)).body.hasUserGuide).toBe(false);
    await admin.delete('/api/admin/userguide/globex-ltd/pages/zoho-people--leave').expect(404);

    const again = await admin
      .post('/api/admin/userguide/globex-ltd/modules')
      .send({ modules: [{ moduleId: 'Leave', application: 'Zoho People' }] })
      .expect(201);
    const page = (again.body as UserGuideDetail).pages[0]!;
    expect(page).toMatchObject({ moduleId: 'Leave', isDraft: true, publishedAt: null });
    expect(page.content.adminContent).not.toContain('Globex only');
  });

  it('refuses modules a guide has, none, or not of their application, writing nothing', async () => {
    const before = await eventCount();
    const add = (body: unknown) => admin.post('/api/admin/userguide/globex-ltd/modules').send(body as object);
    const again = await add({
      modules: [
        { moduleId: 'Interviews', application: 'Zoho Recruit' },
        { moduleId: 'Leave', application: 'Zoho People' },
      ],
    }).expect(400);
    expect(again.body.errors).toEqual([
      { field: 'modules.1.moduleId', message: 'Zoho People Leave is already in this guide' },
    ]);
    for (const body of [
      {},
      { modules: [] },
      { modules: [{ moduleId: 'Jobs', application: 'Zoho People' }] },
    ]) {
      expect((await add(body)).status).toBe(400);
    }
    await admin
      .post('/api/admin/userguide/nowhere-inc/modules')
      .send({ modules: [{ moduleId: 'Leave', application: 'Zoho People' }] })
      .expect(404);
    expect(await eventCount()).toBe(before);
  });

  it('the guide read models equal a rebuild from the log', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(portal.pool);
    for (const table of [
      'user_guides',
      'user_guide_pages',
      'user_guide_access',
      'user_guide_template_pages',
    ]) {
      expect(live[table]?.length).toBeGreaterThan(0);
      expect(rebuilt[table]).toEqual(live[table]);
    }
  });
});

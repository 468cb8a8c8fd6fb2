import { afterAll, beforeAll, expect, it } from 'vitest';
import { handleContentCommand, nextContentId } from '@zen/command-service';
import { BaselineTemplateSchema, CompanyUserGuideSchema } from '@zen/contracts';
import { createEventStore } from '@zen/platform';
import { GUIDE_TEMPLATES, USER_GUIDES, waitForReadModelsAtRest } from '@zen/projections';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../testing/index.ts';
import { addCustomer, crmContact } from '../testing/learner.ts';
import { demoCatalogue } from './catalogue.ts';
import { DEMO_GUIDE_COMPANY, seedDemoGuides } from './guides.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

it('gives the demo customer’s company a published guide made from the baseline template', async () => {
  // The demo catalogue, as the seed writes it before the guides.
  const eventStore = createEventStore(portal.databaseUrl);
  const contentIds = new Map<string, number>();
  try {
    for (const form of demoCatalogue()) {
      const contentId = await nextContentId(portal.pool);
      await handleContentCommand(eventStore, {
        type: 'CreateContent',
        data: { contentId, by: 'seed', at: new Date().toISOString(), form },
      });
      if (form.identifier) contentIds.set(form.identifier, contentId);
    }
  } finally {
    await eventStore.close();
  }

  await seedDemoGuides({ pool: portal.pool, databaseUrl: portal.databaseUrl });
  await waitForReadModelsAtRest(portal.pool, { names: [GUIDE_TEMPLATES, USER_GUIDES] });

  const admin = await portal.agent(TEST_ADMIN);
  const template = BaselineTemplateSchema.parse(
    (await admin.get('/api/admin/template/baseline').expect(200)).body,
  );
  expect(template.pages.map((page) => `${page.application}/${page.moduleId}`)).toEqual([
    'Zoho People/Attendance',
    'Zoho People/Leave',
    'Zoho People/Onboarding',
    'Zoho Recruit/Interviews',
  ]);
  expect(template.pages.every((page) => !page.isDraft && page.publishedAt !== null)).toBe(true);

  const { agent: casey } = await addCustomer(portal, 'casey.demo@acme.example', {
    ...crmContact('casey.demo@acme.example'),
    companyName: DEMO_GUIDE_COMPANY,
    userguideService: true,
  });
  expect((await casey.get('/api/customer/service-access').expect(200)).body.companyUserGuide).toBe(true);
  const guide = CompanyUserGuideSchema.parse(
    (await casey.get('/api/userguide/acme-corporation').expect(200)).body,
  );
  expect(guide).toMatchObject({
    companyName: 'Acme Corporation',
    contactName: 'Jordan Lee, HR Manager',
    applications: ['Zoho People', 'Zoho Recruit'],
  });
  // Onboarding is still a draft, so the company does not see it.
  expect(guide.modules.map((module) => module.moduleId)).toEqual(['Attendance', 'Leave', 'Interviews']);
  const leave = guide.modules.find((module) => module.moduleId === 'Leave')!;
  expect(leave.content.processes[0]).toMatchObject({
    name: 'Leave approval',
    videoContentId: contentIds.get('ZP-LEAVE-07'),
    actionButton: { name: 'Apply Leave', url: 'https://people.zoho.com/' },
  });
  const attendance = guide.modules.find((module) => module.moduleId === 'Attendance')!;
  expect(attendance.content.employeeContent).toContain('Checking in and out from the web and mobile app');
});

// After the test above: the demo's template and guide are there, and staff have since changed them.
it('seeds again without failing, leaving the pages and the guide people already made as they are', async () => {
  const admin = await portal.agent(TEST_ADMIN);
  const leavePage = 'zoho-people--leave';
  await admin
    .patch(`/api/admin/template/page/${leavePage}`)
    .send({ content: { explainer: 'Our own words on leave.' } })
    .expect(200);
  await admin.patch('/api/admin/userguide/acme-corporation').send({ title: 'Acme’s handbook' }).expect(200);

  // As a start does on a database whose seed stopped part-way, or whose staff wrote the template.
  await seedDemoGuides({ pool: portal.pool, databaseUrl: portal.databaseUrl });
  await waitForReadModelsAtRest(portal.pool, { names: [GUIDE_TEMPLATES, USER_GUIDES] });

  const template = BaselineTemplateSchema.parse(
    (await admin.get('/api/admin/template/baseline').expect(200)).body,
  );
  expect(template.pages).toHaveLength(4);
  expect(template.pages.find((page) => page.id === leavePage)?.content.explainer).toBe(
    'Our own words on leave.',
  );
  const guide = (await admin.get('/api/admin/userguide/acme-corporation').expect(200)).body;
  expect(guide).toMatchObject({ title: 'Acme’s handbook', contactName: 'Jordan Lee, HR Manager' });
});

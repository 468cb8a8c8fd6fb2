import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, CustomerContentPage } from '@zen/contracts';
import supertest from 'supertest';
import {
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  TEST_PASSWORD,
  type TestPortal,
} from '@zen/portal/testing';
import { addCustomer, crmContact } from '@zen/portal/testing/learner';
import { CatalogueIndex } from '@zen/projections';

/**
 * Search as a person expects it (issue 11), through the customer's Browse Content call on a real
 * PostgreSQL: typos forgiven, prefixes as typed, ranked by where the words are, matched words
 * named for highlighting, suggestions, and every write visible to the next search on any replica.
 */
let portal: TestPortal;
let admin: Awaited<ReturnType<TestPortal['agent']>>;
let customer: Awaited<ReturnType<TestPortal['agent']>>;
const ids: Record<string, number> = {};

const base = {
  description: 'A short guide.',
  type: 'Article',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: 'https://help.zen-consulting.example/guide',
  learningJourney: 'none',
  keywords: [] as string[],
};

// Created in this order: later items are newer, which breaks ties within a tier.
const catalogue: Record<
  string,
  Partial<typeof base> & { title: string; identifier?: string; contentNumber?: string }
> = {
  leaveTitleOld: { title: 'Leave balance explained' },
  leaveIdentifier: { title: 'Holiday calendar', identifier: 'LEAVE-2' },
  leaveKeyword: { title: 'Time off overview', keywords: ['leave'] },
  leaveDescription: { title: 'Team calendar', description: 'Plan around leave and public holidays.' },
  leaveTitleNew: { title: 'Leave encashment' },
  attendance: { title: 'Attendance regularisation requests', module: 'Attendance', type: 'Video' },
  onboarding: { title: 'Onboarding checklist for new hires', module: 'Onboarding' },
  onboardingTasks: { title: 'Onboarding tasks for managers', module: 'Onboarding', level: 'Manager' },
  payslip: { title: 'Downloading your payslip', module: 'Compensation' },
  performance: { title: 'Performance review cycles', module: 'Performance' },
  formNumber: { title: 'Filing form 42 for statutory leave', module: 'HR Letters' },
  numbered: { title: 'Probation confirmation letters', module: 'Probation', contentNumber: '42' },
  recruitJobs: {
    title: 'Publishing a job opening',
    application: 'Zoho Recruit',
    module: 'Jobs',
    level: 'Recruiter',
  },
};

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  for (const [key, form] of Object.entries(catalogue)) {
    const { body } = await admin
      .post('/api/content')
      .send({ ...base, ...form })
      .expect(201);
    ids[key] = (body as ContentItem).id;
  }
});
afterAll(async () => {
  await portal?.close();
});

const search = async (
  term: string,
  filters: Record<string, string> = {},
  agent: ReturnType<typeof supertest.agent> = customer,
) =>
  (
    await agent
      .get('/api/content/filtered')
      .query({ search: term, ...filters })
      .expect(200)
  ).body as CustomerContentPage;
const titlesFor = async (term: string, filters: Record<string, string> = {}) =>
  (await search(term, filters)).items.map((item) => item.title);

describe('finding what was meant', () => {
  it.each([
    ['attendence', 'Attendance regularisation requests'],
    ['onbording', 'Onboarding checklist for new hires'],
    ['payslp', 'Downloading your payslip'],
    ['onbo', 'Onboarding checklist for new hires'],
    ['perf', 'Performance review cycles'],
    ['PAYSLIP', 'Downloading your payslip'],
  ])("'%s' finds '%s'", async (term, title) => {
    expect(await titlesFor(term)).toContain(title);
  });

  it('needs every word typed, and does not stretch short words into others', async () => {
    expect(await titlesFor('onboarding managers')).toEqual(['Onboarding tasks for managers']);
    expect((await search('xyzzy')).total).toBe(0);
    // 'jobs' is four letters: typed right or not at all (no 'Jobs' → 'jogs' guesses).
    expect(await titlesFor('jogs')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts title matches first, then identifier and keywords, then description; newest first within each', async () => {
    const { items } = await search('leave');
    expect(items.map((item) => item.id)).toEqual([
      ids.formNumber, // title, newest of the title matches
      ids.leaveTitleNew,
      ids.leaveTitleOld,
      ids.leaveKeyword, // keywords and identifier, newest first
      ids.leaveIdentifier,
      ids.leaveDescription, // description only
    ]);
  });

  it('puts an exact content number or id before any text match', async () => {
    const { items } = await search('42');
    expect(items[0]!.id).toBe(ids.numbered);
    expect(items.map((item) => item.id)).toContain(ids.formNumber);
    const byId = await search(String(ids.payslip));
    expect(byId.items[0]!.id).toBe(ids.payslip);
  });

  it('prefers words typed right over words matched only by typo tolerance', async () => {
    for (const title of ['Shift planning', 'Shifts and rotas']) {
      await admin
        .post('/api/content')
        .send({ ...base, title })
        .expect(201);
    }
    // Both are title matches; 'shift' is one letter off 'shifts', 'Shifts' is what was typed.
    expect(await titlesFor('shifts')).toEqual(['Shifts and rotas', 'Shift planning']);
  });
});

describe('what the screen needs', () => {
  it('names the catalogue words a search matched, so the browser can highlight them', async () => {
    expect((await search('attendence')).matchedTerms).toContain('attendance');
    expect((await search('onbo')).matchedTerms).toEqual(expect.arrayContaining(['onboarding']));
  });

  it('names only words of items the customer may see: a hidden item’s words are not told', async () => {
    await admin
      .post('/api/content')
      .send({ ...base, title: 'Geofencing perimeter rules', level: 'Setup Configuration' })
      .expect(201);
    const hidden = await search('geofencing');
    expect(hidden.total).toBe(0);
    expect(hidden.matchedTerms).toEqual([]);
    // Staff, who may see it, get it and its word.
    const staff = await search('geofencing', {}, admin);
    expect(staff.items.map((item) => item.title)).toEqual(['Geofencing perimeter rules']);
    expect(staff.matchedTerms).toContain('geofencing');
    // Nor the words of items the customer's filters leave out.
    expect((await search('publishing', { application: 'Zoho People' })).matchedTerms).toEqual([]);
  });

  it('counts exactly, combines filters with the search and keeps to the customer’s access', async () => {
    const leave = await search('leave');
    expect(leave.total).toBe(6);
    expect(leave.available).toBeGreaterThanOrEqual(leave.total);
    expect((await search('leave', { contentType: 'Video' })).total).toBe(0);
    expect(await titlesFor('onboarding', { level: 'Manager' })).toEqual(['Onboarding tasks for managers']);
    const paged = await search('leave', { pageSize: '2', page: '2' });
    expect(paged.items.map((item) => item.id)).toEqual([ids.leaveTitleOld, ids.leaveKeyword]);
  });

  it('answers each customer within their own access when others searched the same words first', async () => {
    // A page is kept per catalogue version for customers with the same access: another's access
    // must neither be served nor replace what was kept.
    const email = 'leave.only@globex.example';
    const { agent: leaveOnly } = await addCustomer(
      portal,
      email,
      crmContact(email, { applications: ['Zoho People'], peopleModulesAccess: ['Leave'] }),
    );
    const everyone = await search('leave');
    const restricted = await search('leave', {}, leaveOnly);
    expect(everyone.items.map((item) => item.id)).toContain(ids.formNumber);
    expect(restricted.items.map((item) => item.id)).not.toContain(ids.formNumber);
    expect(restricted.items.every((item) => item.module === 'Leave')).toBe(true);
    expect(restricted.total).toBe(everyone.total - 1);
    expect(await search('leave')).toEqual(everyone);
    expect(await search('leave', {}, leaveOnly)).toEqual(restricted);
  });

  it('suggests up to five titles as the customer types', async () => {
    const { body } = await customer.get('/api/content/suggest').query({ q: 'onbo' }).expect(200);
    expect(body.suggestions.map((s: { title: string }) => s.title)).toEqual([
      'Onboarding tasks for managers',
      'Onboarding checklist for new hires',
    ]);
    const many = await customer.get('/api/content/suggest').query({ q: 'leave' }).expect(200);
    expect(many.body.suggestions).toHaveLength(5);
    await customer.get('/api/content/suggest').query({ q: '' }).expect(400);
    await portal
      .agent()
      .then((anonymous) => anonymous.get('/api/content/suggest').query({ q: 'leave' }).expect(401));
  });
});

describe('read-your-writes', () => {
  it('finds a new, edited or deleted item at once, on this replica and on another', async () => {
    const replica = await portal.replica();
    const replicaCustomer = supertest.agent(replica.url);
    await replicaCustomer
      .post('/api/auth/login')
      .send({ email: TEST_CUSTOMER, password: TEST_PASSWORD })
      .expect(200);
    const onReplica = (term: string) => search(term, {}, replicaCustomer);
    // Warm both indexes first, so what follows is an update, not a first build.
    await search('timesheet');
    await onReplica('timesheet');

    const { body: created } = await admin
      .post('/api/content')
      .send({ ...base, title: 'Timesheet approvals', module: 'Timetracker' })
      .expect(201);
    expect((await search('timesheet')).items.map((i) => i.id)).toEqual([created.id]);
    expect((await onReplica('timesheet')).items.map((i) => i.id)).toEqual([created.id]);

    await admin.patch(`/api/content/${created.id}`).send({ title: 'Approving logged hours' }).expect(200);
    expect((await onReplica('timesheet')).total).toBe(0);
    expect((await onReplica('logged hours')).items.map((i) => i.id)).toEqual([created.id]);

    await admin.delete(`/api/content/${created.id}`).expect(200);
    expect((await search('logged hours')).total).toBe(0);
    expect((await onReplica('logged hours')).total).toBe(0);
  });

  it('an index built afresh from the catalogue answers exactly as the one kept up to date', async () => {
    const fresh = new CatalogueIndex(portal.pool);
    await fresh.refresh();
    for (const term of ['leave', 'onbo', 'attendence', '42', 'logged hours', 'calendar']) {
      const live = await search(term, { pageSize: '100' });
      expect(fresh.find(term).ranked.map((hit) => hit.id)).toEqual(live.items.map((item) => item.id));
    }
  });
});

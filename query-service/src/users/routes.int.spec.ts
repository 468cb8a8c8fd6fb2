import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveUserSchema,
  AdminUserRowSchema,
  LearnerProgressSchema,
  UnwatchedContentSchema,
  UnwatchedPageSchema,
  UserCompanySchema,
  type AdminUserRow,
  type ContentItem,
  type CrmContact,
} from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { parseCsv } from '@zen/portal/testing/csv';
import { addCustomer, createContent, crmContact, type Agent } from '@zen/portal/testing/learner';
import { pdfTextLines } from '@zen/portal/testing/pdf-text';
import { z } from 'zod';
import { responseBytes } from '@zen/portal/testing/response-bytes';

let portal: TestPortal;
let admin: Agent;
let customer: Agent;
const items: Record<string, ContentItem> = {};

/** A CRM record with a company, title and support contract of the test's choosing. */
const contact = (email: string, overrides: Partial<CrmContact>): CrmContact => ({
  ...crmContact(email),
  ...overrides,
});

let globexLeaveOnly: { agent: Agent; userId: string };

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  items.essentialVideo = await createContent(admin, 'Requesting leave', { learningJourney: 'Essential' });
  items.essentialArticle = await createContent(admin, 'Leave policy', {
    type: 'Article',
    learningJourney: 'Essential',
  });
  items.operational = await createContent(admin, 'Leave balances', { learningJourney: 'Operational' });
  items.process = await createContent(admin, 'Our holiday process', {
    application: 'General',
    module: 'Accounts',
    type: 'Article',
    learningJourney: 'Customer Specific',
  });
  items.bonus = await createContent(admin, 'Leave power tips', { learningJourney: 'Bonus' });
  items.attendance = await createContent(admin, 'Checking in', {
    module: 'Attendance',
    learningJourney: 'Essential',
  });
  globexLeaveOnly = await addCustomer(
    portal,
    'robin.learner@globex.example',
    contact('robin.learner@globex.example', {
      companyName: 'Globex Corporation',
      supportContract: 'Priority',
      applications: ['Zoho People'],
      peopleModulesAccess: ['Leave'],
      userguideService: true,
    }),
    ['Robin', 'Learner'],
  );
  // Job titles as the learners enter them on their profile (what they enter wins over the CRM's).
  await globexLeaveOnly.agent
    .put('/api/profile')
    .send({ firstName: 'Robin', lastName: 'Learner', jobTitle: 'Payroll Lead' })
    .expect(204);
  const sam = await addCustomer(
    portal,
    'sam.formula@initech.example',
    contact('sam.formula@initech.example', { companyName: 'Smith, Jones & "Partners"' }),
  );
  await sam.agent
    .put('/api/profile')
    .send({ firstName: '=HYPERLINK("http://evil.example")', lastName: '+Formula', jobTitle: '@admin' })
    .expect(204);
  await addCustomer(portal, 'alex.plain@initech.example', undefined, ['Alex', 'Plain']);
});
afterAll(async () => {
  await portal?.close();
});

const rows = (body: unknown) => z.array(AdminUserRowSchema).parse(body);
const emails = (list: AdminUserRow[]) => list.map((row) => row.email);

const ROUTES = [
  '/api/admin/users',
  '/api/admin/users/00000000-0000-4000-8000-000000000000',
  '/api/admin/companies',
  '/api/admin/active-users',
  `/api/admin/user-profile?email=${TEST_CUSTOMER}`,
  `/api/admin/learners?search=${TEST_CUSTOMER}`,
  `/api/admin/unwatched-content/${TEST_CUSTOMER}`,
  `/api/admin/learners/${TEST_CUSTOMER}/unwatched`,
  `/api/admin/download-individual-progress?email=${TEST_CUSTOMER}`,
  '/api/admin/download-learner-progress',
];

describe('who may read users', () => {
  it.each(ROUTES)('%s: 401 signed out, 403 for a customer', async (path) => {
    const anonymous = await portal.agent();
    const refused = await anonymous.get(path).expect(401);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    await customer.get(path).expect(403);
  });
});

describe('the users resource (ra-data-simple-rest)', () => {
  it('pages every user with the total in Content-Range, sorted by name', async () => {
    const first = await admin
      .get('/api/admin/users')
      .query({ range: '[0,1]', sort: '["name","ASC"]' })
      .expect(200);
    expect(first.headers['content-range']).toBe('users 0-1/5');
    const second = await admin
      .get('/api/admin/users')
      .query({ range: '[2,4]', sort: '["name","ASC"]' })
      .expect(200);
    expect(second.headers['content-range']).toBe('users 2-4/5');
    const all = [...rows(first.body), ...rows(second.body)];
    expect(all).toHaveLength(5);
    // Where "+Formula" sorts depends on the database's collation; the letters' order does not.
    expect(all.map((row) => row.lastName).filter((name) => name !== '+Formula')).toEqual([
      'Admin',
      'Customer',
      'Learner',
      'Plain',
    ]);
    const byEmail = await admin.get('/api/admin/users').query({ sort: '["email","DESC"]' }).expect(200);
    expect(emails(rows(byEmail.body))[0]).toBe('sam.formula@initech.example');
  });

  it('returns the spec’s admin user row', async () => {
    const response = await admin.get('/api/admin/users').query({ search: 'robin' }).expect(200);
    expect(rows(response.body)).toEqual([
      {
        id: globexLeaveOnly.userId,
        firstName: 'Robin',
        lastName: 'Learner',
        email: 'robin.learner@globex.example',
        companyName: 'Globex Corporation',
        jobTitle: 'Payroll Lead',
        supportContract: 'Priority',
        isActive: true,
        mobile: null,
        birthday: null,
        userguideService: true,
        lastCrmSync: expect.any(String),
        applicationsImplemented: ['Zoho People'],
        recruitModulesAccess: [],
        peopleModulesAccess: ['Leave'],
      },
    ]);
  });

  it('searches names, e-mails, companies and titles from 2 characters, and filters by company', async () => {
    const search = async (query: Record<string, string>) =>
      emails(rows((await admin.get('/api/admin/users').query(query).expect(200)).body)).sort();
    expect(await search({ search: 'ROBIN' })).toEqual(['robin.learner@globex.example']);
    expect(await search({ search: 'initech' })).toEqual([
      'alex.plain@initech.example',
      'sam.formula@initech.example',
    ]);
    expect(await search({ search: 'payroll' })).toEqual(['robin.learner@globex.example']);
    expect(await search({ search: '100%' })).toEqual([]);
    expect(await search({ company: 'Globex Corporation' })).toEqual(['robin.learner@globex.example']);
    expect(await search({ filter: JSON.stringify({ q: 'learner', company: 'Globex Corporation' }) })).toEqual(
      ['robin.learner@globex.example'],
    );
    expect(await search({ filter: JSON.stringify({ company: 'Nobody Ltd' }) })).toEqual([]);
    const short = await admin.get('/api/admin/users').query({ search: 'r' }).expect(400);
    expect(short.body.errors).toEqual([{ field: 'search', message: 'Search for at least 2 characters' }]);
    await admin.get('/api/admin/users').query({ range: '[0,5000]' }).expect(400);
    await admin.get('/api/admin/users').query({ sort: '["password","ASC"]' }).expect(400);
  });

  it('shows one user by id, and 404 for an unknown one', async () => {
    const one = await admin.get(`/api/admin/users/${globexLeaveOnly.userId}`).expect(200);
    expect(AdminUserRowSchema.parse(one.body).email).toBe('robin.learner@globex.example');
    await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/admin/users/not-a-uuid').expect(400);
  });

  it('finds a profile by e-mail whatever its case', async () => {
    const profile = await admin
      .get('/api/admin/user-profile')
      .query({ email: 'Robin.Learner@Globex.example' })
      .expect(200);
    expect(AdminUserRowSchema.parse(profile.body).id).toBe(globexLeaveOnly.userId);
    await admin.get('/api/admin/user-profile').query({ email: 'nobody@globex.example' }).expect(404);
    await admin.get('/api/admin/user-profile').query({ email: 'not an e-mail' }).expect(400);
  });

  it('lists the companies users belong to', async () => {
    const companies = z
      .array(UserCompanySchema)
      .parse((await admin.get('/api/admin/companies').expect(200)).body);
    expect(companies).toEqual([
      { name: 'Globex Corporation', users: 1 },
      { name: 'Smith, Jones & "Partners"', users: 1 },
    ]);
  });
});

describe('learning progress', () => {
  const robin = 'robin.learner@globex.example';

  it('reports progress within the learner’s own module access, zeros before anything is done', async () => {
    const before = z
      .array(LearnerProgressSchema)
      .parse((await admin.get('/api/admin/learners').query({ search: robin }).expect(200)).body);
    expect(before).toEqual([
      {
        userId: globexLeaveOnly.userId,
        email: robin,
        firstName: 'Robin',
        lastName: 'Learner',
        companyName: 'Globex Corporation',
        progress: {
          // Attendance is outside Robin's access; Bonus never counts.
          essential: { completed: 0, total: 2 },
          operational: { completed: 0, total: 1 },
          companyProcesses: { completed: 0, total: 1 },
          completed: 0,
          total: 4,
          overall: 0,
        },
      },
    ]);
    const { agent } = globexLeaveOnly;
    await agent.post('/api/video-completions').send({ contentId: items.essentialVideo!.id }).expect(201);
    await agent.post('/api/video-completions').send({ contentId: items.process!.id }).expect(201);
    await agent.post('/api/video-completions').send({ contentId: items.bonus!.id }).expect(201);
    const [after] = z
      .array(LearnerProgressSchema)
      .parse((await admin.get('/api/admin/learners').query({ search: robin }).expect(200)).body);
    expect(after!.progress).toMatchObject({
      essential: { completed: 1, total: 2 },
      operational: { completed: 0, total: 1 },
      companyProcesses: { completed: 1, total: 1 },
      overall: 50,
    });
  });

  it('finds learners by part of their name, never staff', async () => {
    const found = (await admin.get('/api/admin/learners').query({ search: 'learner' }).expect(200)).body;
    expect(found.map((row: { email: string }) => row.email)).toEqual([robin]);
    const staff = (await admin.get('/api/admin/learners').query({ search: TEST_ADMIN }).expect(200)).body;
    expect(staff).toEqual([]);
  });

  it('lists unwatched content that counts for progress, in journey order', async () => {
    const unwatched = z
      .array(UnwatchedContentSchema)
      .parse((await admin.get(`/api/admin/unwatched-content/${encodeURIComponent(robin)}`).expect(200)).body);
    expect(unwatched.map((item) => item.title)).toEqual(['Leave balances', 'Leave policy']);
    expect(unwatched[0]).toEqual({
      id: items.operational!.id,
      title: 'Leave balances',
      type: 'Video',
      learningJourney: 'Operational',
      application: 'Zoho People',
      module: 'Leave',
      level: 'Employee',
      description: 'About leave balances.',
    });
    await admin.get('/api/admin/unwatched-content/nobody@globex.example').expect(404);
  });

  it('renders the individual progress PDF with who, the figures, completed and unwatched items', async () => {
    const response = await admin
      .get('/api/admin/download-individual-progress')
      .query({ email: robin, sessionId: 'ignored' })
      .buffer(true)
      .parse(responseBytes)
      .expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=progress-Robin-Learner-${today}.pdf`,
    );
    const text = pdfTextLines(response.body as Buffer).join('\n');
    for (const expected of [
      'Learning Progress Report',
      'Robin Learner',
      'Company: Globex Corporation',
      'Essential Content: 1/2',
      'Operational Content: 0/1',
      'Company Processes: 1/1',
      'Overall Progress: 50%',
      'Completed (2)',
      'Unwatched (2)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Requesting leave {2}\(Essential, completed \d{1,2} \w+ \d{4}\)/);
    expect(text).toContain('Leave balances  (Operational, Zoho People, Leave, Video)');
    expect(text).not.toContain('Leave power tips');
  });

  it('flows a long unwatched list onto further pages', async () => {
    await addCustomer(portal, 'many@initech.example', undefined, ['Many', 'Items']);
    // Attendance: outside Robin's access, so the tests after this one still see his four items.
    for (let i = 0; i < 70; i += 1) {
      await createContent(admin, `Operational item ${String(i).padStart(2, '0')}`, {
        module: 'Attendance',
        learningJourney: 'Operational',
      });
    }
    const response = await admin
      .get('/api/admin/download-individual-progress')
      .query({ email: 'many@initech.example' })
      .buffer(true)
      .parse(responseBytes)
      .expect(200);
    const pdf = response.body as Buffer;
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain('Operational item 00');
    expect(text).toContain('Operational item 69');
  });

  it('pages the unwatched list in the whole list’s order, with its total, and follows the learner', async () => {
    // many@initech.example (the test before) has the 70 Attendance items and everything else open.
    const many = encodeURIComponent('many@initech.example');
    const whole = z
      .array(UnwatchedContentSchema)
      .parse((await admin.get(`/api/admin/unwatched-content/${many}`).expect(200)).body);
    expect(whole.length).toBeGreaterThan(70);
    const pageAt = async (offset: number, limit?: number) =>
      UnwatchedPageSchema.parse(
        (
          await admin
            .get(`/api/admin/learners/${many}/unwatched`)
            .query({ offset, ...(limit ? { limit } : {}), sessionId: 'ignored' })
            .expect(200)
        ).body,
      );
    // 50 by default; each page follows on from the one before, and together they are the list.
    const first = await pageAt(0);
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(whole.length);
    const rest = await pageAt(50);
    expect(rest.items).toHaveLength(whole.length - 50);
    expect([...first.items, ...rest.items]).toEqual(whole);
    expect((await pageAt(3, 2)).items).toEqual(whole.slice(3, 5));
    expect(await pageAt(whole.length + 10)).toEqual({ items: [], total: whole.length });

    // What the learner completes leaves the list and its count at once.
    const learner = await portal.agent('many@initech.example');
    const done = first.items[0]!;
    await learner.post('/api/video-completions').send({ contentId: done.id }).expect(201);
    const after = await pageAt(0);
    expect(after.total).toBe(whole.length - 1);
    expect(after.items.map((item) => item.id)).not.toContain(done.id);
    expect(after.items[0]).toEqual(first.items[1]);

    // Another learner's list is their own.
    const robinPage = UnwatchedPageSchema.parse(
      (await admin.get(`/api/admin/learners/${encodeURIComponent(robin)}/unwatched`).expect(200)).body,
    );
    expect(robinPage.items.map((item) => item.title)).toEqual(['Leave balances', 'Leave policy']);
    expect(robinPage.total).toBe(2);
  });

  it.each([
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
  ])('refuses an unwatched page with %s, naming %s', async (query, field) => {
    const refused = await admin
      .get(`/api/admin/learners/${encodeURIComponent(robin)}/unwatched?${query}`)
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.stringify(refused.body)).toContain(field);
  });

  it('answers 404 for the unwatched page of an unknown e-mail and 400 for a bad one', async () => {
    await admin.get('/api/admin/learners/nobody%40globex.example/unwatched').expect(404);
    await admin.get('/api/admin/learners/not-an-email/unwatched').expect(400);
  });

  it('exports one CSV record per learner, RFC 4180 quoted, formulas neutralised', async () => {
    const response = await admin.get('/api/admin/download-learner-progress').expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=learner-progress-${today}.csv`,
    );
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.text.slice(1));
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Company',
      'Job Title',
      'Status',
      'Essential Completed',
      'Essential Total',
      'Operational Completed',
      'Operational Total',
      'Company Processes Completed',
      'Company Processes Total',
      'Overall Progress (%)',
    ]);
    // Every learner once, in e-mail order; staff are not learners.
    expect(records.map((record) => record[2])).toEqual([
      'alex.plain@initech.example',
      'customer@acme.example',
      'many@initech.example',
      'robin.learner@globex.example',
      'sam.formula@initech.example',
    ]);
    const robin = records.find((record) => record[2] === 'robin.learner@globex.example')!;
    expect(robin).toEqual([
      'Robin',
      'Learner',
      robin[2],
      'Globex Corporation',
      'Payroll Lead',
      'Active',
      '1',
      '2',
      '0',
      '1',
      '1',
      '1',
      '50',
    ]);
    const sam = records.find((record) => record[2] === 'sam.formula@initech.example')!;
    expect(sam.slice(0, 5)).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'+Formula",
      'sam.formula@initech.example',
      'Smith, Jones & "Partners"',
      "'@admin",
    ]);
  });
});

describe('most active users', () => {
  it('ranks learners by views and searches, with when they were last active', async () => {
    const { agent } = globexLeaveOnly;
    await agent.post('/api/activity').send({ action: 'view', contentId: items.operational!.id }).expect(202);
    await agent.post('/api/activity').send({ action: 'search', searchQuery: 'leave' }).expect(202);
    await customer.post('/api/activity').send({ action: 'search', searchQuery: 'leave' }).expect(202);
    const read = async () =>
      z
        .array(ActiveUserSchema)
        .parse((await admin.get('/api/admin/active-users').query({ days: '30' }).expect(200)).body);
    await expect
      .poll(async () => (await read()).map((user) => user.email), { timeout: 10_000, interval: 25 })
      .toEqual(['robin.learner@globex.example', 'customer@acme.example']);
    expect((await read())[0]).toMatchObject({
      id: globexLeaveOnly.userId,
      firstName: 'Robin',
      lastName: 'Learner',
      companyName: 'Globex Corporation',
      views: 1,
      searches: 1,
    });
    await admin.get('/api/admin/active-users').query({ days: '3' }).expect(400);
  });
});

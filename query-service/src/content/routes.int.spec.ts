import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentItemSchema, type ContentItem } from '@zen/contracts';
import { executeAccountCommand } from '@zen/command-service';
import { createEventStore, type EventStore } from '@zen/platform';
import supertest from 'supertest';
import {
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  TEST_PASSWORD,
  type TestPortal,
} from '@zen/portal/testing';

let portal: TestPortal;
let eventStore: EventStore;
const crmRecord = {
  crmContactId: 'c-1',
  firstName: 'Casey',
  lastName: 'Customer',
  mobile: null,
  jobTitle: null,
  companyId: 'acme',
  companyName: 'Acme Corporation',
  applications: [],
  recruitModulesAccess: [],
  peopleModulesAccess: [],
  supportContract: 'Basic',
  userguideService: false,
  serviceAccess: {
    contentLookup: true,
    instantChatSupport: false,
    supportTickets: false,
    companyUserGuide: false,
  },
};
let admin: Awaited<ReturnType<TestPortal['agent']>>;
let customer: Awaited<ReturnType<TestPortal['agent']>>;
const items: Record<string, ContentItem> = {};

const seed = [
  {
    key: 'leave',
    title: 'Applying for leave on mobile',
    application: 'Zoho People',
    module: 'Leave',
    level: 'Employee',
    type: 'Video',
    learningJourney: 'Essential',
    contentNumber: '12',
    identifier: 'ZP-LEAVE-01',
    keywords: ['time off'],
  },
  {
    key: 'leaveAdmin',
    title: 'Leave policy configuration',
    application: 'Zoho People',
    module: 'Leave',
    level: 'Admin',
    type: 'Article',
    learningJourney: 'Operational',
    identifier: 'ZP-LEAVE-02',
    keywords: ['accrual'],
  },
  {
    key: 'jobs',
    title: 'Publishing a job opening',
    application: 'Zoho Recruit',
    module: 'Jobs',
    level: 'Recruiter',
    type: 'Video',
    learningJourney: 'none',
    keywords: ['career site'],
  },
  {
    key: 'setupModule',
    title: 'Recruit setup checklist',
    application: 'Zoho Recruit',
    module: 'Setup Configuration',
    level: 'Recruiter',
    type: 'Article',
    learningJourney: 'Bonus',
    keywords: ['setup'],
  },
  {
    key: 'setupLevel',
    title: 'Account setup for partners',
    application: 'General',
    module: 'Accounts',
    level: 'Setup Configuration',
    type: 'Article',
    learningJourney: 'none',
    keywords: ['setup'],
  },
  {
    key: 'accounts',
    title: 'Managing your portal account',
    application: 'General',
    module: 'Accounts',
    level: 'Employee',
    type: 'Article',
    learningJourney: 'Customer Specific',
    keywords: ['password'],
  },
] as const;

beforeAll(async () => {
  portal = await startTestPortal();
  eventStore = createEventStore(portal.databaseUrl);
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  for (const { key, ...form } of seed) {
    const { body } = await admin
      .post('/api/content')
      .send({
        description: `About ${form.title.toLowerCase()}.`,
        url: 'https://help.zen-consulting.example/a',
        ...form,
      })
      .expect(201);
    items[key] = body;
  }
});
afterAll(async () => {
  await eventStore?.close();
  await portal?.close();
});

const ids = (list: ContentItem[]) => list.map((item) => item.id);
const adminList = (query: Record<string, unknown>) =>
  admin
    .get('/api/content')
    .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

describe('GET /api/content (admin, ra-data-simple-rest)', () => {
  it('pages, sorts and reports the total in Content-Range', async () => {
    const first = await adminList({ sort: ['title', 'ASC'], range: [0, 1] }).expect(200);
    expect(first.headers['content-range']).toBe('content 0-1/6');
    expect(first.body.map((i: ContentItem) => i.title)).toEqual([
      'Account setup for partners',
      'Applying for leave on mobile',
    ]);
    const last = await adminList({ sort: ['title', 'ASC'], range: [4, 5] }).expect(200);
    expect(last.headers['content-range']).toBe('content 4-5/6');
    expect(last.body.map((i: ContentItem) => i.title)).toEqual([
      'Publishing a job opening',
      'Recruit setup checklist',
    ]);
    for (const item of first.body) ContentItemSchema.parse(item);
    // Descending, filtered, and a new title in its place at once.
    const recruit = { application: 'Zoho Recruit' };
    const descending = await adminList({ sort: ['title', 'DESC'], range: [0, 9], filter: recruit }).expect(
      200,
    );
    expect(descending.headers['content-range']).toBe('content 0-1/2');
    expect(descending.body.map((i: ContentItem) => i.title)).toEqual([
      'Recruit setup checklist',
      'Publishing a job opening',
    ]);
    await admin.patch(`/api/content/${items.jobs!.id}`).send({ title: 'zebra crossing jobs' }).expect(200);
    const renamed = await adminList({ sort: ['title', 'DESC'], range: [0, 0], filter: recruit }).expect(200);
    expect(renamed.body.map((i: ContentItem) => i.title)).toEqual(['zebra crossing jobs']);
    await admin.patch(`/api/content/${items.jobs!.id}`).send({ title: items.jobs!.title }).expect(200);
  });

  it('searches title, identifier, keywords, id and content number as customers do', async () => {
    const byTitle = await adminList({ filter: { q: 'appl leav' } }).expect(200);
    expect(ids(byTitle.body)).toEqual([items.leave!.id]);
    const byIdentifier = await adminList({ filter: { q: 'ZP-LEAVE-02' } }).expect(200);
    expect(ids(byIdentifier.body)).toEqual([items.leaveAdmin!.id]);
    const byKeyword = await adminList({ filter: { q: 'career' } }).expect(200);
    expect(ids(byKeyword.body)).toEqual([items.jobs!.id]);
    const byNumber = await adminList({ filter: { q: '0012' } }).expect(200);
    expect(ids(byNumber.body)).toEqual([items.leave!.id]);
    const byId = await adminList({ filter: { q: String(items.accounts!.id) } }).expect(200);
    expect(ids(byId.body)).toContain(items.accounts!.id);
    // One matcher for staff and customers: a slip of the keyboard still finds the item.
    const byTypo = await adminList({ filter: { q: 'aplying leave' } }).expect(200);
    expect(ids(byTypo.body)).toEqual([items.leave!.id]);
    // With the other filters, any sort and a page of the matches.
    const leaveVideos = await adminList({ filter: { q: 'leave', type: 'Video' } }).expect(200);
    expect(ids(leaveVideos.body)).toEqual([items.leave!.id]);
    const leaveByTitle = await adminList({ filter: { q: 'leave' }, sort: ['title', 'DESC'] }).expect(200);
    expect(ids(leaveByTitle.body)).toEqual([items.leaveAdmin!.id, items.leave!.id]);
    const leaveIds = [items.leave!.id, items.leaveAdmin!.id].sort((a, b) => a - b);
    const firstAsc = await adminList({ filter: { q: 'leave' }, sort: ['id', 'ASC'], range: [0, 0] }).expect(
      200,
    );
    expect(firstAsc.headers['content-range']).toBe('content 0-0/2');
    expect(ids(firstAsc.body)).toEqual([leaveIds[0]]);
    const secondDesc = await adminList({ filter: { q: 'leave' }, range: [1, 1] }).expect(200);
    expect(secondDesc.headers['content-range']).toBe('content 1-1/2');
    expect(ids(secondDesc.body)).toEqual([leaveIds[0]]);
    for (const item of [...firstAsc.body, ...leaveByTitle.body]) ContentItemSchema.parse(item);
    const none = await adminList({ filter: { q: 'qwxzv' } }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toMatch(/\/0$/);
  });

  it('filters by application, module, level, type and learning journey, and by ids for getMany', async () => {
    const people = await adminList({ filter: { application: 'Zoho People', type: 'Article' } }).expect(200);
    expect(ids(people.body)).toEqual([items.leaveAdmin!.id]);
    const noJourney = await adminList({ filter: { learningJourney: 'none' }, sort: ['id', 'ASC'] }).expect(
      200,
    );
    expect(ids(noJourney.body)).toEqual([items.jobs!.id, items.setupLevel!.id]);
    const setup = await adminList({ filter: { module: 'Setup Configuration' } }).expect(200);
    expect(ids(setup.body)).toEqual([items.setupModule!.id]);
    const many = await adminList({
      filter: { id: [items.jobs!.id, items.accounts!.id] },
      sort: ['id', 'ASC'],
    }).expect(200);
    expect(ids(many.body)).toEqual([items.jobs!.id, items.accounts!.id]);
  });

  it('rejects malformed sort, range and filter with problem+json', async () => {
    const bad = await admin
      .get('/api/content')
      .query({ sort: '["password","ASC"]', range: '[5,1]', filter: '{"evil":1}' })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field.split('.')[0])).toEqual(
      expect.arrayContaining(['sort', 'range', 'filter']),
    );
    await admin.get('/api/content').query({ filter: 'not json' }).expect(400);
    // Ids past PostgreSQL's integer name no item: refused as the contract's, not by the database.
    for (const id of [3_000_000_000, [1, 2_147_483_648], 0, 1.5]) {
      for (const path of ['/api/content', '/api/admin/content/download']) {
        const tooLarge = await admin.get(path).query({ filter: JSON.stringify({ id }) });
        expect(tooLarge.status, `${path} ${JSON.stringify(id)}`).toBe(400);
        expect(tooLarge.body.errors[0].field).toMatch(/^filter\.id/);
      }
    }
  });
});

describe('GET /api/content/filtered (customer Browse Content)', () => {
  it('counts matches and everything visible for the X of Y badge, without setup material', async () => {
    const all = await customer.get('/api/content/filtered').query({ type: 'help' }).expect(200);
    expect(all.body.available).toBe(4);
    expect(all.body.total).toBe(4);
    expect(ids(all.body.items)).not.toContain(items.setupModule!.id);
    expect(ids(all.body.items)).not.toContain(items.setupLevel!.id);

    const leave = await customer.get('/api/content/filtered').query({ search: 'leave' }).expect(200);
    expect(leave.body).toMatchObject({ total: 2, available: 4, page: 1 });
    const setup = await customer.get('/api/content/filtered').query({ search: 'setup' }).expect(200);
    expect(setup.body.total).toBe(0);
    await customer.get(`/api/content/${items.setupModule!.id}`).expect(404);
    await customer.get(`/api/content/${items.jobs!.id}`).expect(200);
  });

  it('lists by title, whatever its case, and shows a renamed item in its new place at once, on any replica', async () => {
    const titles = async (agent: ReturnType<typeof supertest.agent> = customer) =>
      (
        (await agent.get('/api/content/filtered').query({ type: 'help' }).expect(200)).body
          .items as ContentItem[]
      ).map((item) => item.title);
    expect(await titles()).toEqual([
      'Applying for leave on mobile',
      'Leave policy configuration',
      'Managing your portal account',
      'Publishing a job opening',
    ]);
    const replica = await portal.replica();
    const elsewhere = supertest.agent(replica.url);
    await elsewhere
      .post('/api/auth/login')
      .send({ email: TEST_CUSTOMER, password: TEST_PASSWORD })
      .expect(200);
    await admin
      .patch(`/api/content/${items.jobs!.id}`)
      .send({ title: 'a job opening, published' })
      .expect(200);
    for (const agent of [customer, elsewhere]) {
      expect(await titles(agent)).toEqual([
        'a job opening, published',
        'Applying for leave on mobile',
        'Leave policy configuration',
        'Managing your portal account',
      ]);
    }
    await admin.patch(`/api/content/${items.jobs!.id}`).send({ title: items.jobs!.title }).expect(200);
  });

  it('applies every filter and pages on the server', async () => {
    const query = (q: Record<string, string | number>) =>
      customer.get('/api/content/filtered').query(q).expect(200);
    expect(ids((await query({ application: 'General' })).body.items)).toEqual([items.accounts!.id]);
    expect(ids((await query({ module: 'Jobs' })).body.items)).toEqual([items.jobs!.id]);
    expect(ids((await query({ level: 'Admin' })).body.items)).toEqual([items.leaveAdmin!.id]);
    expect(ids((await query({ contentType: 'Video', application: 'Zoho People' })).body.items)).toEqual([
      items.leave!.id,
    ]);
    expect(ids((await query({ learningJourney: 'Customer Specific' })).body.items)).toEqual([
      items.accounts!.id,
    ]);
    expect(ids((await query({ learningJourney: 'none' })).body.items)).toEqual([items.jobs!.id]);

    const page1 = await query({ pageSize: 3, page: 1 });
    const page2 = await query({ pageSize: 3, page: 2 });
    expect(page1.body.items).toHaveLength(3);
    expect(page2.body.items).toHaveLength(1);
    expect(new Set([...ids(page1.body.items), ...ids(page2.body.items)]).size).toBe(4);
  });

  it('ranks the best match first and shows admins everything', async () => {
    const ranked = await customer.get('/api/content/filtered').query({ search: 'leave mobile' }).expect(200);
    expect(ids(ranked.body.items)).toEqual([items.leave!.id]);
    const staff = await admin.get('/api/content/filtered').query({ search: 'setup' }).expect(200);
    expect(staff.body.total).toBe(2);
    expect(staff.body.available).toBe(6);
  });

  it('rejects unknown filter values', async () => {
    const bad = await customer
      .get('/api/content/filtered')
      .query({ contentType: 'Podcast', page: 0 })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['contentType', 'page']),
    );
  });
});

describe('session, health and API description', () => {
  it('reports the signed-in user with the role decided by the server', async () => {
    const me = await customer.get('/api/session').expect(200);
    expect(me.body.user).toMatchObject({ email: TEST_CUSTOMER, isAdmin: false });
    const staff = await admin.get('/api/session').expect(200);
    expect(staff.body.user).toMatchObject({ email: TEST_ADMIN, isAdmin: true });
    // Signed out is an answer, not a refusal: the sign-in page asks it of every visitor.
    await (await portal.agent()).get('/api/session').expect(200, { user: null });
  });

  it('answers /healthz and serves an OpenAPI document generated from the contracts', async () => {
    const anonymous = await portal.agent();
    expect((await anonymous.get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    const doc = await anonymous.get('/api/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/content',
        '/api/content/{id}',
        '/api/content/filtered',
        '/api/auth/login',
      ]),
    );
    const createBody = doc.body.paths['/api/content'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(createBody)).toContain('Zoho Recruit');
  });

  it('lists the CRM companies for staff, sorted by name', async () => {
    const companies = await admin.get('/api/companies').expect(200);
    expect(companies.body.map((c: { name: string }) => c.name)).toEqual([
      'Acme Corporation',
      'Globex Ltd',
      'Initech',
      'Zen Consulting',
    ]);
  });

  it('answers unknown API paths with problem+json 404', async () => {
    const missing = await admin.get('/api/nothing-here').expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('sign-in', () => {
  it('gives one answer for unknown accounts and wrong passwords', async () => {
    const anonymous = await portal.agent();
    const unknown = await anonymous
      .post('/api/auth/login')
      .send({ email: 'nobody@acme.example', password: 'x' })
      .expect(401);
    const wrong = await anonymous
      .post('/api/auth/login')
      .send({ email: TEST_CUSTOMER, password: 'wrong' })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.title).toBe('Invalid email or password');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is renewed at sign-in', async () => {
    const anonymous = await portal.agent();
    const response = await anonymous
      .post('/api/auth/login')
      .set('Cookie', 'zen.sid=s%3Afixated-session-id.signature')
      .send({ email: TEST_CUSTOMER, password: 'correct horse battery staple' })
      .expect(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/zen\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toContain('fixated-session-id');
  });

  it('refuses a deactivated account and ends its live session', async () => {
    const agent = await portal.agent(TEST_CUSTOMER);
    await agent.get('/api/session').expect(200);
    const { rows } = await portal.pool.query<{ user_id: string }>(
      'SELECT user_id FROM user_profiles WHERE email = $1',
      [TEST_CUSTOMER],
    );
    const setActive = (active: boolean) =>
      executeAccountCommand(
        { pool: portal.pool, eventStore },
        {
          type: 'RecordCrmProfile',
          data: { userId: rows[0]!.user_id, at: new Date().toISOString(), contact: { ...crmRecord, active } },
        },
      );
    await setActive(false);
    try {
      await agent.get('/api/session').expect(200, { user: null });
      const refused = await (
        await portal.agent()
      )
        .post('/api/auth/login')
        .send({ email: TEST_CUSTOMER, password: 'correct horse battery staple' })
        .expect(403);
      expect(refused.body.detail).toBe('Your account has been deactivated. Please contact support.');
    } finally {
      await setActive(true);
    }
  });
});

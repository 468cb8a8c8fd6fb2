import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XapiStatementResultSchema, type XapiStatement } from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { createContent, type Agent } from '@zen/portal/testing/learner';

let portal: TestPortal;
let admin: Agent;
let customer: Agent;

const statements = async (query: Record<string, string | number> = {}) => {
  const response = await admin.get('/api/admin/xapi/statements').query(query).expect(200);
  expect(response.headers['x-experience-api-version']).toBe('1.0.3');
  return XapiStatementResultSchema.parse(JSON.parse(response.text));
};

/** Statements appear once the transactions around them have finished: poll, don't sleep. */
const statementsOnceThere = async (count: number, query: Record<string, string | number> = {}) => {
  let result = await statements(query);
  for (let tries = 0; result.statements.length < count && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    result = await statements(query);
  }
  return result;
};

let before: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  before = new Date().toISOString();
  const item = await createContent(admin, 'Koala timesheets', {
    url: 'https://www.loom.com/share/koala0123456789abcdef0123456789ab',
  });
  await customer.post('/api/activity').send({ action: 'view', contentId: item.id }).expect(202);
  await customer.post('/api/activity').send({ action: 'search', searchQuery: 'koala' }).expect(202);
  await customer
    .post('/api/video-completions')
    .send({
      contentId: item.id,
      watchDurationSeconds: 120,
      totalDurationSeconds: 125,
      completionPercentage: 96,
    })
    .expect(201);
  // Staff activity is not tracked, so it makes no statement either.
  await admin.post('/api/activity').send({ action: 'search', searchQuery: 'admin search' }).expect(202);
});
afterAll(async () => {
  await portal?.close();
});

describe('GET /api/admin/xapi/statements', () => {
  it('states views, searches and completions as xAPI 1.0.3 statements', async () => {
    const { statements: all, more } = await statementsOnceThere(3);
    expect(more).toBe('');
    expect(all.map((s) => s.verb.display['en-US'])).toEqual(['viewed', 'searched', 'completed']);
    expect(all.map((s) => s.verb.id)).toEqual([
      'http://id.tincanapi.com/verb/viewed',
      'https://w3id.org/xapi/acrossx/verbs/searched',
      'http://adlnet.gov/expapi/verbs/completed',
    ]);
    for (const statement of all) {
      expect(statement.actor).toEqual({
        objectType: 'Agent',
        mbox: `mailto:${TEST_CUSTOMER}`,
        name: 'Casey Customer',
      });
      expect(Date.parse(statement.stored)).toBeGreaterThanOrEqual(Date.parse(before) - 1000);
    }
    const [viewed, searched, completed] = all as [XapiStatement, XapiStatement, XapiStatement];
    expect(viewed.object).toEqual({
      objectType: 'Activity',
      id: 'https://www.loom.com/share/koala0123456789abcdef0123456789ab',
      definition: {
        name: { 'en-US': 'Koala timesheets' },
        type: 'https://w3id.org/xapi/video/activity-type/video',
      },
    });
    expect(searched.result).toEqual({ response: 'koala' });
    expect(searched.object.id).toMatch(/\/api\/content\/filtered\?search=koala$/);
    expect(completed.result).toEqual({ completion: true, duration: 'PT120S' });
  });

  it('gives every statement a stable id derived from its event', async () => {
    const first = await statementsOnceThere(3);
    const second = await statements();
    expect(second.statements.map((s) => s.id)).toEqual(first.statements.map((s) => s.id));
    expect(new Set(first.statements.map((s) => s.id)).size).toBe(3);
  });

  it('pages by limit with a more link, and keeps only statements stored after since', async () => {
    const all = (await statementsOnceThere(3)).statements;
    const page = await statements({ limit: 2 });
    expect(page.statements).toEqual(all.slice(0, 2));
    expect(page.more).toMatch(/^\/api\/admin\/xapi\/statements\?limit=2&after=\d+\.\d+$/);
    const rest = XapiStatementResultSchema.parse(JSON.parse((await admin.get(page.more).expect(200)).text));
    expect(rest).toEqual({ statements: all.slice(2), more: '' });

    expect((await statements({ since: before })).statements).toEqual(all);
    expect((await statements({ since: new Date(Date.now() + 60_000).toISOString() })).statements).toEqual([]);
  });

  it('answers 400 naming a bad parameter', async () => {
    const bad = await admin
      .get('/api/admin/xapi/statements')
      .query({ since: 'yesterday', limit: 5000 })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['limit', 'since']);
    const overflow = await admin
      .get('/api/admin/xapi/statements')
      .query({ after: '99999999999999999999.99999999999999999999' })
      .expect(400);
    expect(overflow.body.errors[0].field).toBe('after');
  });

  it('refuses signed-out callers (401) and customers (403)', async () => {
    await (await portal.agent()).get('/api/admin/xapi/statements').expect(401);
    await customer.get('/api/admin/xapi/statements').expect(403);
  });
});

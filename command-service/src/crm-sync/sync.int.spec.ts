import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { createEventStore, createLogger } from '@zen/platform';
import { contact, SwitchableCrm } from '../testing/switchable-crm.ts';
import { scheduleCrmSync, CRM_SYNC_JOB } from './schedule.ts';

const crm = new SwitchableCrm([
  contact(TEST_CUSTOMER, {
    companyName: 'Acme Corporation',
    supportContract: 'Value',
    applications: ['Zoho Recruit'],
  }),
]);
let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal({ crm });
});
afterAll(async () => {
  await portal?.close();
});

const profileOf = async (email: string) =>
  (
    await portal.pool.query(
      'SELECT company_name, support_contract, applications, last_crm_sync, is_active FROM user_profiles WHERE email = $1',
      [email],
    )
  ).rows[0];

describe('CRM sync', () => {
  it('is for admins only', async () => {
    await (await portal.agent()).post('/api/admin/sync-crm').send({}).expect(401);
    await (await portal.agent(TEST_CUSTOMER)).post('/api/admin/sync-crm').send({}).expect(403);
  });

  it('refuses a body other than the spec’s {sessionId}, before any sync starts', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const before = await admin.get('/api/admin/crm/sync-status').expect(200);
    for (const body of [[1, 2], { sessionId: 42 }, { full: true }]) {
      const refused = await admin.post('/api/admin/sync-crm').send(body).expect(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await admin.get('/api/admin/crm/sync-status').expect(200)).body).toEqual(before.body);
    // The spec's own body is accepted: the session id in it is not needed, the session is.
    await admin.post('/api/admin/sync-crm').send({ sessionId: 'browser-session' }).expect(200);
  });

  it('updates every known user from the CRM and reports the run to the admin', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const result = await admin.post('/api/admin/sync-crm').send({}).expect(200);
    expect(result.body).toEqual({ success: true, syncedCount: 2, errors: [] });
    expect(await profileOf(TEST_CUSTOMER)).toMatchObject({
      company_name: 'Acme Corporation',
      support_contract: 'Value',
      applications: ['Zoho Recruit'],
    });
    expect((await profileOf(TEST_CUSTOMER))!.last_crm_sync).not.toBeNull();
    const customer = await portal.agent(TEST_CUSTOMER);
    expect((await customer.get('/api/session').expect(200)).body.user.applications).toEqual([
      'General',
      'Zoho Recruit',
    ]);

    const status = await admin.get('/api/admin/crm/sync-status').expect(200);
    expect(status.body.lastSync).toMatchObject({ trigger: 'manual', syncedCount: 2, errors: [] });
    expect(status.body.crm).toEqual({ kind: 'directory', connected: true });
  });

  it('leaves what a person saved in their profile as they saved it, an emptied field included', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const customer = await portal.agent(TEST_CUSTOMER);
    // The CRM has a mobile and a job title for this customer; they saved their profile without.
    await customer
      .put('/api/profile')
      .send({ firstName: 'Casey', lastName: 'Customer', mobile: '', birthday: '', jobTitle: '' })
      .expect(204);
    await admin.post('/api/admin/sync-crm').send({}).expect(200);
    expect((await customer.get('/api/profile').expect(200)).body).toMatchObject({
      firstName: 'Casey',
      mobile: null,
      jobTitle: null,
      companyName: 'Acme Corporation',
    });
  });

  it('deactivates a user the CRM marks inactive, ending their session, and reactivates them', async () => {
    const customer = await portal.agent(TEST_CUSTOMER);
    // Another device of the customer's, not used while the account is deactivated.
    const otherDevice = await portal.agent(TEST_CUSTOMER);
    const admin = await portal.agent(TEST_ADMIN);
    crm.contacts[0] = { ...crm.contacts[0]!, active: false };
    await admin.post('/api/admin/sync-crm').send({}).expect(200);
    await customer.get('/api/session').expect(200, { user: null });
    const refused = await (
      await portal.agent()
    )
      .post('/api/auth/login')
      .send({ email: TEST_CUSTOMER, password: 'correct horse battery staple' });
    expect(refused.status).toBe(403);
    crm.contacts[0] = { ...crm.contacts[0]!, active: true };
    await admin.post('/api/admin/sync-crm').send({}).expect(200);
    expect((await profileOf(TEST_CUSTOMER))!.is_active).toBe(true);
    // The sessions from before the deactivation stay ended: the customer signs in again.
    await customer.get('/api/session').expect(200, { user: null });
    await otherDevice.get('/api/session').expect(200, { user: null });
    await (await portal.agent(TEST_CUSTOMER)).get('/api/profile').expect(200);
  });

  it('leaves every user untouched when the CRM fails halfway, and says so', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const before = await profileOf(TEST_CUSTOMER);
    crm.failAfter = 0;
    try {
      const result = await admin.post('/api/admin/sync-crm').send({}).expect(200);
      expect(result.body.success).toBe(false);
      expect(result.body.syncedCount).toBe(0);
      expect(result.body.errors[0]).toMatch(/The CRM could not be read/);
    } finally {
      crm.failAfter = undefined;
    }
    expect(await profileOf(TEST_CUSTOMER)).toEqual(before);
    const status = await admin.get('/api/admin/crm/sync-status').expect(200);
    expect(status.body.lastSync.errors).toHaveLength(1);
  });

  it('runs one sync at a time', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    crm.delayMs = 300;
    try {
      const [a, b] = await Promise.all([
        admin.post('/api/admin/sync-crm').send({}),
        admin.post('/api/admin/sync-crm').send({}),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    } finally {
      crm.delayMs = 0;
    }
  });

  it('schedules the daily sync once, however many replicas start, in the configured time zone', async () => {
    const eventStore = createEventStore(portal.databaseUrl);
    const deps = { pool: portal.pool, eventStore, crm, logger: createLogger('silent') };
    const options = { cron: '0 2 * * *', timezone: 'Europe/London' };
    const [one, two] = [await scheduleCrmSync(deps, options), await scheduleCrmSync(deps, options)];
    try {
      const { rows } = await portal.pool.query(
        'SELECT repeat_interval, repeat_timezone, next_run_at FROM agenda_jobs WHERE name = $1',
        [CRM_SYNC_JOB],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ repeat_interval: '0 2 * * *', repeat_timezone: 'Europe/London' });
      const next = new Date(rows[0].next_run_at);
      const londonHour = Number(
        new Intl.DateTimeFormat('en-GB', {
          hour: 'numeric',
          hour12: false,
          timeZone: 'Europe/London',
        }).format(next),
      );
      expect(londonHour).toBe(2);
    } finally {
      await one.stop();
      await two.stop();
      await eventStore.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatusResponseSchema } from '@zen/contracts';
import {
  startTestPortal,
  TEST_ADMIN,
  TEST_CUSTOMER,
  TEST_PASSWORD,
  type TestPortal,
} from '@zen/portal/testing';
import { addCustomer, countEvents, type Agent } from '@zen/portal/testing/learner';

let portal: TestPortal;
let admin: Agent;
let adminId: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  adminId = (await admin.get('/api/session').expect(200)).body.user.id;
});
afterAll(async () => {
  await portal?.close();
});

const deactivate = (id: string) => admin.post(`/api/admin/users/${id}/deactivate`).send({});
const reactivate = (id: string) => admin.post(`/api/admin/users/${id}/reactivate`).send({});
const sessionsOf = async (userId: string) =>
  (
    await portal.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]!.n;
const isActive = async (userId: string) =>
  (await admin.get(`/api/admin/users/${userId}`).expect(200)).body.isActive as boolean;

describe('who may deactivate and reactivate', () => {
  it.each(['deactivate', 'reactivate'])('%s: 401 signed out, 403 for a customer', async (action) => {
    const { userId } = await addCustomer(portal, `target-${action}@globex.example`);
    const anonymous = await portal.agent();
    await anonymous.post(`/api/admin/users/${userId}/${action}`).send({}).expect(401);
    const customer = await portal.agent(TEST_CUSTOMER);
    await customer.post(`/api/admin/users/${userId}/${action}`).send({}).expect(403);
    expect(await isActive(userId)).toBe(true);
  });
});

describe('deactivation', () => {
  it('ends every session of the account at once and refuses its sign-in until reactivated', async () => {
    const { agent, userId } = await addCustomer(portal, 'leaver@globex.example');
    // A second live session, as on a phone and a laptop.
    const phone = await portal.agent('leaver@globex.example');
    expect(await sessionsOf(userId)).toBe(2);

    const response = await deactivate(userId).expect(200);
    expect(AccountStatusResponseSchema.parse(response.body)).toEqual({ id: userId, isActive: false });
    expect(await sessionsOf(userId)).toBe(0);
    await agent.get('/api/profile').expect(401);
    await phone.get('/api/session').expect(200, { user: null });
    // The list shows it at once: the command answered after the read model had the change.
    expect(await isActive(userId)).toBe(false);

    const anonymous = await portal.agent();
    const login = await anonymous
      .post('/api/auth/login')
      .send({ email: 'leaver@globex.example', password: TEST_PASSWORD })
      .expect(403);
    expect(login.body.detail).toBe('Your account has been deactivated. Please contact support.');

    const { rows } = await portal.pool.query<{ data: Record<string, unknown> }>(
      `SELECT message_data AS data FROM emt_messages WHERE message_type = 'AccountDeactivated' AND stream_id = $1`,
      [`account-${userId}`],
    );
    expect(rows.map((row) => row.data)).toEqual([
      { userId, reason: 'admin', deactivatedAt: expect.any(String), deactivatedBy: adminId },
    ]);

    // Deactivating again changes nothing.
    const before = await countEvents(portal);
    await deactivate(userId).expect(200);
    expect(await countEvents(portal)).toBe(before);

    const back = await reactivate(userId).expect(200);
    expect(back.body).toEqual({ id: userId, isActive: true });
    expect(await isActive(userId)).toBe(true);
    await (await portal.agent('leaver@globex.example')).get('/api/profile').expect(200);
    const again = await countEvents(portal);
    await reactivate(userId).expect(200);
    expect(await countEvents(portal)).toBe(again);
  });

  it('ends the sessions even when the profiles read model is slow to show it, and says it is saved', async () => {
    const { agent, userId } = await addCustomer(portal, 'slow-leaver@globex.example');
    // The profiles read model without a leader: its runner's connection cut, and its leadership
    // (an advisory lock) taken meanwhile, so it stands by. No transaction is held open for it,
    // which would hold back every read model of the server, other tests' too.
    const leadership = 'zen-projection:user-profiles';
    const holder = await portal.pool.connect();
    try {
      await holder.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND objid = (hashtext($1)::bigint & 4294967295)
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [leadership],
      );
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [leadership]);
      const response = await deactivate(userId).expect(503);
      expect(response.body).toMatchObject({
        title: 'Saved, not yet visible',
        detail: 'The change was saved but may take a moment to show',
      });
      // Signed out already, although the read model has not caught up.
      expect(await sessionsOf(userId)).toBe(0);
      await agent.get('/api/session').expect(200, { user: null });
      expect(await isActive(userId)).toBe(true);
    } finally {
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [leadership]);
      holder.release();
    }
    await expect.poll(() => isActive(userId), { timeout: 10_000 }).toBe(false);
  }, 30_000);

  it('refuses an admin’s own account, unknown accounts and ids that are not ids', async () => {
    const own = await deactivate(adminId).expect(409);
    expect(own.body.detail).toBe('You cannot deactivate your own account');
    expect((await reactivate(adminId).expect(409)).body.detail).toBe(
      'You cannot reactivate your own account',
    );
    await admin.get('/api/session').expect(200);
    await deactivate('00000000-0000-4000-8000-000000000000').expect(404);
    await deactivate('not-a-uuid').expect(400);
    const { userId } = await addCustomer(portal, 'body@globex.example');
    await admin.post(`/api/admin/users/${userId}/deactivate`).send({ isActive: false }).expect(400);
    expect(await isActive(userId)).toBe(true);
  });
});

import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AUTH_CHANNELS,
  BoundedCache,
  endSessionsOf,
  findAccountByEmail,
  Notifications,
  NOTIFICATIONS_CONNECTION,
  SESSION_ENDED_CHANNEL,
} from '@zen/platform';
import { startTestPortal, TEST_CUSTOMER, TEST_PASSWORD, type TestPortal } from './testing/index.ts';

/**
 * Sessions and accounts are cached in each process so an authenticated request reads no rows
 * (issue 11), yet ending a session or deactivating an account must end access at once on every
 * replica (DESIGN §8). Two replicas of the portal on one database: one ends it, the other must
 * refuse the very next request — within the time a NOTIFY takes, polled, never slept for.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

const signedInOnBoth = async () => {
  const first = supertest.agent(portal.url);
  const login = await first
    .post('/api/auth/login')
    .send({ email: TEST_CUSTOMER, password: TEST_PASSWORD })
    .expect(200);
  const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
  const replica = await portal.replica();
  const session = () => supertest(replica.url).get('/api/session').set('Cookie', cookie);
  // Read twice on the replica: the second answer comes from its cache.
  expect((await session()).body.user.email).toBe(TEST_CUSTOMER);
  expect((await session()).body.user.email).toBe(TEST_CUSTOMER);
  /** Once access has ended on the replica: no one signed in there, and its signed-in reads refused. */
  const ended = async () => {
    await expect.poll(async () => (await session()).body).toEqual({ user: null });
    await supertest(replica.url).get('/api/learner/state').set('Cookie', cookie).expect(401);
  };
  return { first, ended, session };
};

it('a sign-out on one replica ends the session on another at once', async () => {
  const { first, ended } = await signedInOnBoth();
  await first.post('/api/auth/logout').send({}).expect(204);
  await ended();
});

it('ending every session of an account (deactivation, password reset) reaches every replica', async () => {
  const { ended } = await signedInOnBoth();
  const account = await findAccountByEmail(portal.pool, TEST_CUSTOMER);
  await endSessionsOf(portal.pool, account!.id);
  await ended();
});

it('a deactivated account is refused by a replica that had it cached', async () => {
  const { ended } = await signedInOnBoth();
  const account = await findAccountByEmail(portal.pool, TEST_CUSTOMER);
  // What the user-profiles projection writes on AccountDeactivated; the session row itself stays.
  await portal.pool.query('UPDATE user_profiles SET is_active = false WHERE user_id = $1', [account!.id]);
  await ended();
  await portal.pool.query('UPDATE user_profiles SET is_active = true WHERE user_id = $1', [account!.id]);
});

it("a changed profile is the replica's next answer to who is signed in", async () => {
  const { session } = await signedInOnBoth();
  const account = await findAccountByEmail(portal.pool, TEST_CUSTOMER);
  const { first_name: before } = account!;
  // A CRM sync or a profile edit, as the user-profiles projection writes it.
  await portal.pool.query('UPDATE user_profiles SET first_name = $2 WHERE user_id = $1', [
    account!.id,
    'Renamed',
  ]);
  try {
    await expect.poll(async () => (await session()).body.user?.firstName).toBe('Renamed');
  } finally {
    await portal.pool.query('UPDATE user_profiles SET first_name = $2 WHERE user_id = $1', [
      account!.id,
      before,
    ]);
  }
  await expect.poll(async () => (await session()).body.user?.firstName).toBe(before);
});

it('serves no session from memory while its notifications are not arriving, and caches again once back', async () => {
  const notifications = new Notifications(portal.databaseUrl, AUTH_CHANNELS);
  await notifications.start();
  const cache = new BoundedCache<string>(10, 60_000);
  cache.invalidateOn(notifications, SESSION_ENDED_CHANNEL);
  try {
    cache.set('session-1', 'signed in', cache.readStarted);
    expect(cache.get('session-1')).toBe('signed in');
    // The LISTEN connections cut, as a database restart or a dropped connection does: whatever is
    // notified until they are back would be missed.
    await portal.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [NOTIFICATIONS_CONNECTION],
    );
    await expect.poll(() => notifications.listening, { interval: 5 }).toBe(false);
    expect(cache.get('session-1')).toBeUndefined();
    cache.set('session-2', 'read while deaf', cache.readStarted);
    expect(cache.get('session-2')).toBeUndefined();
    // Back (a second later): kept and served again, nothing from before the loss.
    await expect.poll(() => notifications.listening).toBe(true);
    expect(cache.get('session-1')).toBeUndefined();
    cache.set('session-3', 'read after', cache.readStarted);
    expect(cache.get('session-3')).toBe('read after');
  } finally {
    await notifications.stop();
  }
});

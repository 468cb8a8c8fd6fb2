import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '@zen/portal/testing';
import type { RunningPortal } from '@zen/portal/server';

/**
 * Behind the distributed layout's nginx, consecutive requests of one client land on different
 * command-service replicas. The sign-in limits are counted in PostgreSQL, so spreading attempts
 * over two replicas on one database gains an attacker nothing: each limit holds in total.
 */
let portal: TestPortal;
let replica: RunningPortal;

beforeAll(async () => {
  portal = await startTestPortal({
    rateLimits: { loginPerAccount: 4, loginPerAddress: 6 },
    // As behind nginx: the forwarded address is the client's.
    env: { PORTAL_TRUST_PROXY: '1' },
  });
  replica = await portal.replica();
});
afterAll(async () => {
  await portal?.close();
});

/** Failed sign-ins sent alternately to the two replicas, in order. */
const alternating = async (attempts: { email: string; address: string }[]) => {
  const statuses: number[] = [];
  for (const [i, { email, address }] of attempts.entries()) {
    const response = await supertest(i % 2 === 0 ? portal.url : replica.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ email, password: 'not the password' });
    statuses.push(response.status);
  }
  return statuses;
};

it('holds the per-account limit across replicas', async () => {
  const statuses = await alternating(
    Array.from({ length: 8 }, (_, i) => ({ email: 'victim@acme.example', address: `203.0.113.${i + 1}` })),
  );
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
});

it('holds the per-address limit across replicas', async () => {
  const statuses = await alternating(
    Array.from({ length: 10 }, (_, i) => ({ email: `nobody${i}@acme.example`, address: '198.51.100.7' })),
  );
  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429]);
});

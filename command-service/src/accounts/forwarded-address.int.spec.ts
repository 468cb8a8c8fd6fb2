import supertest from 'supertest';
import { afterEach, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '@zen/portal/testing';

/**
 * The per-address sign-in limit counts the client's address. Facing clients directly (npm start),
 * an X-Forwarded-For header is the client's own claim and must not change whose address it is;
 * behind the distributed layout's nginx (PORTAL_TRUST_PROXY=1) it is how the client is known.
 */
let portal: TestPortal | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Failed sign-ins for `count` different accounts, each claiming a different forwarded address. */
const failedSignIns = async (url: string, count: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await supertest(url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', `203.0.113.${i + 1}`)
      .send({ email: `nobody${i}@acme.example`, password: 'not the password' });
    statuses.push(response.status);
  }
  return statuses;
};

it('ignores a made-up X-Forwarded-For when no proxy is configured: the limit still holds', async () => {
  portal = await startTestPortal({ rateLimits: { loginPerAddress: 10 } });
  const statuses = await failedSignIns(portal.url, 20);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
});

it('counts the forwarded address when the portal sits behind one trusted proxy', async () => {
  portal = await startTestPortal({ rateLimits: { loginPerAddress: 10 }, env: { PORTAL_TRUST_PROXY: '1' } });
  const statuses = await failedSignIns(portal.url, 20);
  expect(statuses.filter((s) => s === 429)).toHaveLength(0);
});

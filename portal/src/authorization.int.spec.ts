import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@zen/query-service/openapi/document';
import { servedRoutes } from './testing/express-routes.ts';
import { operationsOf, type Operation } from './testing/openapi-operations.ts';
import { exampleTarget } from './testing/openapi-requests.ts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from './testing/index.ts';

/**
 * The authorisation matrix (DESIGN §7), generated from /api/openapi.json: who may call each
 * operation is read from its `x-access`, so a route added to the document is checked here with
 * no further line, and a route served but missing from the document fails the first test.
 */
const operations = operationsOf(openApiDocument());
const named = (access: Operation['access']) => operations.filter((operation) => operation.access === access);
const label = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;

let portal: TestPortal;
let anonymous: Awaited<ReturnType<TestPortal['agent']>>;
let customer: Awaited<ReturnType<TestPortal['agent']>>;
let admin: Awaited<ReturnType<TestPortal['agent']>>;
beforeAll(async () => {
  portal = await startTestPortal();
  anonymous = await portal.agent();
  customer = await portal.agent(TEST_CUSTOMER);
  admin = await portal.agent(TEST_ADMIN);
});
afterAll(async () => {
  await portal?.close();
});

const call = async (who: 'anonymous' | 'customer' | 'admin', operation: Operation) => {
  // Signing out would end the shared session: that operation gets a session of its own.
  const signsOut = operation.path === '/api/auth/logout';
  const agents = { anonymous, customer, admin };
  const agent =
    signsOut && who !== 'anonymous'
      ? await portal.agent(who === 'admin' ? TEST_ADMIN : TEST_CUSTOMER)
      : agents[who];
  const request = agent[operation.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](
    exampleTarget(operation),
  );
  return ['post', 'put', 'patch'].includes(operation.method) ? request.send({}) : request;
};

describe('the API document and the server', () => {
  it('describe the same operations: every route served is documented, every documented one served', () => {
    const served = servedRoutes(portal.server).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const documented = operations.map(label);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('declares the three kinds of access, each for real routes', () => {
    expect(named('public').length).toBeGreaterThan(5);
    expect(named('signed-in').length).toBeGreaterThan(10);
    expect(named('admin').length).toBeGreaterThan(30);
  });
});

describe('authorisation matrix, from x-access', () => {
  it.each(named('admin').map((operation) => [label(operation), operation] as const))(
    '%s: 401 signed out, 403 as a customer, open to an admin',
    async (_name, operation) => {
      const signedOut = await call('anonymous', operation);
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers['content-type']).toMatch(/^application\/problem\+json/);
      const asCustomer = await call('customer', operation);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.headers['content-type']).toMatch(/^application\/problem\+json/);
      const asAdmin = (await call('admin', operation)).status;
      expect([401, 403]).not.toContain(asAdmin);
      expect(asAdmin).toBeLessThan(500);
    },
  );

  it.each(named('signed-in').map((operation) => [label(operation), operation] as const))(
    '%s: 401 signed out, open to a customer and an admin',
    async (_name, operation) => {
      const signedOut = await call('anonymous', operation);
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers['content-type']).toMatch(/^application\/problem\+json/);
      for (const caller of ['customer', 'admin'] as const) {
        const status = (await call(caller, operation)).status;
        expect([401, 403]).not.toContain(status);
        expect(status).toBeLessThan(500);
      }
    },
  );

  it.each(named('public').map((operation) => [label(operation), operation] as const))(
    '%s: reachable signed out',
    async (_name, operation) => {
      const response = await call('anonymous', operation);
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    },
  );
});

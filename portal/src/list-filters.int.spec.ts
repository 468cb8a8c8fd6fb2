import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '@zen/portal/testing';

/**
 * The console's lists take their filter as JSON in the query string (ra-data-simple-rest). The
 * request's guard refuses text the database cannot store in the query as sent; an escape inside
 * the JSON, such as \u0000, only becomes such text once the filter is parsed, and went on to
 * PostgreSQL, which refused it: a 500. It is the filter's contract that refuses it, naming the field.
 */
let portal: TestPortal;
let admin: Awaited<ReturnType<TestPortal['agent']>>;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
});
afterAll(async () => {
  await portal?.close();
});

it.each([
  ['/api/content', 'module'],
  ['/api/content', 'q'],
  ['/api/admin/content/download', 'module'],
  ['/api/admin/userguide/list', 'q'],
  ['/api/admin/userguide/list', 'companySlug'],
  ['/api/admin/synonyms', 'q'],
  ['/api/admin/users', 'q'],
  ['/api/admin/users', 'company'],
  ['/api/admin/deleted-content', 'q'],
])('%s refuses a NUL inside its filter’s %s: 400 naming it', async (path, field) => {
  const answer = await admin.get(path).query({ filter: `{"${field}":"ab\\u0000"}` });
  expect(answer.status).toBe(400);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(answer.body.errors).toEqual([
    {
      field: `filter.${field}`,
      message: 'Contains a NUL character or an unpaired surrogate, which cannot be stored',
    },
  ]);
});

it('refuses half an emoji inside a filter as well, and still answers a filter that is fine', async () => {
  const half = await admin.get('/api/admin/users').query({ filter: '{"q":"ab\\ud83d"}' });
  expect(half.status).toBe(400);
  expect(half.body.errors[0].field).toBe('filter.q');
  await admin
    .get('/api/admin/users')
    .query({ filter: JSON.stringify({ q: 'ab😀' }) })
    .expect(200);
});

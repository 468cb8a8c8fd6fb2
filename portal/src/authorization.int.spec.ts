import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from './testing/index.ts';

/**
 * The authorisation matrix of every API route (DESIGN §7): who may call it. Routes are listed
 * by hand on purpose: adding a route without adding it here is a gap a reviewer should see.
 */
type Access = 'public' | 'user' | 'admin';
const ROUTES: { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; access: Access }[] = [
  { method: 'post', path: '/api/auth/validate-email', access: 'public' },
  { method: 'post', path: '/api/auth/check-user-exists', access: 'public' },
  { method: 'post', path: '/api/auth/register', access: 'public' },
  { method: 'post', path: '/api/auth/login', access: 'public' },
  { method: 'post', path: '/api/auth/forgot-password', access: 'public' },
  { method: 'post', path: '/api/auth/reset-password', access: 'public' },
  { method: 'post', path: '/api/auth/check-user-status', access: 'public' },
  { method: 'post', path: '/api/verify-email', access: 'public' },
  { method: 'get', path: '/api/session', access: 'user' },
  { method: 'get', path: '/api/profile', access: 'user' },
  { method: 'put', path: '/api/profile', access: 'user' },
  { method: 'get', path: '/api/profile/check-userguide', access: 'user' },
  { method: 'get', path: '/api/customer/service-access', access: 'user' },
  { method: 'get', path: '/api/content/filtered', access: 'user' },
  { method: 'get', path: '/api/content/1', access: 'user' },
  { method: 'get', path: '/api/content', access: 'admin' },
  { method: 'post', path: '/api/content', access: 'admin' },
  { method: 'put', path: '/api/content/1', access: 'admin' },
  { method: 'patch', path: '/api/content/1', access: 'admin' },
  { method: 'delete', path: '/api/content/1', access: 'admin' },
  { method: 'post', path: '/api/admin/sync-crm', access: 'admin' },
  { method: 'get', path: '/api/companies', access: 'admin' },
  { method: 'get', path: '/api/admin/crm/sync-status', access: 'admin' },
  { method: 'get', path: '/api/auth/zoho-setup', access: 'admin' },
  { method: 'get', path: '/api/auth/zoho-callback', access: 'admin' },
  { method: 'get', path: '/api/favorites/s', access: 'user' },
  { method: 'post', path: '/api/favorites', access: 'user' },
  { method: 'delete', path: '/api/favorites/s/1', access: 'user' },
  { method: 'post', path: '/api/activity', access: 'user' },
  { method: 'post', path: '/api/video-starts', access: 'user' },
  { method: 'post', path: '/api/video-completions', access: 'user' },
  { method: 'get', path: '/api/video-completions/s', access: 'user' },
  { method: 'post', path: '/api/badges/check', access: 'user' },
  { method: 'get', path: '/api/learner/state', access: 'user' },
  { method: 'get', path: '/api/learner/progress', access: 'user' },
  { method: 'get', path: '/api/content/essential', access: 'user' },
  { method: 'get', path: '/api/content/company', access: 'user' },
  { method: 'get', path: '/api/content/new', access: 'user' },
  { method: 'get', path: '/api/content/filtered?type=learning-journey', access: 'user' },
  { method: 'get', path: '/api/certificates/Zoho%20People', access: 'user' },
  { method: 'post', path: '/api/video-completions/recover', access: 'user' },
  { method: 'get', path: '/api/admin/content/download', access: 'admin' },
  { method: 'get', path: '/api/admin/deleted-content', access: 'admin' },
  { method: 'post', path: '/api/admin/content/1/restore', access: 'admin' },
  { method: 'get', path: '/api/admin/content/1/history', access: 'admin' },
  { method: 'post', path: '/api/admin/content/1/versions/1/restore', access: 'admin' },
  { method: 'get', path: '/api/admin/learner-completions?email=customer@acme.example', access: 'admin' },
  { method: 'get', path: '/api/admin/xapi/statements', access: 'admin' },
  { method: 'get', path: '/api/analytics/summary', access: 'admin' },
  { method: 'get', path: '/api/analytics/content-views', access: 'admin' },
  { method: 'get', path: '/api/analytics/search-queries?limit=20', access: 'admin' },
  { method: 'get', path: '/api/analytics/searches-without-results', access: 'admin' },
  { method: 'get', path: '/api/analytics/views-by-domain', access: 'admin' },
  { method: 'get', path: '/api/analytics/most-favorited?limit=10', access: 'admin' },
  { method: 'get', path: '/api/analytics/views-per-day?days=30', access: 'admin' },
  { method: 'get', path: '/api/admin/users', access: 'admin' },
  { method: 'get', path: '/api/admin/users/00000000-0000-4000-8000-000000000000', access: 'admin' },
  { method: 'get', path: '/api/admin/companies', access: 'admin' },
  { method: 'get', path: '/api/admin/active-users', access: 'admin' },
  { method: 'get', path: '/api/admin/user-profile?email=customer@acme.example', access: 'admin' },
  { method: 'get', path: '/api/admin/learners?search=customer@acme.example', access: 'admin' },
  { method: 'get', path: '/api/admin/unwatched-content/customer@acme.example', access: 'admin' },
  {
    method: 'get',
    path: '/api/admin/download-individual-progress?email=customer@acme.example',
    access: 'admin',
  },
  { method: 'get', path: '/api/admin/download-learner-progress', access: 'admin' },
  {
    method: 'post',
    path: '/api/admin/users/00000000-0000-4000-8000-000000000000/deactivate',
    access: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/users/00000000-0000-4000-8000-000000000000/reactivate',
    access: 'admin',
  },
  { method: 'get', path: '/api/admin/userguide/list', access: 'admin' },
  { method: 'get', path: '/api/admin/userguide/templates', access: 'admin' },
  { method: 'get', path: '/api/admin/userguide/acme-corporation', access: 'admin' },
  { method: 'get', path: '/api/admin/crm/companies', access: 'admin' },
  { method: 'post', path: '/api/admin/userguide/from-template', access: 'admin' },
  { method: 'patch', path: '/api/admin/userguide/acme-corporation', access: 'admin' },
  {
    method: 'patch',
    path: '/api/admin/userguide/acme-corporation/pages/zoho-people--leave',
    access: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/userguide/acme-corporation/pages/zoho-people--leave/publish',
    access: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/userguide/acme-corporation/pages/zoho-people--leave/unpublish',
    access: 'admin',
  },
  { method: 'post', path: '/api/admin/userguide/acme-corporation/deactivate', access: 'admin' },
  { method: 'post', path: '/api/admin/userguide/acme-corporation/activate', access: 'admin' },
  { method: 'post', path: '/api/admin/userguide/acme-corporation/access', access: 'admin' },
  {
    method: 'delete',
    path: '/api/admin/userguide/acme-corporation/access/someone@globex.example',
    access: 'admin',
  },
  { method: 'get', path: '/api/admin/template/baseline', access: 'admin' },
  { method: 'patch', path: '/api/admin/template/baseline', access: 'admin' },
  { method: 'post', path: '/api/admin/template/page', access: 'admin' },
  { method: 'patch', path: '/api/admin/template/page/zoho-people--leave', access: 'admin' },
  { method: 'post', path: '/api/admin/template/baseline/default-modules', access: 'admin' },
  { method: 'get', path: '/api/userguide/acme-corporation', access: 'user' },
  { method: 'get', path: '/api/userguide/acme-corporation/pdf', access: 'user' },
];

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

const call = async (who: string | undefined, route: (typeof ROUTES)[number]) => {
  const agent = await portal.agent(who);
  const request = agent[route.method](route.path);
  return ['post', 'put', 'patch'].includes(route.method) ? request.send({}) : request;
};

describe('authorisation matrix', () => {
  it.each(ROUTES.filter((r) => r.access !== 'public'))(
    '$method $path refuses anonymous callers',
    async (route) => {
      const response = await call(undefined, route);
      expect(response.status).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );

  it.each(ROUTES.filter((r) => r.access === 'admin'))('$method $path refuses customers', async (route) => {
    const response = await call(TEST_CUSTOMER, route);
    expect(response.status).toBe(403);
  });

  it.each(ROUTES.filter((r) => r.access === 'public'))('$method $path needs no session', async (route) => {
    const response = await call(undefined, route);
    expect([401, 403]).not.toContain(response.status);
  });

  it.each(ROUTES.filter((r) => r.access !== 'public'))(
    '$method $path lets an admin through',
    async (route) => {
      const response = await call(TEST_ADMIN, route);
      expect([401, 403]).not.toContain(response.status);
    },
  );
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APP_DIST, CUSTOMER_APP_DIST } from '@zen/query-service/static/apps';
import { startTestPortal, type TestPortal } from './testing/index.ts';

/**
 * Security headers on every answer (helmet's defaults, with a CSP the apps pass) and built apps
 * that need no inline script, so the CSP can forbid them. The apps are the ones `npm run
 * build:apps` wrote (npm test builds them before vitest runs).
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

/** 'script-src' → ["'self'"] from a Content-Security-Policy header. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('security headers', () => {
  it.each(['/', '/admin/', '/api/session', '/api/openapi.json', '/healthz', '/api/no-such-route'])(
    '%s carries helmet’s defaults and a CSP without inline scripts',
    async (target) => {
      const response = await supertest(portal.url).get(target).set('Accept', 'text/html,application/json');
      const csp = directives(String(response.headers['content-security-policy'] ?? ''));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      // Only the apps' own files (a live-chat widget's origin joins it when one is configured).
      expect(scripts).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );
});

describe('the built apps', () => {
  /** Every <script> element of an HTML page, with its attributes and its text. */
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, body]) => ({
      attributes: attributes ?? '',
      body: (body ?? '').trim(),
    }));

  it.each([
    ['customer app', CUSTOMER_APP_DIST, '/'],
    ['admin console', ADMIN_APP_DIST, '/admin/'],
  ])(
    '%s: index.html loads its scripts from files only, and is what the portal serves',
    async (_name, dist, served) => {
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const scripts = scriptsOf(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.attributes).toMatch(/\bsrc="\/[^"]+\.js"/);
        expect(script.body).toBe('');
      }
      // No inline event handlers (onload=, onclick=): script-src-attr 'none' would block them.
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      const page = await supertest(portal.url).get(served).set('Accept', 'text/html').expect(200);
      expect(page.text).toBe(html);
    },
  );
});

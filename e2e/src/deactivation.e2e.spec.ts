import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import {
  closeWelcome,
  localStorageOf,
  openPortal,
  passwordBox,
  shown,
  signIn,
  toastShown,
  validateEmail,
} from './auth-screen.ts';
import { isFocused, portalAndBrowser } from './browser.ts';

/**
 * Deactivation ends a live session (issue 3): the CRM marks a signed-in customer inactive, a CRM
 * sync records it, and the browser's status check (the 'Refresh Status' button, and the periodic
 * one every 10 minutes) signs them out. The CRM is the directory gateway over a copy of the demo
 * directory; the gateway re-reads the file when it changes.
 */

const DEMO_DIRECTORY = fileURLToPath(new URL('../../portal/demo/crm-directory.json', import.meta.url));
const DEACTIVATED = 'Your account has been deactivated. Please contact support.';
const SESSION_CHECK_INTERVAL = '10:00';

let directoryDir: string;
let directoryFile: string;

beforeAll(async () => {
  directoryDir = await mkdtemp(path.join(tmpdir(), 'zen-e2e-crm-'));
  directoryFile = path.join(directoryDir, 'crm-directory.json');
  await copyFile(DEMO_DIRECTORY, directoryFile);
});
afterAll(async () => {
  if (directoryDir) await rm(directoryDir, { recursive: true, force: true });
});
const env = portalAndBrowser(() => ({ env: { CRM_DIRECTORY_FILE: directoryFile } }));

/** What the CRM's owner does: mark the contact inactive in the directory file. */
const markInactiveInCrm = async (email: string): Promise<void> => {
  const directory = JSON.parse(await readFile(directoryFile, 'utf8')) as {
    contacts: { email: string; active: boolean }[];
  };
  const contact = directory.contacts.find((c) => c.email === email);
  if (!contact) throw new Error(`${email} is not in ${directoryFile}`);
  contact.active = false;
  await writeFile(directoryFile, `${JSON.stringify(directory, null, 2)}\n`);
};

it('a customer deactivated in the CRM loses their live session at the next status check', async () => {
  const CASEY = { email: TEST_CUSTOMER, password: TEST_PASSWORD, firstName: 'Casey' };

  // Two live sessions: one will press 'Refresh Status', the other waits for the 10-minute check
  // (its clock is Playwright's, so ten minutes pass at once).
  const refreshing = await openPortal(env.browser, env.portal.url);
  await closeWelcome(refreshing.page);
  await signIn(refreshing.page, env.portal.url, CASEY);

  const waiting = await openPortal(env.browser, env.portal.url, {
    beforeLoad: (context) => context.clock.install(),
  });
  await closeWelcome(waiting.page);
  await signIn(waiting.page, env.portal.url, CASEY);

  // Two more that never check: one keeps working, one is opened again later.
  const working = await openPortal(env.browser, env.portal.url);
  await closeWelcome(working.page);
  await signIn(working.page, env.portal.url, CASEY);
  const reopened = await openPortal(env.browser, env.portal.url);
  await closeWelcome(reopened.page);
  await signIn(reopened.page, env.portal.url, CASEY);

  // While the account is active, Refresh Status confirms it.
  const refreshStatus = refreshing.page.getByRole('button', { name: 'Refresh Status' });
  await refreshStatus.focus();
  await refreshing.page.keyboard.press('Enter');
  await toastShown(refreshing.page, 'Status Refreshed');
  // The button keeps the keyboard's focus through the check (a disabled one dropped it).
  expect(await refreshStatus.evaluate(isFocused)).toBe(true);

  // The CRM marks Casey inactive; an admin runs the CRM sync.
  await markInactiveInCrm(TEST_CUSTOMER);
  const admin = await env.portal.agent(TEST_ADMIN);
  const sync = await admin.post('/api/admin/sync-crm').send({}).expect(200);
  expect(sync.body).toEqual({ success: true, syncedCount: 2, errors: [] });
  // The deactivation reaches the account read model (a projection) just after the sync answers.
  const anonymous = await env.portal.agent();
  await expect
    .poll(
      async () =>
        (await anonymous.post('/api/auth/check-user-exists').send({ email: TEST_CUSTOMER })).body.isActive,
      { timeout: 10_000 },
    )
    .toBe(false);

  // Refresh Status: 'Session Expired', local data cleared, back to /auth.
  await refreshing.page.getByRole('button', { name: 'Refresh Status' }).click();
  await toastShown(refreshing.page, 'Session Expired', 'Your access has been revoked. Please sign in again.');
  await refreshing.page.waitForURL(`${env.portal.url}/auth`);
  expect(await localStorageOf(refreshing.page)).toEqual({});

  // The periodic check does the same without a click.
  expect(waiting.page.url()).toBe(`${env.portal.url}/`);
  await waiting.page.clock.fastForward(SESSION_CHECK_INTERVAL);
  await toastShown(waiting.page, 'Session Expired', 'Your access has been revoked. Please sign in again.');
  await waiting.page.waitForURL(`${env.portal.url}/auth`);

  // The next click of one still at work is refused by the server: it is told the same, not just
  // sent to the sign-in screen.
  await working.page.getByRole('button', { name: 'My Learning Journey' }).click();
  await toastShown(working.page, 'Session Expired', 'Your access has been revoked. Please sign in again.');
  await working.page.waitForURL(`${env.portal.url}/auth`);
  // And so is one opened again.
  await reopened.page.reload();
  await toastShown(reopened.page, 'Session Expired', 'Your access has been revoked. Please sign in again.');
  await reopened.page.waitForURL(`${env.portal.url}/auth`);

  // Signing in again is refused at the e-mail step, with the spec's message.
  const page = refreshing.page;
  await validateEmail(page, TEST_CUSTOMER);
  await shown(page.getByText(DEACTIVATED, { exact: true }), 'the deactivated message');
  expect(await passwordBox(page).count()).toBe(0);
  expect(page.url()).toBe(`${env.portal.url}/auth`);

  // And the server refuses the password too, whatever the screen shows.
  const login = await env.portal
    .agent()
    .then((agent) => agent.post('/api/auth/login').send({ email: TEST_CUSTOMER, password: TEST_PASSWORD }));
  expect(login.status).toBe(403);
  expect(login.body.detail).toBe(DEACTIVATED);

  await Promise.all([refreshing, waiting, working, reopened].map(({ context }) => context.close()));
});

import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { TEST_ADMIN, TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import { isFocused, portalAndBrowser } from './browser.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

const env = portalAndBrowser();

const companyOf = async (email: string): Promise<string | null | undefined> =>
  (await env.portal.pool.query('SELECT company_name FROM user_profiles WHERE email = $1', [email])).rows[0]
    ?.company_name;

// The browser writes dates in its own locale and time zone; these make the expected text certain.
const LOCALE = 'en-GB';
const TIME_ZONE = 'Europe/London';

/** What the sync card shows for `term` (its details are a description list). */
const detail = (card: Locator, term: string) => card.locator(`dt:text-is("${term}") + dd`);

/** When the last sync of all profiles finished, as the server recorded it. */
const lastSyncFinishedAt = async (): Promise<Date | undefined> =>
  (await env.portal.pool.query<{ finished_at: Date }>('SELECT finished_at FROM crm_sync_status WHERE id = 1'))
    .rows[0]?.finished_at;

/** The card's 'Last sync of all profiles' for a Sync Now that finished at `at`, as the browser writes it. */
const shownAsManualSync = (at: Date): string =>
  `${new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(at)} · Manual`;

/** The console, signed in through its sign-in form, in a browser with the locale above. */
const consoleSignedIn = async () => {
  const context = await env.browser.newContext({ locale: LOCALE, timezoneId: TIME_ZONE });
  const admin = await context.newPage();
  await admin.goto(`${env.portal.url}/admin/`);
  await admin.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN);
  await admin.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  return { context, admin };
};

it('an admin syncs user profiles from the CRM directory on the console dashboard', async () => {
  expect(await companyOf(TEST_CUSTOMER)).not.toBe('Acme Corporation');

  const { context, admin } = await consoleSignedIn();

  // The dashboard is where the console opens.
  await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Analytics' }).isVisible()).toBe(true);
  const card = admin.getByRole('region', { name: 'CRM Profile Sync' });
  await expect.poll(() => detail(card, 'Last sync of all profiles').textContent()).toBe('Not run yet');
  expect(await detail(card, 'CRM').getByText('Local directory', { exact: true }).isVisible()).toBe(true);
  expect(await detail(card, 'CRM').getByText('Connected', { exact: true }).isVisible()).toBe(true);
  // The directory is a file on the server: there is no CRM to connect.
  expect(await admin.getByRole('link', { name: /Connect CRM/ }).count()).toBe(0);

  // Pressed by keyboard, Sync Now keeps the focus while it works (a disabled button dropped it).
  await card.getByRole('button', { name: 'Sync Now' }).focus();
  await admin.keyboard.press('Enter');
  const notice = admin.getByRole('alert').filter({ hasText: 'Sync Completed' });
  await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await card.getByRole('button', { name: 'Sync Now' }).evaluate(isFocused)).toBe(true);
  expect(await notice.textContent()).toContain('Successfully synced 2 user profiles from CRM');

  const finishedAt = (await lastSyncFinishedAt())!;
  await expect
    .poll(() => detail(card, 'Last sync of all profiles').textContent())
    .toBe(shownAsManualSync(finishedAt));
  expect(await detail(card, 'Result').textContent()).toBe('2 profiles synced');
  expect(await card.getByRole('button', { name: 'Sync Now' }).isEnabled()).toBe(true);

  // The customer's profile now carries their company from the directory.
  expect(await companyOf(TEST_CUSTOMER)).toBe('Acme Corporation');

  await context.close();
});

it('a sync that ran while the lists were slow (503) is told as done, not as failed, and the card reads its result again', async () => {
  const { context, admin } = await consoleSignedIn();
  const card = admin.getByRole('region', { name: 'CRM Profile Sync' });
  await expect.poll(() => card.isVisible()).toBe(true);
  const before = await lastSyncFinishedAt();

  // The server runs the sync, then answers as it does when the status has not caught up in 10 s.
  const answered = await answerSavedNotYetShown(
    admin,
    '**/api/admin/sync-crm',
    'POST',
    'The sync ran, but its results may take a moment to show',
  );
  const reread = admin.waitForResponse((response) => response.url().includes('/api/admin/crm/sync-status'));
  await card.getByRole('button', { name: 'Sync Now' }).click();
  const notice = admin.getByRole('alert').filter({ hasText: 'Sync Completed' });
  await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await notice.textContent()).toContain('The sync ran, but its results may take a moment to show');
  // Not an outage nor a failure: nothing invites pressing it again.
  expect(await admin.getByText('Sync Failed').count()).toBe(0);
  expect(await admin.getByText('Reconnecting…').count()).toBe(0);
  expect(answered.sent).toBe(1);
  // The card asks for the sync's status again, and shows the run that was saved.
  expect((await reread).status()).toBe(200);
  const after = (await lastSyncFinishedAt())!;
  expect(after.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
  await expect
    .poll(() => detail(card, 'Last sync of all profiles').textContent())
    .toBe(shownAsManualSync(after));
  await context.close();
});

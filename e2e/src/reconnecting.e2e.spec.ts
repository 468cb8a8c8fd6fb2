import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TEST_ADMIN, TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import {
  closeWelcome,
  detail,
  gone,
  localStorageOf,
  openPortal,
  shown,
  signIn,
  toastShown,
} from './auth-screen.ts';
import { portalAndBrowser } from './browser.ts';
import { signedInConsole } from './console-screen.ts';
import { journeyItem, signedInDashboard } from './learner-screen.ts';

/**
 * While the portal cannot reach its database every call answers 503 problem+json with Retry-After
 * (proven against a real restart in portal/src/database-outage.int.spec.ts). Here the browser gets
 * exactly those answers, and each app must say it is reconnecting without losing the page or
 * what the person typed, then carry on by itself once the server answers again.
 */
const env = portalAndBrowser();

const UNAVAILABLE = {
  status: 503,
  headers: { 'content-type': 'application/problem+json', 'retry-after': '5' },
  body: JSON.stringify({
    type: 'about:blank',
    title: 'Service temporarily unavailable',
    status: 503,
    detail: 'The portal cannot reach its database right now. Please try again in a few seconds.',
  }),
};

/** Every API call and the health probe answer 503 until the returned function is called. */
const databaseAway = async (page: Page): Promise<() => Promise<void>> => {
  const outage = /\/(api\/|healthz)/;
  await page.route(outage, (route) => route.fulfill(UNAVAILABLE));
  return () => page.unroute(outage);
};

/** Whether the element is what is on top at two opposite corners: nothing is drawn over it. */
const drawnOnTop = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const corners = [
      [left + 2, top + 2],
      [right - 2, bottom - 2],
    ] as const;
    return corners.every(([x, y]) => element.contains(element.ownerDocument.elementFromPoint(x, y)));
  });

/** How far below the bottom of `upper` the top of `lower` lies (negative: they overlap). */
const gapBelow = async (upper: Locator, lower: Locator): Promise<number> => {
  const [above, below] = await Promise.all([upper.boundingBox(), lower.boundingBox()]);
  return above && below ? below.y - (above.y + above.height) : -1;
};

it('the customer app says it is reconnecting, keeps an unsaved edit, and saves it once the server is back', async () => {
  const { page } = await openPortal(env.browser, env.portal.url);
  await closeWelcome(page);
  await signIn(page, env.portal.url, { email: TEST_CUSTOMER, password: TEST_PASSWORD, firstName: 'Casey' });
  await page.getByRole('button', { name: 'My Profile' }).click();
  const panel = page.getByRole('region', { name: 'Profile Information' });
  await panel.getByRole('button', { name: 'Edit Profile' }).click();
  const jobTitle = panel.getByRole('textbox', { name: 'Job title' });
  await jobTitle.fill('Payroll Lead');

  const serverBack = await databaseAway(page);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await shown(notice, 'the reconnecting notice');
  // A banner above the page, not over it: at the top of the page its title and the header's
  // signed-in name both show, the header below the banner (the form may have scrolled the page).
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0),
  );
  await expect.poll(() => drawnOnTop(notice.getByText('Reconnecting…'))).toBe(true);
  const signedIn = page.getByTestId('signed-in-user');
  await expect.poll(() => drawnOnTop(signedIn)).toBe(true);
  await expect.poll(() => gapBelow(notice, page.locator('header'))).toBeGreaterThanOrEqual(0);
  // Not an error page: the dashboard and the open form with what was typed are still there.
  expect(await jobTitle.inputValue()).toBe('Payroll Lead');
  expect(await page.getByRole('button', { name: 'Help Content' }).isVisible()).toBe(true);

  await serverBack();
  await shown(page.getByRole('status').filter({ hasText: 'Connection restored' }), 'the all-clear');
  await gone(notice, 'the reconnecting notice to go');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await shown(detail(panel, 'Title').getByText('Payroll Lead', { exact: true }), 'the saved job title');
});

it('the customer app says so to a screen reader too while a video is open, whose dialog hides the page', async () => {
  const video = 'Clocking in from a phone';
  await createContent(await env.portal.agent(TEST_ADMIN), video, {
    application: 'Zoho People',
    module: 'Attendance',
  });
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await page.getByRole('button', { name: 'My Learning Journey' }).click();
  const item = journeyItem(page, video).getByRole('button', { name: video, exact: true });
  await shown(item, 'the video in the journey');
  const serverBack = await databaseAway(page);
  // Opening the video records the view: that call meets the outage.
  await item.click();
  const dialog = page.getByRole('dialog', { name: `Video Training: ${video}` });
  await shown(dialog, 'the video modal');
  await shown(page.getByRole('status').filter({ hasText: 'Reconnecting…' }), 'the reconnecting notice');
  await serverBack();
  await shown(page.getByRole('status').filter({ hasText: 'Connection restored' }), 'the all-clear');
  expect(await dialog.isVisible()).toBe(true);
  await context.close();
});

it('the console says it is reconnecting, stays signed in with the form filled, and reloads when back', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.portal.url}/admin/`);
  await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shown(page.getByText('ZOHO ZEN ADMIN CONTROL').first(), 'the console');
  await page.getByRole('menuitem', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Add Content' }).first().click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Running payroll after a restart');
  const choose = async (field: string, option: string) => {
    await page.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Type', 'Video');
  await choose('Application', 'Zoho People');
  await choose('Module', 'Leave');
  await choose('Level', 'Manager');
  await page
    .getByRole('textbox', { name: 'URL' })
    .fill('https://www.loom.com/share/0123456789abcdef0123456789abcdef');

  const serverBack = await databaseAway(page);
  await page.getByRole('button', { name: 'Add Content' }).last().click();
  const notice = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await shown(notice, 'the reconnecting notice');
  // Its title is what is on top where it is drawn: not under the console's app bar.
  const heading = notice.getByText('Reconnecting…');
  await expect.poll(() => drawnOnTop(heading)).toBe(true);
  // The save's own error toast shows too, both at the top centre: below the notice, not over it.
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByText('The portal cannot reach its database right now', { exact: false });
  await shown(toast, "the save's error toast");
  await expect.poll(() => gapBelow(notice, toast)).toBeGreaterThanOrEqual(0);
  expect(page.url()).not.toMatch(/login/);
  expect(await title.inputValue()).toBe('Running payroll after a restart');

  await serverBack();
  await shown(page.getByRole('status').filter({ hasText: 'Connection restored' }), 'the all-clear');
  expect(await title.inputValue()).toBe('Running payroll after a restart');
  await context.close();
});

it('a template being edited stays open with its edits when the refresh after an outage fails to read the template', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  await page.getByRole('menuitem', { name: 'User Guide Template' }).click();
  await page.getByRole('button', { name: 'Edit Leave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoho People - Leave Module Guide' });
  const explainer = dialog.getByRole('textbox', { name: 'Explainer' });
  await explainer.waitFor({ timeout: 60_000 });
  await explainer.fill('Leave, as our managers approve it');

  const serverBack = await databaseAway(page);
  await dialog.getByRole('button', { name: 'Save Module Template' }).click();
  // Said to assistive technology too: the open dialog hides the rest of the page from it.
  await shown(page.getByRole('status').filter({ hasText: 'Reconnecting…' }), 'the reconnecting notice');
  // Back, but the template itself cannot be read: the refresh that follows fails for it, and
  // react-query's three retries with it.
  const templateRead = `${env.portal.url}/api/admin/template/baseline`;
  let failedReads = 0;
  await page.route(templateRead, (route) => {
    failedReads += 1;
    return route.fulfill({ status: 500, body: 'template unavailable' });
  });
  await serverBack();
  await shown(page.getByRole('status').filter({ hasText: 'Connection restored' }), 'the all-clear');
  await expect.poll(() => failedReads, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  // The query's failure is rendered within a moment of the last answer.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(await page.getByText('Failed to load baseline template').count()).toBe(0);
  expect(await explainer.inputValue()).toBe('Leave, as our managers approve it');
  await page.context().close();
});

it('Sign Out while the server is away fails and keeps the completions not yet sent; once it is back they are sent and Sign Out clears everything', async () => {
  const video = 'Approving timesheets';
  const item = await createContent(await env.portal.agent(TEST_ADMIN), video);
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  const session = (await (await context.request.get(`${env.portal.url}/api/session`)).json()) as {
    user: { id: string };
  };
  const serverBack = await databaseAway(page);
  // A completion earned during the outage, waiting in the page's outbox.
  const completion = {
    contentId: item.id,
    completedAt: new Date().toISOString(),
    watchDurationSeconds: 60,
    totalDurationSeconds: 60,
    completionPercentage: 100,
  };
  await page.evaluate(
    (pending) =>
      (
        globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }
      ).localStorage.setItem('pendingCompletions', JSON.stringify(pending)),
    [{ userId: session.user.id, completion }],
  );
  await page.getByRole('button', { name: 'My Profile' }).click();
  const panel = page.getByRole('region', { name: 'Profile Information' });
  await panel.getByRole('button', { name: 'Sign Out' }).click();
  await toastShown(page, 'Sign Out Failed');
  // Still signed in, with what the server has not got yet.
  expect(page.url()).toBe(`${env.portal.url}/`);
  expect(JSON.parse((await localStorageOf(page)).pendingCompletions ?? '[]')).toHaveLength(1);

  // Back, but the completion is not taken until Sign Out is pressed (409, other writes to the
  // progress won: kept for later), so it is Sign Out that must send it, not the page's own retries.
  let pressed = false;
  const sent: string[] = [];
  await page.route('**/api/video-completions', async (route) => {
    if (!pressed)
      return route.fulfill({
        ...UNAVAILABLE,
        status: 409,
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409 }),
      });
    sent.push('completion');
    return route.continue();
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/logout')) sent.push('logout');
  });
  await serverBack();
  await shown(page.getByRole('status').filter({ hasText: 'Connection restored' }), 'the all-clear');
  expect(JSON.parse((await localStorageOf(page)).pendingCompletions ?? '[]')).toHaveLength(1);
  pressed = true;
  await panel.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${env.portal.url}/auth`);
  await expect.poll(() => localStorageOf(page)).toEqual({});
  // Sent by Sign Out, before the session ended.
  expect(sent).toEqual(['completion', 'logout']);
  const completions = await (await env.portal.agent(TEST_CUSTOMER)).get('/api/video-completions/any');
  expect((completions.body as { contentId: number }[]).map((done) => done.contentId)).toContain(item.id);
  await context.close();
});

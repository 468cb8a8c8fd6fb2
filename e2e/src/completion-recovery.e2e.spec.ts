import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_ADMIN, TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { closeWelcome, localStorageOf, openPortal, signIn, toastShown } from './auth-screen.ts';
import { portalAndBrowser } from './browser.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

/**
 * Spec §2 Data Recovery, §8: completions an older version of the app kept in the browser's
 * storage (`completedVideos`) are sent to the server once, which records what it lacks, and the
 * customer is told with the spec's words.
 */
const env = portalAndBrowser();

/** A General item every customer may open, added by the admin through the API; its id. */
const createdItem = async (title: string, type: 'Video' | 'Article'): Promise<number> => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const created = await createContent(admin, title, {
    type,
    description: 'Recovered from this browser.',
    application: 'General',
    module: 'Accounts',
    url: 'https://help.zen-consulting.example/recovered',
  });
  return created.id;
};

/** The portal's sign-in page in a new browser whose storage holds `ids` as an older app left them. */
const portalWithStoredCompletions = (ids: number[]) =>
  openPortal(env.browser, env.portal.url, {
    // Set once, before the app's first load: a reload finds what the app left there.
    beforeLoad: async (context) => {
      await context.addInitScript((stored: string) => {
        type KeyValues = {
          getItem: (key: string) => string | null;
          setItem: (key: string, value: string) => void;
        };
        const storage = globalThis as unknown as { sessionStorage: KeyValues; localStorage: KeyValues };
        if (storage.sessionStorage.getItem('seeded')) return;
        storage.sessionStorage.setItem('seeded', 'yes');
        storage.localStorage.setItem('completedVideos', stored);
      }, JSON.stringify(ids));
    },
  });

/** The test customer signs in from the first page a new browser shows (the welcome dialog). */
const signInFromWelcome = async (page: Page): Promise<void> => {
  await closeWelcome(page);
  await signIn(page, env.portal.url, { email: TEST_CUSTOMER, password: TEST_PASSWORD, firstName: 'Casey' });
};

const completedBy = async (email: string): Promise<number[]> => {
  const customer = await env.portal.agent(email);
  return ((await customer.get('/api/learner/state').expect(200)).body as { completed: number[] }).completed;
};

it('sends the completions kept in browser storage once and says how many were recovered', async () => {
  const ids = [
    await createdItem('Resetting your password', 'Article'),
    await createdItem('Your first sign-in', 'Video'),
  ];

  const { page } = await portalWithStoredCompletions([...ids, 99_999]);
  await signInFromWelcome(page);

  await toastShown(page, 'Recovery Complete', 'Recovered 2 completed items');
  expect((await localStorageOf(page)).completedVideos).toBeUndefined();
  expect(await completedBy(TEST_CUSTOMER)).toEqual(expect.arrayContaining(ids));

  // Once only: the list is gone, and a reload says nothing more.
  await page.reload();
  await page.getByRole('button', { name: 'My Profile' }).waitFor();
  expect(await page.getByText('Recovery Complete').count()).toBe(0);
});

it('a recovery saved while progress is slow to show (503) is told complete and not sent again; one refused by other writes (409) is kept for the next visit', async () => {
  const saved = await createdItem('Setting up two-factor sign-in', 'Video');
  const refused = await createdItem('Changing your e-mail address', 'Article');

  // Recorded by the server, answered as when the learner's progress has not caught up in 10 s.
  const slow = await portalWithStoredCompletions([saved]);
  const answered = await answerSavedNotYetShown(
    slow.page,
    '**/api/video-completions/recover',
    'POST',
    'Your progress was saved but may take a moment to show',
  );
  await signInFromWelcome(slow.page);
  await toastShown(slow.page, 'Recovery Complete', 'Your progress was saved but may take a moment to show');
  expect((await localStorageOf(slow.page)).completedVideos).toBeUndefined();
  expect(answered.sent).toBe(1);
  expect(await completedBy(TEST_CUSTOMER)).toContain(saved);
  await slow.context.close();

  // Other writes to the progress won every retry (409): worth trying again, so the list stays.
  const raced = await portalWithStoredCompletions([refused]);
  await raced.page.route('**/api/video-completions/recover', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Your progress changed while it was being saved. Please try again.',
      }),
    }),
  );
  await signInFromWelcome(raced.page);
  await toastShown(raced.page, 'Recovery Failed', 'Your progress changed while it was being saved.');
  expect((await localStorageOf(raced.page)).completedVideos).toBe(JSON.stringify([refused]));
  expect(await completedBy(TEST_CUSTOMER)).not.toContain(refused);
  // The next visit sends it again, and this time it is recorded.
  await raced.page.unroute('**/api/video-completions/recover');
  await raced.page.reload();
  await toastShown(raced.page, 'Recovery Complete', 'Recovered 1 completed item');
  expect((await localStorageOf(raced.page)).completedVideos).toBeUndefined();
  expect(await completedBy(TEST_CUSTOMER)).toContain(refused);
  await raced.context.close();
});

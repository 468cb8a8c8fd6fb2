import { expect, it } from 'vitest';
import { TEST_ADMIN, TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import { closeWelcome, localStorageOf, openPortal, signIn, toastShown } from './auth-screen.ts';
import { portalAndBrowser } from './browser.ts';

/**
 * Spec §2 Data Recovery, §8: completions an older version of the app kept in the browser's
 * storage (`completedVideos`) are sent to the server once, which records what it lacks, and the
 * customer is told with the spec's words.
 */
const env = portalAndBrowser();

const item = (title: string, type: 'Video' | 'Article') => ({
  title,
  description: 'Recovered from this browser.',
  type,
  application: 'General',
  module: 'Accounts',
  level: 'Employee',
  url: 'https://help.zen-consulting.example/recovered',
  learningJourney: 'Essential',
  keywords: [],
});

it('sends the completions kept in browser storage once and says how many were recovered', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const ids: number[] = [];
  for (const [title, type] of [
    ['Resetting your password', 'Article'],
    ['Your first sign-in', 'Video'],
  ] as const) {
    ids.push((await admin.post('/api/content').send(item(title, type)).expect(201)).body.id);
  }

  const { page } = await openPortal(env.browser, env.portal.url, {
    // As an older version of the app left it: set once, before the app's first load.
    beforeLoad: async (context) => {
      await context.addInitScript(
        (stored: string) => {
          type KeyValues = {
            getItem: (key: string) => string | null;
            setItem: (key: string, value: string) => void;
          };
          const storage = globalThis as unknown as { sessionStorage: KeyValues; localStorage: KeyValues };
          if (storage.sessionStorage.getItem('seeded')) return;
          storage.sessionStorage.setItem('seeded', 'yes');
          storage.localStorage.setItem('completedVideos', stored);
        },
        JSON.stringify([...ids, 99_999]),
      );
    },
  });
  await closeWelcome(page);
  await signIn(page, env.portal.url, { email: TEST_CUSTOMER, password: TEST_PASSWORD, firstName: 'Casey' });

  await toastShown(page, 'Recovery Complete', 'Recovered 2 completed items');
  expect((await localStorageOf(page)).completedVideos).toBeUndefined();
  const customer = await env.portal.agent(TEST_CUSTOMER);
  const { body: state } = await customer.get('/api/learner/state').expect(200);
  expect(state.completed).toEqual(expect.arrayContaining(ids));

  // Once only: the list is gone, and a reload says nothing more.
  await page.reload();
  await page.getByRole('button', { name: 'My Profile' }).waitFor();
  expect(await page.getByText('Recovery Complete').count()).toBe(0);
});

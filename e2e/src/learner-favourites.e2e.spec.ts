import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContentItem, LearnerState } from '@zen/contracts';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { createContent, type Agent } from '@zen/portal/testing/learner';
import { gone, shown, toastShown } from './auth-screen.ts';
import { isFocused, isInWindow, portalAndBrowser, SERVER_ERROR } from './browser.ts';
import {
  card,
  clipboardItem,
  clipboardText,
  eventsOf,
  expectAccessible,
  helpTab,
  PHONE,
  signedInDashboard,
} from './learner-screen.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

/**
 * Help Content's learner features in Chromium on a phone-sized screen (spec §2, §7, §8): the
 * favourite toggle and My Favorites with its count and empty text, New Content, the copy-link
 * button with both clipboard outcomes, and search tracking (spec §4, §5, §9).
 */
const env = portalAndBrowser();

const NO_FAVOURITES =
  'No bookmarked content yet. Start exploring and bookmark your favorite videos and articles!';
const LEAVE_VIDEO = 'Requesting leave from your phone';
const POLICY_ARTICLE = 'Leave policy explained';
let admin: Agent;
let video: ContentItem;

beforeAll(async () => {
  admin = await env.portal.agent(TEST_ADMIN);
  video = await createContent(admin, LEAVE_VIDEO, { module: 'Leave' });
  await createContent(admin, POLICY_ARTICLE, {
    type: 'Article',
    module: 'Leave',
    url: `${env.portal.url}/articles/leave-policy`,
  });
});

const learnerState = async (page: Page): Promise<LearnerState> =>
  (await page.context().request.get(`${env.portal.url}/api/learner/state`)).json() as Promise<LearnerState>;

const favouritesCount = (page: Page) =>
  helpTab(page, 'My Favorites').getByTestId('favorites-count').textContent();

it('favourites an item from its card, lists it in My Favorites with a count, and removes it again', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  await shown(card(page, LEAVE_VIDEO), 'the video card');
  await expectAccessible(page, 'Browse Content with learner controls');

  // Nothing yet: the count says 0 and the tab has the spec's empty text.
  await expect.poll(() => favouritesCount(page)).toBe('0');
  // On the phone all three tabs and the count are in sight, none behind a scroll arrow.
  for (const tab of ['Browse Content', 'My Favorites', 'New Content'] as const) {
    expect(await helpTab(page, tab).evaluate(isInWindow), `${tab} in sight`).toBe(true);
  }
  expect(await helpTab(page, 'My Favorites').getByTestId('favorites-count').evaluate(isInWindow)).toBe(true);
  await helpTab(page, 'My Favorites').click();
  await shown(page.getByText(NO_FAVOURITES, { exact: true }), 'the empty favourites text');
  await expectAccessible(page, 'My Favorites, empty');

  await helpTab(page, 'Browse Content').click();
  const star = card(page, LEAVE_VIDEO).getByRole('button', { name: `Add to favorites: ${LEAVE_VIDEO}` });
  expect(await star.getAttribute('aria-pressed')).toBe('false');
  await star.click();
  await toastShown(page, 'Added to favorites');
  const removeStar = card(page, LEAVE_VIDEO).getByRole('button', {
    name: `Remove from favorites: ${LEAVE_VIDEO}`,
  });
  expect(await removeStar.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => favouritesCount(page)).toBe('1');
  expect((await learnerState(page)).favourites).toEqual([video.id]);

  await helpTab(page, 'My Favorites').click();
  await shown(card(page, LEAVE_VIDEO), 'the favourite in My Favorites');
  expect(await card(page, POLICY_ARTICLE).count()).toBe(0);
  await expectAccessible(page, 'My Favorites with an item');

  await card(page, LEAVE_VIDEO)
    .getByRole('button', { name: `Remove from favorites: ${LEAVE_VIDEO}` })
    .click();
  await toastShown(page, 'Removed from favorites');
  await shown(page.getByText(NO_FAVOURITES, { exact: true }), 'the empty text once the favourite is removed');
  await expect.poll(() => favouritesCount(page)).toBe('0');
  expect((await learnerState(page)).favourites).toEqual([]);
  expect((await eventsOf(env.portal, 'FavouriteAdded')).map((data) => data.contentId)).toEqual([video.id]);
  expect((await eventsOf(env.portal, 'FavouriteRemoved')).map((data) => data.contentId)).toEqual([video.id]);

  // A failed toggle puts the star back and says so (spec §7, §8).
  await helpTab(page, 'Browse Content').click();
  await page.route('**/api/favorites', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: '{"title":"Boom","status":500}',
    }),
  );
  await card(page, LEAVE_VIDEO)
    .getByRole('button', { name: `Add to favorites: ${LEAVE_VIDEO}` })
    .click();
  await toastShown(page, 'Failed to update favorites');
  await expect
    .poll(() =>
      card(page, LEAVE_VIDEO)
        .getByRole('button', { name: `Add to favorites: ${LEAVE_VIDEO}` })
        .getAttribute('aria-pressed'),
    )
    .toBe('false');
  expect(await favouritesCount(page)).toBe('0');

  // Saved, but the server could not show it in time (its 503 'Saved, not yet visible', answered
  // here after the real request went through): a success, so the star stays and no error is told.
  await page.unroute('**/api/favorites');
  await answerSavedNotYetShown(
    page,
    '**/api/favorites',
    'POST',
    'Your progress was saved but may take a moment to show',
  );
  await card(page, LEAVE_VIDEO)
    .getByRole('button', { name: `Add to favorites: ${LEAVE_VIDEO}` })
    .click();
  await toastShown(page, 'Added to favorites', 'Your progress was saved but may take a moment to show');
  await page.unroute('**/api/favorites');
  await expect
    .poll(() =>
      card(page, LEAVE_VIDEO)
        .getByRole('button', { name: `Remove from favorites: ${LEAVE_VIDEO}` })
        .getAttribute('aria-pressed'),
    )
    .toBe('true');
  await expect.poll(() => favouritesCount(page)).toBe('1');
  expect((await eventsOf(env.portal, 'FavouriteAdded')).map((data) => data.contentId)).toEqual([
    video.id,
    video.id,
  ]);
  // Taken back, as the tests after this one start with no favourite.
  await card(page, LEAVE_VIDEO)
    .getByRole('button', { name: `Remove from favorites: ${LEAVE_VIDEO}` })
    .click();
  await expect.poll(() => favouritesCount(page)).toBe('0');
  await context.close();
});

it('says when the learner’s favourites and progress cannot be read, and shows them after Refresh completions', async () => {
  const stateRead = '**/api/learner/state';
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    beforeLoad: async (ctx) => {
      await ctx.route(stateRead, (route) => route.fulfill(SERVER_ERROR));
    },
  });
  await shown(card(page, LEAVE_VIDEO), 'the video card');
  // Without the learner's state the card can show no star; the learner is told why.
  await toastShown(
    page,
    'Failed to fetch video completions',
    'Your favorites and progress are not shown. Refresh completions or reload the page to try again.',
  );
  expect(
    await card(page, LEAVE_VIDEO)
      .getByRole('button', { name: /favorites:/ })
      .count(),
  ).toBe(0);

  await context.unroute(stateRead);
  await page.getByRole('button', { name: 'Refresh completions' }).click();
  const star = card(page, LEAVE_VIDEO).getByRole('button', { name: `Add to favorites: ${LEAVE_VIDEO}` });
  await shown(star, 'the star once the state is read');
  expect(await star.getAttribute('aria-pressed')).toBe('false');
  await context.close();
});

it('lists new content the learner has not started, and takes an item off once it is opened', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  await helpTab(page, 'New Content').click();
  await shown(card(page, LEAVE_VIDEO), 'the video in New Content');
  await shown(card(page, POLICY_ARTICLE), 'the article in New Content');
  await expectAccessible(page, 'New Content');

  // Opening the article completes it (spec §4), so it is no longer new.
  const opened = context.waitForEvent('page');
  await card(page, POLICY_ARTICLE).getByRole('link', { name: POLICY_ARTICLE }).click();
  await (await opened).close();
  await gone(card(page, POLICY_ARTICLE), 'the completed article to leave New Content');
  await shown(card(page, LEAVE_VIDEO));
  await context.close();
});

it('copies a clickable link, or the title and URL as text where rich copying is not possible', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    beforeLoad: (ctx) =>
      ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.portal.url }),
  });
  await card(page, LEAVE_VIDEO)
    .getByRole('button', { name: `Copy link: ${LEAVE_VIDEO}` })
    .click();
  await toastShown(page, 'Link copied!', 'A clickable link has been copied to your clipboard.');
  const copied = await clipboardItem(page);
  expect(copied['text/html']).toContain(`<a href="${video.url}">${LEAVE_VIDEO}</a>`);
  expect(copied['text/plain']).toBe(`${LEAVE_VIDEO}\n${video.url}`);

  // A browser without rich clipboard items gets the plain-text fallback.
  const plain = await context.newPage();
  await plain.addInitScript(() => {
    Reflect.deleteProperty(globalThis, 'ClipboardItem');
  });
  await plain.goto(`${env.portal.url}/`);
  await card(plain, LEAVE_VIDEO)
    .getByRole('button', { name: `Copy link: ${LEAVE_VIDEO}` })
    .click();
  await toastShown(plain, 'Link copied!', 'The title and URL have been copied to your clipboard.');
  expect(await clipboardText(plain)).toBe(`${LEAVE_VIDEO}\n${video.url}`);
  await context.close();
});

/** Longer than the 500 ms pause after which a search is tracked (spec §9). */
it('removing a favourite in My Favorites keeps the keyboard in the list', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  const star = (title: string, pressed: boolean) =>
    card(page, title).getByRole('button', {
      name: `${pressed ? 'Remove from' : 'Add to'} favorites: ${title}`,
    });
  for (const title of [LEAVE_VIDEO, POLICY_ARTICLE]) {
    await star(title, false).click();
    await shown(star(title, true), `${title} favourited`);
  }
  await helpTab(page, 'My Favorites').click();
  await shown(card(page, POLICY_ARTICLE), 'the newest favourite');
  // Removed by keyboard, the card goes; the keyboard lands on the star of the card after it.
  await star(POLICY_ARTICLE, true).focus();
  await page.keyboard.press('Enter');
  await gone(card(page, POLICY_ARTICLE), 'the removed favourite');
  await expect.poll(() => star(LEAVE_VIDEO, true).evaluate(isFocused)).toBe(true);
  // The last one gone, the keyboard stays in the tab, with its empty text, not at the page's top.
  await page.keyboard.press('Enter');
  await shown(page.getByText(NO_FAVOURITES, { exact: true }), 'the empty text');
  expect(await page.locator('body').evaluate(isFocused)).toBe(false);
  await context.close();
});

const PAST_THE_PAUSE_MS = 900;

it('tracks a customer’s settled searches of 2+ characters once each, and never an admin’s', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  const searches = async () => (await eventsOf(env.portal, 'SearchPerformed')).map((data) => data.query);
  const box = page.getByPlaceholder('Start typing keywords or use the filters below');

  // One character, or only spaces, is never tracked.
  await box.fill(' l ');
  await page.waitForTimeout(PAST_THE_PAUSE_MS);
  expect(await searches()).toEqual([]);

  // Typing with short gaps is one search, sent after the pause; Enter on the same words adds none.
  await box.fill('');
  await box.pressSequentially('leave', { delay: 60 });
  await expect.poll(searches).toEqual(['leave']);
  await box.press('Enter');
  await page.waitForTimeout(PAST_THE_PAUSE_MS);
  expect(await searches()).toEqual(['leave']);

  // Enter sends at once, and the pause after it adds nothing.
  await box.pressSequentially(' policy');
  await box.press('Enter');
  await expect.poll(searches).toEqual(['leave', 'leave policy']);
  await page.waitForTimeout(PAST_THE_PAUSE_MS);
  expect(await searches()).toEqual(['leave', 'leave policy']);
  await context.close();

  // Staff searches are not sent at all (spec §4, §6).
  const staff = await signedInDashboard(env.browser, env.portal, TEST_ADMIN);
  const activityCalls: string[] = [];
  staff.page.on('request', (request) => {
    if (request.url().endsWith('/api/activity')) activityCalls.push(request.postData() ?? '');
  });
  const adminBox = staff.page.getByPlaceholder(
    'Search by content ID/number, title, identifier, description, or keywords',
  );
  await adminBox.fill('timesheets');
  await adminBox.press('Enter');
  await staff.page.waitForTimeout(PAST_THE_PAUSE_MS);
  expect(activityCalls).toEqual([]);
  expect(await searches()).toEqual(['leave', 'leave policy']);
  await staff.context.close();
});

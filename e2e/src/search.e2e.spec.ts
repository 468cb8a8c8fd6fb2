import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { addCustomer, createContent, crmContact } from '@zen/portal/testing/learner';
import { gone, shown } from './auth-screen.ts';
import { isFocused, portalAndBrowser, SERVER_ERROR } from './browser.ts';
import { card, expectAccessible, PHONE, signedInDashboard } from './learner-screen.ts';

/**
 * Search as a person expects it, in Chromium on a phone-sized screen (issue 11): a typo finds the
 * item it meant and the word is highlighted in the card; titles are suggested while typing and
 * one chosen with the keyboard opens as its card would (a video in the modal, an article in a new
 * tab); Escape closes the list and Enter without a choice searches. The Module filter offers a
 * customer only the modules their profile gives them.
 */
const env = portalAndBrowser();

const ATTENDANCE_VIDEO = 'Attendance regularisation requests';
const ONBOARDING_VIDEO = 'Onboarding walkthrough for new hires';
const ONBOARDING_ARTICLE = 'Onboarding checklist';
const LEAVE_ARTICLE = 'Leave balance explained';
/** A customer whose CRM record gives two People modules and one Recruit module. */
const LIMITED = 'lee.limited@globex.example';
let articleUrl: string;
/** Longer than the box waits before asking for suggestions, for checks that none come. */
const PAST_THE_SUGGESTION_PAUSE_MS = 600;

beforeAll(async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  articleUrl = `${env.portal.url}/articles/onboarding-checklist`;
  await createContent(admin, ATTENDANCE_VIDEO, {
    module: 'Attendance',
    description: 'Correct a missed check-in in Attendance.',
  });
  await createContent(admin, LEAVE_ARTICLE, { type: 'Article', module: 'Leave' });
  await createContent(admin, ONBOARDING_VIDEO, { module: 'Onboarding' });
  await createContent(admin, ONBOARDING_ARTICLE, { type: 'Article', module: 'Onboarding', url: articleUrl });
  await addCustomer(
    env.portal,
    LIMITED,
    crmContact(LIMITED, {
      applications: ['Zoho People', 'Zoho Recruit'],
      peopleModulesAccess: ['Attendance', 'Leave'],
      recruitModulesAccess: ['Interviews'],
    }),
    ['Lee', 'Limited'],
  );
});

const searchBox = (page: Page): Locator => page.getByRole('combobox', { name: 'Search content' });
const moduleFilter = (page: Page): Locator => page.getByRole('combobox', { name: 'Module', exact: true });
const suggestionList = (page: Page): Locator => page.getByRole('listbox', { name: 'Suggestions' });
const suggestion = (page: Page, title: string): Locator =>
  suggestionList(page)
    .getByRole('option')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Types `words` into an emptied box, as a person would, and waits for the suggested titles. */
const typeAndWaitForSuggestions = async (page: Page, words: string, expected: string[]) => {
  const box = searchBox(page);
  await box.fill('');
  await box.pressSequentially(words, { delay: 40 });
  for (const title of expected) await shown(suggestion(page, title), `the suggestion '${title}'`);
};

/** ArrowDown until `title` is the active option, checking the combobox says so at each step. */
const arrowDownTo = async (page: Page, title: string) => {
  const box = searchBox(page);
  const ids = await suggestionList(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.id));
  const target = await suggestion(page, title).getAttribute('id');
  const steps = ids.indexOf(target ?? '') + 1;
  expect(steps, `'${title}' is among the suggestions`).toBeGreaterThan(0);
  for (let step = 1; step <= steps; step += 1) {
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(ids[step - 1]);
  }
};

it('forgives a typo and highlights the word the customer meant', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  const box = searchBox(page);
  expect(await box.getAttribute('placeholder')).toBe('Start typing keywords or use the filters below');

  await box.pressSequentially('attendence', { delay: 40 });
  await shown(page.getByText('1 of 4 items', { exact: true }), 'one match of four');
  const found = card(page, ATTENDANCE_VIDEO);
  await shown(found, 'the attendance card');
  // The title and the description each mark the word as written, not as typed.
  expect(await found.getByRole('heading').locator('mark').allTextContents()).toEqual(['Attendance']);
  expect(await found.locator('mark').allTextContents()).toEqual(['Attendance', 'Attendance']);
  await box.press('Escape');
  await expectAccessible(page, 'a card with highlighted words', 'article');
  await context.close();
});

it('suggests titles as the customer types; the keyboard picks one and it opens', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  const box = searchBox(page);

  // One letter suggests nothing; a prefix suggests both onboarding titles.
  await box.pressSequentially('o');
  await page.waitForTimeout(PAST_THE_SUGGESTION_PAUSE_MS);
  expect(await suggestionList(page).count()).toBe(0);
  // The on-screen keyboard leaves the top of the screen, and the box was low on it.
  await page.setViewportSize({ width: PHONE.width, height: 420 });
  await box.blur();
  await box.evaluate((input) => input.scrollIntoView({ block: 'end' }));
  await box.focus();
  await typeAndWaitForSuggestions(page, 'onbo', [ONBOARDING_VIDEO, ONBOARDING_ARTICLE]);
  expect(await suggestionList(page).getByRole('option').count()).toBe(2);
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  await expectAccessible(page, 'the search box with suggestions open', '[role="search"]');
  // The list fits the phone's width, and opens under the box, above the keyboard.
  const bounds = await suggestionList(page).boundingBox();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(PHONE.width);
  const boxBounds = await box.boundingBox();
  expect(bounds!.y).toBeGreaterThanOrEqual(boxBounds!.y + boxBounds!.height);
  expect(bounds!.y + bounds!.height).toBeLessThanOrEqual(420);
  await page.setViewportSize(PHONE);

  // A video opens in the modal, as its card's title does.
  await arrowDownTo(page, ONBOARDING_VIDEO);
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Video Training: ${ONBOARDING_VIDEO}` });
  await shown(dialog, 'the video modal');
  await shown(dialog.getByText('Browse', { exact: true }), 'the source badge');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await gone(dialog, 'the closed modal');
  // The words typed stay in the box: choosing a title opened it, it did not replace the search.
  expect(await box.inputValue()).toBe('onbo');

  // An article opens in a new tab, as its card's link does.
  await typeAndWaitForSuggestions(page, 'onbo', [ONBOARDING_ARTICLE]);
  await arrowDownTo(page, ONBOARDING_ARTICLE);
  const [tab] = await Promise.all([context.waitForEvent('page'), box.press('Enter')]);
  await expect.poll(() => tab.url()).toBe(articleUrl);
  await tab.close();
  await context.close();
});

it('closes the list with Escape and searches on Enter when no title is chosen', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  const box = searchBox(page);
  await typeAndWaitForSuggestions(page, 'onbo', [ONBOARDING_VIDEO]);
  await box.press('Escape');
  await gone(suggestionList(page), 'the closed list');
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  expect(await box.inputValue()).toBe('onbo');

  await box.press('Enter');
  await shown(page.getByText('2 of 4 items', { exact: true }), 'the two onboarding items');
  for (const title of [ONBOARDING_VIDEO, ONBOARDING_ARTICLE]) {
    expect(await card(page, title).getByRole('heading').locator('mark').allTextContents()).toEqual([
      'Onboarding',
    ]);
  }
  // Enter searched; nothing was opened.
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(context.pages()).toHaveLength(1);
  await context.close();
});

it('offers a customer only the modules their profile gives them', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, LIMITED, { viewport: PHONE });
  const modules = moduleFilter(page);

  // Once the profile has answered: General's module, then the People and Recruit modules named.
  await expect
    .poll(() => modules.locator('option').allTextContents(), { timeout: 10_000 })
    .toEqual(['All', 'Accounts', 'Attendance', 'Leave', 'Interviews']);
  expect(await modules.locator('optgroup[label="Zoho People"] option').allTextContents()).toEqual([
    'Attendance',
    'Leave',
  ]);
  expect(await modules.locator('optgroup[label="Zoho Recruit"] option').allTextContents()).toEqual([
    'Interviews',
  ]);
  // A People module the profile does not name is not offered, though it has items.
  expect(await modules.locator('option', { hasText: 'Onboarding' }).count()).toBe(0);

  // The server sees it the same way: two of the four items, and a module offered finds its own.
  await shown(page.getByText('2 of 2 items', { exact: true }), 'the items of the modules given');
  await modules.selectOption('Leave');
  await shown(page.getByText('1 of 2 items', { exact: true }), 'the one Leave item');
  await shown(card(page, LEAVE_ARTICLE), 'the Leave card');
  await context.close();
});

it('says when the customer’s modules cannot be read, and Try Again offers them', async () => {
  const profileRead = '**/api/profile';
  const { context, page } = await signedInDashboard(env.browser, env.portal, LIMITED, {
    viewport: PHONE,
    beforeLoad: async (ctx) => {
      await ctx.route(profileRead, (route) => route.fulfill(SERVER_ERROR));
    },
  });
  const modules = moduleFilter(page);
  await shown(page.getByText('Your modules could not be loaded.'), 'the failure under Module');
  expect(await modules.isDisabled()).toBe(true);

  await context.unroute(profileRead);
  await page
    .getByText('Your modules could not be loaded.')
    .getByRole('button', { name: 'Try Again' })
    .click();
  await expect
    .poll(() => modules.locator('option').allTextContents(), { timeout: 10_000 })
    .toEqual(['All', 'Accounts', 'Attendance', 'Leave', 'Interviews']);
  expect(await modules.isDisabled()).toBe(false);
  await gone(page.getByText('Your modules could not be loaded.'));
  await context.close();
});

// Last in this file: it adds a page's worth of items the tests above do not count.
it('a search cleared again starts the list at its first page, not the page it had before', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  for (let n = 1; n <= 25; n += 1) {
    await createContent(admin, `Shift pattern guide ${String(n).padStart(2, '0')}`, { module: 'Attendance' });
  }
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: { width: 1280, height: 900 },
  });
  const currentPage = page.locator('.MuiPagination-root [aria-current="page"]');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect.poll(() => currentPage.textContent()).toBe('2');
  await searchBox(page).fill('onboarding');
  await shown(card(page, ONBOARDING_VIDEO), 'the search’s answer');
  // The search has settled once 'X of Y items' counts fewer than all: the video may also be on
  // page 2, where it shows before the search has run, and a page 2 of fewer than twelve cards
  // told nothing either (CI cleared the box before the search had settled, and page 2 stayed).
  const itemsBadge = page.getByText(/^[\d,]+ of [\d,]+ items$/);
  const searchSettled = async () => {
    const text = (await itemsBadge.textContent()) ?? '';
    const [found = 0, all = 0] = (text.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
    return found < all;
  };
  await expect.poll(searchSettled, { timeout: 10_000 }).toBe(true);
  await searchBox(page).fill('');
  // The whole catalogue again, from its first page.
  await expect.poll(() => currentPage.textContent(), { timeout: 10_000 }).toBe('1');

  // A search that finds nothing: 'Clear all filters' by keyboard empties the box and leaves the
  // keyboard in it, not on the page behind the button that went away.
  await searchBox(page).fill('zzqxv');
  const clearAll = page.getByRole('button', { name: 'Clear all filters' });
  await shown(clearAll, 'the empty list');
  await clearAll.focus();
  await page.keyboard.press('Enter');
  await gone(clearAll, 'the empty list to fill');
  expect(await searchBox(page).inputValue()).toBe('');
  expect(await searchBox(page).evaluate(isFocused)).toBe(true);
  await context.close();
});

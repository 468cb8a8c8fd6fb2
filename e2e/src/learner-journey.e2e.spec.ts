import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { JOURNEY_MODULE_PREVIEW } from '@zen/contracts';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { shown, toastShown } from './auth-screen.ts';
import { isFocused, portalAndBrowser, SERVER_ERROR, tabsOutOfSight } from './browser.ts';
import { expectAccessible, journeyItem, PHONE, signedInDashboard } from './learner-screen.ts';

/**
 * My Learning Journey (spec §2 Learning Journey): the empty journey with Refresh Page, the four
 * tabs with their hints and empty texts, per-application sub-tabs, items grouped by application
 * and module and sorted by title, a long module shown a page at a time, the favourite star, and
 * badges earned.
 */
const env = portalAndBrowser();

const TABS = [
  ['Start Here', 'Essential orientation guides', 'No essential content available yet.'],
  ['Learn to Use Zoho', 'Master day to day functions', 'No operational content available yet.'],
  ['Bonus Material', 'Become an expert', 'No bonus content available yet.'],
  ['Customer Specific Processes', null, 'No customer-specific content available yet.'],
] as const;

const openJourney = async (page: Page) => {
  await page.getByRole('button', { name: 'My Learning Journey' }).click();
  await shown(page.getByRole('heading', { name: 'My Learning Journey' }));
};
const tab = (page: Page, label: string) =>
  page.getByRole('tablist', { name: 'Learning journey' }).getByRole('tab', { name: new RegExp(`^${label}`) });
const applicationTab = (page: Page, application: string) =>
  page.getByRole('tablist', { name: 'Application' }).getByRole('tab', { name: application, exact: true });
/** The titles listed under one module heading of the open tab, in order. */
const titlesIn = (page: Page, application: string, module: string) =>
  page
    .getByRole('list', { name: `${application}: ${module}` })
    .getByRole('listitem')
    .allTextContents();

it('says there is no content for the learner’s access, with Refresh Page', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  expect(await page.title()).toBe('Help Content · Zoho Zen Learning Portal');
  await openJourney(page);
  await shown(page.getByText('No learning content available for your module access.', { exact: true }));
  // The tab's title names the screen, as the address does.
  expect(await page.title()).toBe('My Learning Journey · Zoho Zen Learning Portal');
  await expectAccessible(page, 'the empty journey');
  // The journey is in the address, so Refresh Page comes back to it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await reloaded;
  await shown(page.getByText('No learning content available for your module access.', { exact: true }));
  await context.close();
});

it('asks for the journey again when the server fails, as for every content list, before saying it could not', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  let failures = 0;
  await page.route(/\/api\/content\/filtered\?type=learning-journey/, (route) => {
    if (failures === 2) return route.fallback();
    failures += 1;
    return route.fulfill(SERVER_ERROR);
  });
  await openJourney(page);
  // Two failures, retried after 1 s and 2 s (spec §9), then the journey's answer.
  await shown(page.getByText('No learning content available for your module access.', { exact: true }));
  expect(failures).toBe(2);
  expect(await page.getByText('Error Loading Content').count()).toBe(0);
  await context.close();
});

it('shows the four tabs with their hints, per-application sub-tabs, grouped and sorted items, and empty texts', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const people = { application: 'Zoho People' } as const;
  await createContent(admin, 'Taking leave', { ...people, module: 'Leave' });
  await createContent(admin, 'Approving leave', {
    ...people,
    module: 'Leave',
    type: 'Article',
    url: `${env.portal.url}/a/1`,
  });
  await createContent(admin, 'Clocking in', { ...people, module: 'Attendance' });
  await createContent(admin, 'Screening candidates', {
    application: 'Zoho Recruit',
    module: 'Screening',
    level: 'Recruiter',
    learningJourney: 'Operational',
  });
  await createContent(admin, 'Power tips', {
    application: 'General',
    module: 'Accounts',
    learningJourney: 'Bonus',
  });

  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  await openJourney(page);
  await expect.poll(() => page.getByTestId('progress-count').textContent()).toBe('0 of 4 completed');
  await shown(page.getByText('Bonus material is excluded from your progress.', { exact: true }));

  for (const [label, hint] of TABS) {
    await shown(tab(page, label), `the ${label} tab`);
    if (hint) expect(await tab(page, label).textContent()).toContain(hint);
  }
  expect(await tab(page, 'Start Here').getAttribute('aria-selected')).toBe('true');
  // On the phone the four are in two rows, none behind a scroll arrow.
  expect(await tabsOutOfSight(page.getByRole('tablist', { name: 'Learning journey' }))).toEqual([]);

  // The customer has General, People and Recruit: one sub-tab each, in that order. A tab opens on
  // the first application with items in it (General has no Essential item).
  expect(await page.getByRole('tablist', { name: 'Application' }).getByRole('tab').allTextContents()).toEqual(
    ['General', 'Zoho People', 'Zoho Recruit'],
  );
  expect(await applicationTab(page, 'Zoho People').getAttribute('aria-selected')).toBe('true');
  const modules = page.getByRole('region', { name: 'Zoho People' }).getByRole('heading', { level: 5 });
  expect(await modules.allTextContents()).toEqual(['Attendance', 'Leave']);
  expect(await titlesIn(page, 'Zoho People', 'Leave')).toEqual([
    expect.stringContaining('Approving leave'),
    expect.stringContaining('Taking leave'),
  ]);
  await expectAccessible(page, 'the Start Here tab');
  await applicationTab(page, 'General').click();
  await shown(
    page.getByText('No essential content available yet.', { exact: true }),
    'General has no Essential',
  );

  // A sub-tab the learner picked stays when the tab changes.
  await tab(page, 'Learn to Use Zoho').click();
  expect(await applicationTab(page, 'General').getAttribute('aria-selected')).toBe('true');
  await shown(page.getByText('No operational content available yet.', { exact: true }));
  await applicationTab(page, 'Zoho Recruit').click();
  await shown(journeyItem(page, 'Screening candidates'));
  await expectAccessible(page, 'the Learn to Use Zoho tab');

  await tab(page, 'Bonus Material').click();
  await shown(page.getByText('No bonus content available yet.', { exact: true }));
  await applicationTab(page, 'General').click();
  await shown(journeyItem(page, 'Power tips'));

  await tab(page, 'Customer Specific Processes').click();
  await shown(page.getByText('No customer-specific content available yet.', { exact: true }));
  await shown(page.getByText('Customer processes will be uploaded by your administrator.', { exact: true }));
  await expectAccessible(page, 'the Customer Specific Processes tab');

  // The favourite star works here as on the cards.
  await tab(page, 'Bonus Material').click();
  await journeyItem(page, 'Power tips').getByRole('button', { name: 'Add to favorites: Power tips' }).click();
  await toastShown(page, 'Added to favorites');
  expect(
    await journeyItem(page, 'Power tips')
      .getByRole('button', { name: 'Remove from favorites: Power tips' })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  await context.close();
});

it('awards a badge at the badge check after a view, and lists it under Badges Earned', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await openJourney(page);
  const badges = page.getByRole('region', { name: 'Badges Earned' });
  await shown(
    badges.getByText('No badges yet. Complete your first video or article to earn one.', { exact: true }),
  );

  await tab(page, 'Start Here').click();
  await applicationTab(page, 'Zoho People').click();
  // The first article completes (the check that follows its view may run before the completion);
  // the next view's check finds one completion and awards the first badge.
  for (const title of ['Approving leave', 'Approving leave']) {
    const newTab = context.waitForEvent('page');
    await journeyItem(page, title).getByRole('link', { name: title }).click();
    await (await newTab).close();
    await expect.poll(() => page.getByTestId('progress-count').textContent()).toBe('1 of 4 completed');
  }
  await shown(badges.getByText('First Steps', { exact: true }), 'the first badge');
  // Opened, the article is completed (spec §2), and its item says so, as a watched video's does.
  await shown(
    journeyItem(page, 'Approving leave').getByText('Completed', { exact: true }),
    'the read article marked Completed',
  );
  await expectAccessible(page, 'the journey with a badge');
  await context.close();
});

it('shows a long module’s first items, and the rest on Show more, from the keyboard', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const titles = Array.from(
    { length: JOURNEY_MODULE_PREVIEW + 3 },
    (_, i) => `Onboarding step ${String(i + 1).padStart(2, '0')}`,
  );
  for (const title of titles) {
    await createContent(admin, title, { application: 'Zoho People', module: 'Onboarding' });
  }
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await openJourney(page);
  await applicationTab(page, 'Zoho People').click();
  const onboarding = page.getByRole('list', { name: 'Zoho People: Onboarding' });
  await shown(onboarding);
  const expectTitles = (expected: string[]) =>
    expect
      .poll(() => titlesIn(page, 'Zoho People', 'Onboarding'))
      .toEqual(expected.map((title) => expect.stringContaining(title)));
  await expectTitles(titles.slice(0, JOURNEY_MODULE_PREVIEW));
  await shown(page.getByText(`Showing ${JOURNEY_MODULE_PREVIEW} of ${titles.length}`, { exact: true }));

  const showMore = page.getByRole('button', { name: 'Show 3 more of Onboarding' });
  await showMore.focus();
  await page.keyboard.press('Enter');
  await expectTitles(titles);
  await shown(page.getByText(`Showing ${titles.length} of ${titles.length}`, { exact: true }));
  expect(await showMore.count()).toBe(0);
  // The button went with the last page: the focus moved on to the first item it brought.
  const firstBrought = onboarding.getByText(titles[JOURNEY_MODULE_PREVIEW]!, { exact: true });
  await expect.poll(() => firstBrought.evaluate(isFocused)).toBe(true);
  await expectAccessible(page, 'a long module shown in full');
  await context.close();
});

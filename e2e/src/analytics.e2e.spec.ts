import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { AnalyticsSummarySchema } from '@zen/contracts';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { shown } from './auth-screen.ts';
import { portalAndBrowser, SERVER_ERROR } from './browser.ts';
import { signedInConsole } from './console-screen.ts';
import { card, expectAccessible, PHONE, signedInDashboard } from './learner-screen.ts';

const env = portalAndBrowser();

/** A card or list of the dashboard, by its heading. */
const panel = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

it('the Analytics tab shows a customer’s views and searches in the cards, lists and charts', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const video = await createContent(admin, 'Approving timesheets', { module: 'Timetracker' });

  // Before any activity: the spec's empty texts.
  const console = await signedInConsole(env.browser, env.portal);
  await shown(panel(console, 'Most Viewed Content').getByText('No content views tracked yet'));
  await shown(panel(console, 'Popular Search Terms').getByText('No search queries tracked yet'));
  await shown(panel(console, 'Most Favorited Content').getByText('No favorited content yet'));
  await shown(panel(console, 'Company Usage Analytics').getByText('No company usage data yet'));
  await expectAccessible(console, 'the empty Analytics tab');
  // It opens on all time, as the spec's totals count; a shorter range says it is that range.
  const range = (label: string) =>
    console.getByRole('group', { name: 'Date range' }).getByRole('button', { name: label });
  expect(await range('All time').getAttribute('aria-pressed')).toBe('true');
  await range('Last 30 days').click();
  await shown(panel(console, 'Most Viewed Content').getByText('No content views in the last 30 days'));
  await shown(
    panel(console, 'Searches Without Results').getByText('Every search in the last 30 days found something'),
  );
  await range('All time').click();
  await shown(panel(console, 'Most Viewed Content').getByText('No content views tracked yet'));

  // A customer searches, opens what they found, then searches for something that is not there.
  const { page: customer } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  const search = customer.getByPlaceholder('Start typing keywords or use the filters below');
  await search.fill('timesheets');
  await shown(card(customer, video.title), 'the search result');
  // Tracked after a 500 ms pause (spec §5): wait for it to be recorded before opening the item.
  const adminApi = await env.portal.agent(TEST_ADMIN);
  const totalSearches = async () =>
    AnalyticsSummarySchema.parse((await adminApi.get('/api/analytics/summary').expect(200)).body)
      .totalSearches;
  await expect.poll(totalSearches, { timeout: 5000 }).toBe(1);
  await card(customer, video.title)
    .getByRole('button', { name: `Add to favorites: ${video.title}` })
    .click();
  await shown(
    card(customer, video.title).getByRole('button', { name: `Remove from favorites: ${video.title}` }),
  );
  await card(customer, video.title).getByText(video.title, { exact: true }).click();
  const modal = customer.getByRole('dialog', { name: `Video Training: ${video.title}` });
  await shown(modal, 'the video modal');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await search.fill('payroll calendar');
  await expect.poll(totalSearches, { timeout: 5000 }).toBe(2);

  // The figures reach the console within a second; the dashboard reads them again on a reload.
  await console.reload();
  const views = panel(console, 'Total Content Views');
  await expect.poll(() => views.getByText('1', { exact: true }).isVisible(), { timeout: 5000 }).toBe(true);
  await shown(views.getByText('Across 1 piece of content'));
  const searches = panel(console, 'Total Searches');
  await shown(searches.getByText('2', { exact: true }));
  await shown(searches.getByText('2 unique search terms'));
  const companies = panel(console, 'Active Companies');
  await shown(companies.getByText('1', { exact: true }));
  await shown(companies.getByText('1 total user'));

  await shown(panel(console, 'Most Viewed Content').getByText('Approving timesheets'));
  // The count is read out in the app's own word for it ('Add to favorites').
  const favorited = panel(console, 'Most Favorited Content');
  await shown(favorited.getByText('Approving timesheets'));
  await shown(favorited.getByText('favorite', { exact: true }), "'1 favorite' to a screen reader");
  const terms = panel(console, 'Popular Search Terms');
  await shown(terms.getByText('timesheets', { exact: true }));
  await shown(terms.getByText(/^Last searched /).first());
  await shown(panel(console, 'Searches Without Results').getByText('payroll calendar', { exact: true }));
  await shown(panel(console, 'Company Usage Analytics').getByText('acme.example', { exact: true }));
  await shown(panel(console, 'Company Usage Analytics').getByText(/^1 unique user · Last active /));
  await shown(panel(console, 'Search Click-Through').getByText('50%'));
  await shown(
    panel(console, 'Search Click-Through').getByText('1 of 2 searches followed by a view within 30 minutes'),
  );

  // The charts: views per day as an image with its summary, and views per company.
  const chart = panel(console, 'Views per Day').getByRole('img', { name: 'Views per day' });
  await shown(chart, 'the views-per-day chart');
  await shown(panel(console, 'Views per Day').getByText(/^1 view from .+; most on .+: 1 view$/));
  await shown(panel(console, 'Views per Company').getByText('acme.example'));
  await expectAccessible(console, 'the Analytics tab with figures');

  // Tab enters the range at the chosen one (MUI's group started it at the first).
  const tabStops = () =>
    console
      .getByRole('group', { name: 'Date range' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('tabindex')));
  expect(await tabStops()).toEqual(['-1', '-1', '-1', '0']);
  // The range applies to everything: the last 7 days still have today's activity.
  await range('Last 7 days').click();
  expect(await range('Last 7 days').getAttribute('aria-pressed')).toBe('true');
  expect(await tabStops()).toEqual(['0', '-1', '-1', '-1']);
  await shown(panel(console, 'Views per Day').getByText(/^1 view from /));
  await shown(views.getByText('Across 1 piece of content'));

  // A phone gets one column, every card still there.
  const phone = await signedInConsole(env.browser, env.portal, PHONE);
  await shown(panel(phone, 'Total Content Views').getByText('Across 1 piece of content'));
  await shown(panel(phone, 'Views per Day').getByRole('img', { name: 'Views per day' }));
  await expectAccessible(phone, 'the Analytics tab on a phone');
});

it('the headline cards say when their figures could not be read, and Try Again reads them', async () => {
  const console = await signedInConsole(env.browser, env.portal);
  await shown(panel(console, 'Total Content Views').getByText(/Across \d+ piece/), 'the figures');
  await console.route('**/api/analytics/summary*', (route) => route.fulfill(SERVER_ERROR));
  await console.reload();
  const failure = console.getByRole('alert').filter({ hasText: 'Failed to fetch analytics' });
  await shown(failure, 'the failure');
  // Each card shows a dash, not the loading skeleton.
  for (const title of ['Total Content Views', 'Total Searches', 'Active Companies']) {
    await shown(panel(console, title).getByLabel('Not available'), `${title} not available`);
  }
  await console.unroute('**/api/analytics/summary*');
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await shown(panel(console, 'Total Content Views').getByText(/Across \d+ piece/), 'the figures again');
  expect(await failure.count()).toBe(0);
  await console.context().close();
});

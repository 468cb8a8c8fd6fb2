import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContentItem, VideoCompletion } from '@zen/contracts';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { localStorageOf, shown } from './auth-screen.ts';
import { portalAndBrowser, signedInContext } from './browser.ts';
import { card, cardState, eventsOf, signedInDashboard } from './learner-screen.ts';

/**
 * A completion made while the server cannot be reached is kept in local storage and sent when
 * it is back (issue 8 "Offline"): no completion is lost, none is sent twice. Both ways the
 * server can be away: no network at all, and a server answering 503.
 */
const env = portalAndBrowser();

const OFFLINE_ARTICLE = 'Working offline with Zoho People';
const OUTAGE_ARTICLE = 'What happens during maintenance';
const items: Record<string, ContentItem> = {};

beforeAll(async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  for (const [key, title, slug] of [
    ['offline', OFFLINE_ARTICLE, 'offline'],
    ['outage', OUTAGE_ARTICLE, 'maintenance'],
  ] as const) {
    items[key] = await createContent(admin, title, {
      type: 'Article',
      url: `${env.portal.url}/articles/${slug}`,
    });
  }
});

type Pending = { userId: string; completion: { contentId: number } }[];
/** The completions the page's outbox holds (local storage 'pendingCompletions'). */
const pendingIds = async (page: Page): Promise<number[]> => {
  const stored = JSON.parse((await localStorageOf(page)).pendingCompletions ?? '[]') as Pending;
  return stored.map((entry) => entry.completion.contentId);
};
const serverCompletions = async (page: Page): Promise<number[]> => {
  const response = await page.context().request.get(`${env.portal.url}/api/video-completions/session_1_test`);
  return ((await response.json()) as VideoCompletion[]).map((completion) => completion.contentId);
};
const completedEvents = async (contentId: number) =>
  (await eventsOf(env.portal, 'ArticleCompleted')).filter((data) => data.contentId === contentId).length;

/** Every answered POST /api/video-completions, by status. */
const watchCompletionPosts = (page: Page): number[] => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/video-completions')) {
      statuses.push(response.status());
    }
  });
  return statuses;
};

const openArticle = async (page: Page, title: string) => {
  const newTab = page.context().waitForEvent('page');
  await card(page, title).getByRole('link', { name: title }).click();
  await (await newTab).close();
};

it('keeps a completion made offline and sends it once the browser is back online', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  const posts = watchCompletionPosts(page);
  await shown(card(page, OFFLINE_ARTICLE));

  await context.setOffline(true);
  await openArticle(page, OFFLINE_ARTICLE);
  await expect.poll(() => pendingIds(page)).toEqual([items.offline!.id]);
  // Shown as completed meanwhile; the server has nothing yet.
  await expect.poll(() => cardState(page, OFFLINE_ARTICLE)).toBe('Completed');
  expect(await completedEvents(items.offline!.id)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => pendingIds(page), { timeout: 15_000 }).toEqual([]);
  expect(await serverCompletions(page)).toContain(items.offline!.id);
  expect(await completedEvents(items.offline!.id)).toBe(1);
  expect(posts.filter((status) => status < 300)).toHaveLength(1);
  await context.close();
});

it('keeps a completion through 503 answers and a reload, and sends it once when the server answers again', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  const completionsRoute = `${env.portal.url}/api/video-completions`;
  await page.route(completionsRoute, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '5' },
      body: JSON.stringify({ title: 'Service temporarily unavailable', status: 503 }),
    }),
  );
  await openArticle(page, OUTAGE_ARTICLE);
  await expect.poll(() => pendingIds(page)).toEqual([items.outage!.id]);

  // Still kept after a reload (the route still answers 503).
  await page.reload();
  await shown(card(page, OUTAGE_ARTICLE));
  await expect.poll(() => cardState(page, OUTAGE_ARTICLE)).toBe('Completed');
  expect(await pendingIds(page)).toEqual([items.outage!.id]);
  expect(await completedEvents(items.outage!.id)).toBe(0);

  const posts = watchCompletionPosts(page);
  await page.unroute(completionsRoute);
  await expect.poll(() => pendingIds(page), { timeout: 20_000 }).toEqual([]);
  expect(await completedEvents(items.outage!.id)).toBe(1);
  expect(await serverCompletions(page)).toContain(items.outage!.id);
  expect(posts.filter((status) => status < 300)).toHaveLength(1);
  await context.close();
});

/** A context signed in as the customer whose dashboard chunk fails while `drop(request)` says so. */
const dashboardChunkDropped = async (drop: (request: number) => boolean) => {
  const requests = { count: 0 };
  const context = await signedInContext(env.browser, env.portal, TEST_CUSTOMER);
  await context.route(/\/assets\/DashboardPage-[\w-]+\.js$/, (route) => {
    requests.count += 1;
    return drop(requests.count) ? route.abort('connectionfailed') : route.continue();
  });
  return { context, requests };
};

it('loads a page whose code was lost once on the way, by asking for it again', async () => {
  const { context, requests } = await dashboardChunkDropped((request) => request === 1);
  const page = await context.newPage();
  await page.goto(`${env.portal.url}/`);
  await shown(page.getByRole('button', { name: 'My Profile' }), 'the dashboard');
  expect(requests.count).toBe(2);
  expect(await page.getByText('This page could not be loaded').count()).toBe(0);
  await context.close();
});

it('says a page could not be loaded when its code does not arrive, and Reload brings the page', async () => {
  // The dashboard's chunk fails, as on a connection that drops after the app's shell has loaded.
  let dropped = true;
  const { context, requests } = await dashboardChunkDropped(() => dropped);
  const page = await context.newPage();
  await page.goto(`${env.portal.url}/`);
  await shown(page.getByRole('heading', { name: 'This page could not be loaded' }), 'the failed page');
  await shown(page.getByText('Check your connection, then reload the page.'));
  // Asked for three times (contracts' importRetried) before the page gave up.
  expect(requests.count).toBe(3);
  // In the portal's words: no developer's screen, no stack.
  expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
  expect(await page.title()).toContain('This page could not be loaded');

  dropped = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await shown(page.getByRole('button', { name: 'My Profile' }), 'the dashboard, loaded');
  await context.close();
});

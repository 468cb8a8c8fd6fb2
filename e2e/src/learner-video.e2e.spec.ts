import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ContentItem, LearnerState, VideoCompletion } from '@zen/contracts';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { gone, shown, toastShown } from './auth-screen.ts';
import { portalAndBrowser } from './browser.ts';
import { eventsOf, expectAccessible, journeyItem, signedInDashboard } from './learner-screen.ts';
import { recordTestClip, serveClip } from './test-video.ts';

/**
 * Watching and reading for credit (spec §2 Video modal, §4 content completion states): a real
 * WebM file played to its end in the modal's HTML5 player, the Loom embed's settings and its
 * origin check, an article completed as it opens in a new tab, and the certificate that follows.
 */
const env = portalAndBrowser();

const CLIP = 'Clocking in with the mobile app';
const ARTICLE = 'Attendance policy';
const LOOM = 'Planning shifts';
const BROKEN = 'Regional holiday calendars';
let clipUrl: string;
let clip: Buffer;
const items: Record<string, ContentItem> = {};

beforeAll(async () => {
  clipUrl = `${env.portal.url}/media/clocking-in.webm`;
  const admin = await env.portal.agent(TEST_ADMIN);
  const attendance = { application: 'Zoho People', module: 'Attendance' } as const;
  items.clip = await createContent(admin, CLIP, { ...attendance, url: clipUrl });
  items.article = await createContent(admin, ARTICLE, {
    ...attendance,
    type: 'Article',
    url: `${env.portal.url}/articles/attendance-policy`,
  });
  items.loom = await createContent(admin, LOOM, { ...attendance, learningJourney: 'Operational' });
  items.broken = await createContent(admin, BROKEN, {
    ...attendance,
    learningJourney: 'Bonus',
    url: 'https://intranet.example/holidays',
  });
  clip = await recordTestClip(env.browser);
});

const openJourney = async (page: Page) => {
  await page.getByRole('button', { name: 'My Learning Journey' }).click();
  await shown(page.getByRole('heading', { name: 'My Learning Journey' }), 'the journey');
};
const progressCount = (page: Page) => page.getByTestId('progress-count').textContent();
const progressPercent = (page: Page) => page.getByTestId('progress-percent').textContent();
const videoDialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: `Video Training: ${title}` });
const api = async <T>(page: Page, path: string): Promise<T> =>
  (await page.context().request.get(`${env.portal.url}${path}`)).json() as Promise<T>;

it('a video file watched to its end completes it: icon, label and progress move without a reload', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await serveClip(page, clipUrl, clip);
  await openJourney(page);
  // Essential and Operational count; Bonus does not (spec §5).
  await expect.poll(() => progressCount(page)).toBe('0 of 3 completed');
  expect(await progressPercent(page)).toBe('0%');
  await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));

  await journeyItem(page, CLIP).getByRole('button', { name: CLIP, exact: true }).click();
  const dialog = videoDialog(page, CLIP);
  await shown(dialog, 'the video modal');
  await shown(
    dialog.getByText('Watch this training video to learn about Attendance in Zoho People', { exact: true }),
  );
  await shown(dialog.getByText('Learning Journey', { exact: true }), 'the source badge');
  await shown(dialog.getByText('📹 Watch to 95% completion for automatic credit', { exact: true }));
  await expectAccessible(page, 'the video modal', '[role="dialog"]');

  // Opening it put it in progress (spec §4).
  await expect
    .poll(async () => (await api<LearnerState>(page, '/api/learner/state')).inProgress)
    .toEqual([items.clip!.id]);

  const player = dialog.locator('video');
  expect(await player.getAttribute('src')).toBe(clipUrl);
  await player.evaluate((element) => {
    const video = element as unknown as { muted: boolean; play(): Promise<void> };
    video.muted = true;
    return video.play();
  });
  await shown(dialog.getByText('Video completed!', { exact: true }), 'the completed message');

  // Credit comes at 95 % or at the ended event, whichever the player reports first (spec §4):
  // a timeupdate past 95 % of this short clip may beat the ended event, so the share is 95 to 100.
  const completions = await api<VideoCompletion[]>(page, '/api/video-completions/session_1_test');
  expect(completions).toEqual([expect.objectContaining({ contentId: items.clip!.id })]);
  expect(completions[0]!.completionPercentage).toBeGreaterThanOrEqual(95);
  expect(completions[0]!.completionPercentage).toBeLessThanOrEqual(100);
  expect((await eventsOf(env.portal, 'VideoCompleted')).map((data) => data.contentId)).toEqual([
    items.clip!.id,
  ]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await gone(dialog, 'the modal to close');
  const item = journeyItem(page, CLIP);
  await shown(item.getByText('Completed', { exact: true }), 'the Completed label');
  await shown(item.getByRole('img', { name: 'Video, Completed' }), 'the completed icon');
  await expect.poll(() => progressCount(page)).toBe('1 of 3 completed');
  expect(await progressPercent(page)).toBe('33%');
  expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Opening a completed video again neither restarts it nor sends the completion again.
  await item.getByRole('button', { name: CLIP, exact: true }).click();
  await shown(videoDialog(page, CLIP).getByText('Video completed!', { exact: true }));
  await page.keyboard.press('Escape');
  await gone(videoDialog(page, CLIP));
  expect(await eventsOf(env.portal, 'VideoCompleted')).toHaveLength(1);
  await context.close();
});

it('an article opens in a new tab and counts as completed; with every Essential item done, a certificate', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await openJourney(page);
  await expect.poll(() => progressCount(page)).toBe('1 of 3 completed');

  const newTab = context.waitForEvent('page');
  await journeyItem(page, ARTICLE).getByRole('link', { name: ARTICLE }).click();
  const tab = await newTab;
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toBe(`${env.portal.url}/articles/attendance-policy`);
  await tab.close();

  await expect.poll(() => progressCount(page)).toBe('2 of 3 completed');
  expect(await progressPercent(page)).toBe('67%');
  await shown(
    journeyItem(page, ARTICLE).getByRole('img', { name: 'Article, Completed' }),
    'the completed icon',
  );
  const [completion] = (await eventsOf(env.portal, 'ArticleCompleted')).filter(
    (data) => data.contentId === items.article!.id,
  );
  expect(completion).toMatchObject({
    watchDurationSeconds: 0,
    totalDurationSeconds: 0,
    completionPercentage: 100,
  });
  expect((await eventsOf(env.portal, 'ContentViewed')).map((data) => data.contentId)).toContain(
    items.article!.id,
  );

  // Both Essential items of Zoho People are done: its certificate can be downloaded.
  const button = page.getByRole('button', { name: 'Download Zoho People certificate' });
  await shown(button, 'the certificate button');
  await expectAccessible(page, 'the journey with a certificate');
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('certificate-zoho-people.pdf');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  await toastShown(page, 'Download Complete');
  await context.close();
});

it('embeds Loom privately with no autoplay, ignores messages from other origins, and says when there is no player', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await openJourney(page);
  await page.getByRole('tab', { name: /Learn to Use Zoho/ }).click();
  await journeyItem(page, LOOM).getByRole('button', { name: LOOM, exact: true }).click();
  const dialog = videoDialog(page, LOOM);
  await shown(dialog);
  const frame = dialog.locator('iframe');
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin + src.pathname).toBe('https://www.loom.com/embed/0123456789abcdef0123456789abcdef');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    hide_owner: 'true',
    hide_share: 'true',
    hide_title: 'true',
    autoplay: '0',
  });
  expect(await frame.getAttribute('sandbox')).toBe(
    'allow-scripts allow-same-origin allow-presentation allow-popups',
  );

  // A page that is not the provider cannot claim the video ended (spec §5).
  await page.evaluate(() => {
    const page = globalThis as unknown as { postMessage(message: unknown, targetOrigin: string): void };
    page.postMessage(JSON.stringify({ event: 'ended' }), '*');
    page.postMessage({ type: 'video-ended' }, '*');
  });
  await page.waitForTimeout(500);
  expect(
    await dialog.getByText('📹 Watch to 95% completion for automatic credit', { exact: true }).isVisible(),
  ).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await gone(dialog);
  expect((await eventsOf(env.portal, 'VideoCompleted')).map((data) => data.contentId)).not.toContain(
    items.loom!.id,
  );

  // It is in progress now: first under "Continue where you left off".
  const continuing = page.getByRole('region', { name: 'Continue where you left off' });
  await shown(continuing.getByText(LOOM, { exact: true }), 'the started video to continue');
  await shown(continuing.getByText('In Progress', { exact: true }));

  await page.getByRole('tab', { name: /Bonus Material/ }).click();
  await journeyItem(page, BROKEN).getByRole('button', { name: BROKEN, exact: true }).click();
  await shown(videoDialog(page, BROKEN).getByText('Video URL not available', { exact: true }));
  await expectAccessible(page, 'the video modal without a player', '[role="dialog"]');
  await context.close();
});

/** Aborts the page's requests for the chunk `name` while `dropped()` says so; counts them all. */
const dropChunk = async (page: Page, name: string, dropped: () => boolean) => {
  const requests = { count: 0 };
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => {
    requests.count += 1;
    return dropped() ? route.abort('connectionfailed') : route.continue();
  });
  return requests;
};

it('a video player whose code does not arrive closes with a toast, leaving the journey; the next video loads it', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  let dropped = true;
  const requests = await dropChunk(page, 'VideoModal', () => dropped);
  await openJourney(page);
  await page.getByRole('tab', { name: /Learn to Use Zoho/ }).click();
  // Also under "Continue where you left off" once an earlier test has started it: either opens it.
  const play = journeyItem(page, LOOM).getByRole('button', { name: LOOM, exact: true }).first();
  await play.click();
  await toastShown(
    page,
    'Video Unavailable',
    'The video player could not be loaded. Check your connection and try again.',
  );
  // Asked for three times (contracts' importRetried); the journey stays as it was.
  expect(requests.count).toBe(3);
  expect(await videoDialog(page, LOOM).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'My Learning Journey' }).isVisible()).toBe(true);
  expect(await page.getByRole('tab', { name: /Learn to Use Zoho/ }).getAttribute('aria-selected')).toBe(
    'true',
  );

  dropped = false;
  await play.click();
  await shown(videoDialog(page, LOOM), 'the video, once its player loads');
  expect(requests.count).toBe(4);
  await context.close();
});

it('a learning journey whose code does not arrive says so in its place, with Try Again', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  let dropped = true;
  const requests = await dropChunk(page, 'LearningJourney', () => dropped);
  await page.getByRole('button', { name: 'My Learning Journey' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Error Loading Your Learning Journey' });
  await shown(failed, 'the journey’s failure');
  await shown(failed.getByText('The server could not be reached. Check your connection.'));
  expect(requests.count).toBe(3);
  // The rest of the dashboard is still there.
  expect(await page.getByRole('button', { name: 'My Profile' }).isVisible()).toBe(true);

  dropped = false;
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await shown(page.getByRole('heading', { name: 'My Learning Journey' }), 'the journey, loaded');
  expect(requests.count).toBe(4);
  await context.close();
});

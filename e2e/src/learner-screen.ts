import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { TestPortal } from '@zen/portal/testing';
import { shown } from './auth-screen.ts';
import { signedInContext } from './browser.ts';

/**
 * What the learner-loop browser tests share: signing a customer in (through the API, in the
 * browser's own cookie jar: the sign-in screen has tests of its own), finding cards, tabs and
 * journey items as a person reads them, reading the event log, and the axe-core check every new
 * screen and dialog passes.
 */

export const PHONE = { width: 390, height: 844 } as const;

/** A browser context signed in as `email`, on the dashboard. */
export const signedInDashboard = async (
  browser: Browser,
  portal: TestPortal,
  email: string,
  options: {
    viewport?: { width: number; height: number };
    beforeLoad?: (context: BrowserContext) => Promise<void>;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await signedInContext(browser, portal, email, { viewport: options.viewport });
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  await page.goto(`${portal.url}/`);
  await shown(page.getByRole('button', { name: 'My Profile' }), 'the dashboard header');
  return { context, page };
};

/** A content card of a Help Content list, by its title. */
export const card = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

/** The completion state a card shows in words (spec §4): 'Not started', 'In Progress' or 'Completed'. */
export const cardState = (page: Page, title: string): Promise<string> =>
  card(page, title).getByTestId('completion-state').innerText();

/** A journey item (a list item), by its title. */
export const journeyItem = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

export const helpTab = (page: Page, name: 'Browse Content' | 'My Favorites' | 'New Content'): Locator =>
  page.getByRole('tablist', { name: 'Help Content' }).getByRole('tab', { name });

/** What the page sees in its clipboard (this file is compiled without the DOM's types). */
type ClipboardReader = {
  read(): Promise<{ types: string[]; getType(type: string): Promise<{ text(): Promise<string> }> }[]>;
  readText(): Promise<string>;
};

/** Each type of the clipboard's first item with its text, e.g. { 'text/html': '<a …>', 'text/plain': '…' }. */
export const clipboardItem = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(async () => {
    const { clipboard } = (globalThis as unknown as { navigator: { clipboard: ClipboardReader } }).navigator;
    const [item] = await clipboard.read();
    const entries: Record<string, string> = {};
    for (const type of item?.types ?? []) entries[type] = await (await item!.getType(type)).text();
    return entries;
  });

export const clipboardText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    (globalThis as unknown as { navigator: { clipboard: ClipboardReader } }).navigator.clipboard.readText(),
  );

/** Events of one type in the log, oldest first, with their data. */
export const eventsOf = async (portal: TestPortal, type: string): Promise<Record<string, unknown>[]> =>
  (
    await portal.pool.query<{ data: Record<string, unknown> }>(
      'SELECT message_data AS data FROM emt_messages WHERE message_type = $1 ORDER BY global_position',
      [type],
    )
  ).rows.map((row) => row.data);

type Animated = {
  getAnimations: () => {
    playState: string;
    effect: { getComputedTiming: () => { iterations?: number } } | null;
  }[];
};

/**
 * Waits until no finite animation or transition runs (an opening dialog, a sliding panel): what
 * a person sees once the page has settled. Endless ones (a spinner) are not waited for.
 */
export const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    (globalThis as unknown as { document: Animated }).document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );

/**
 * axe-core on what is showing (or on `scope`): no violations of any rule. Reported by rule and
 * element, so a failure says what to fix.
 */
export const expectAccessible = async (page: Page, what: string, scope?: string): Promise<void> => {
  // A dialog fading in is half transparent: axe would measure the contrast of a frame in between.
  await transitionsDone(page);
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `axe-core violations on ${what}`).toEqual([]);
};

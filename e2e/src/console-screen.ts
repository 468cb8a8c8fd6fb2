import type { Browser, Locator, Page } from 'playwright-core';
import { TEST_ADMIN, type TestPortal } from '@zen/portal/testing';
import { shown } from './auth-screen.ts';
import { signedInContext } from './browser.ts';

export const DESK = { width: 1280, height: 900 } as const;

/** Where a console test starts, and what shows once the page is there. */
export type ConsoleStart = { path: string; ready: (page: Page) => Locator; what: string };

/** The console's landing page, the Analytics tab. */
export const ANALYTICS_TAB: ConsoleStart = {
  path: '/admin/',
  ready: (page) => page.getByRole('heading', { name: 'Analytics', level: 2 }),
  what: 'the Analytics tab',
};

/**
 * The console signed in as the test admin through the API (the sign-in page has tests of its
 * own), downloads allowed, at `start` once it shows.
 */
export const signedInConsole = async (
  browser: Browser,
  portal: TestPortal,
  viewport: { width: number; height: number } = DESK,
  start: ConsoleStart = ANALYTICS_TAB,
): Promise<Page> => {
  const context = await signedInContext(browser, portal, TEST_ADMIN, { viewport, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${portal.url}${start.path}`);
  await shown(start.ready(page), start.what);
  return page;
};

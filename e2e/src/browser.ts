import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '@zen/platform/mail/testing/smtp-test-server';
import { reportOpenPages } from './failure-report.ts';
import { startTestPortal, TEST_PASSWORD, type TestPortal, type TestPortalOptions } from '@zen/portal/testing';

/** The system Chromium (Debian's package), with the flags this closed network needs. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export type BrowserTestEnv = { portal: TestPortal; browser: Browser };

/**
 * How long one browser test may take in all. A browser test is a person's whole errand, and each
 * of its steps already waits for what it needs with its own limit (`shown`, `gone`, Playwright's);
 * this only stops a test that hangs. Journeys that take 25 s alone took 45 to 60 s on a 2-core
 * machine with the rest of the suite beside them, so the integration tests' 60 s failed one.
 */
const BROWSER_TEST_TIMEOUT_MS = 180_000;

/**
 * The whole portal on a fresh database and a Chromium for one test file: started before its
 * tests, closed after them. `options` is read in beforeAll, so it may use what earlier hooks set up.
 * Called at the top of every browser test file, it gives that file's tests their own time limit,
 * and reports the pages a failed test left open (failure-report.ts).
 */
export const portalAndBrowser = (
  options: () => TestPortalOptions | Promise<TestPortalOptions> = () => ({}),
): BrowserTestEnv => {
  vi.setConfig({ testTimeout: BROWSER_TEST_TIMEOUT_MS });
  const env = {} as BrowserTestEnv;
  beforeAll(async () => {
    [env.portal, env.browser] = await Promise.all([startTestPortal(await options()), launchChromium()]);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportOpenPages(env.browser, task.name);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.portal?.close();
  });
  return env;
};

/**
 * portalAndBrowser with a real SMTP server in the test process as the portal's mail server, for
 * the flows that go through a mailed link (sign-up, password reset).
 */
export const portalAndBrowserWithMail = (): BrowserTestEnv & { smtp: TestSmtpServer } => {
  const mail = {} as { smtp: TestSmtpServer };
  beforeAll(async () => {
    mail.smtp = await startTestSmtpServer();
  });
  // Registered before portalAndBrowser's, so it runs after the portal has closed.
  afterAll(async () => {
    await mail.smtp?.close();
  });
  const env = portalAndBrowser(() => ({ smtpUrl: mail.smtp.url }));
  return Object.defineProperty(env, 'smtp', { get: () => mail.smtp }) as BrowserTestEnv & {
    smtp: TestSmtpServer;
  };
};

/** The page's width against the window's: no wider means nothing scrolls sideways. */
export const pageAndWindowWidths = (page: Page): Promise<{ page: number; window: number }> =>
  page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return { page: document.documentElement.scrollWidth, window: innerWidth };
  });

/** For `route.fulfill`: the server failing a call, as a problem+json 500. */
export const SERVER_ERROR = {
  status: 500,
  contentType: 'application/problem+json',
  body: JSON.stringify({ title: 'Internal Server Error', status: 500 }),
};

/**
 * A browser context signed in as `email` through the API, 1280 × 900 unless `options` says
 * otherwise: the session the apps then find (the sign-in screens have tests of their own).
 */
export const signedInContext = async (
  browser: Browser,
  portal: TestPortal,
  email: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    ...options,
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const login = await context.request.post(`${portal.url}/api/auth/login`, {
    data: { email, password: TEST_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
};

/**
 * For `locator.evaluate(isFocused)`: whether the element has the keyboard's focus. Runs in the
 * page, so it reaches the document through globalThis (these files have no DOM types).
 */
export const isFocused = (element: unknown): boolean =>
  element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus, at most `presses` times:
 * the way a keyboard user reaches it, so the page draws its keyboard focus. Fails if it never does.
 */
export const keyboardTo = async (page: Page, target: Locator, key = 'Tab', presses = 20): Promise<void> => {
  for (let pressed = 0; pressed < presses && !(await target.evaluate(isFocused)); pressed++) {
    await page.keyboard.press(key);
  }
  expect(await target.evaluate(isFocused), `${key} reaches ${String(target)}`).toBe(true);
};

/**
 * Whether `target` shows the keyboard's focus ring (a solid outline). MUI marks keyboard focus
 * after the key event, so this polls.
 */
export const expectFocusRing = async (target: Locator): Promise<void> => {
  const outline = () =>
    target.evaluate(
      (element) =>
        (
          globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string } }
        ).getComputedStyle(element).outlineStyle,
    );
  await expect.poll(outline, { message: `the focus ring on ${String(target)}` }).toBe('solid');
};

/**
 * For `locator.evaluate(isInWindow)`: whether the element is wholly within the window as it is
 * scrolled now, where a person sees it without scrolling anything. Runs in the page.
 */
export const isInWindow = (element: unknown): boolean => {
  const box = (
    element as { getBoundingClientRect(): { top: number; bottom: number; left: number; right: number } }
  ).getBoundingClientRect();
  const { innerHeight, innerWidth } = globalThis as unknown as { innerHeight: number; innerWidth: number };
  return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
};

/**
 * The names of a tab strip's tabs a person cannot see with the strip scrolled into view: on a
 * phone a scrolled strip hides its last tabs behind an arrow.
 */
export const tabsOutOfSight = async (tablist: Locator): Promise<string[]> => {
  await tablist.scrollIntoViewIfNeeded();
  const hidden: string[] = [];
  for (const tab of await tablist.getByRole('tab').all()) {
    if (!(await tab.evaluate(isInWindow))) hidden.push((await tab.textContent()) ?? '');
  }
  return hidden;
};

import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * What the identity browser tests share: opening /auth as a visitor, the steps of the sign-in
 * screen, and reading what the person sees (toasts, the profile panel's details, local storage).
 * Every wait is an event (a URL) or a poll of what is on screen, never a sleep.
 */

/**
 * How long `shown` and `gone` wait: server round trips include argon2 hashing, and a loaded 2-core
 * machine is slow, so more than expect.poll's default second.
 */
export const PATIENCE = { timeout: 10_000 } as const;

/** Polls until the element is visible. */
export const shown = async (locator: Locator, message?: string): Promise<void> => {
  await expect.poll(() => locator.isVisible(), { ...PATIENCE, message }).toBe(true);
};

/** Polls until the element is gone (hidden or detached). */
export const gone = async (locator: Locator, message?: string): Promise<void> => {
  await expect.poll(() => locator.isVisible(), { ...PATIENCE, message }).toBe(false);
};

/** The toast region (spec §9: F8 focuses it). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: 'Notifications (F8)' });

/** Polls until a toast with this title (and description, if given) is showing. */
export const toastShown = async (page: Page, title: string, description?: string): Promise<void> => {
  const toast = toasts(page).getByRole('alert').or(toasts(page).getByRole('status'));
  await shown(toast.filter({ hasText: title }), `toast '${title}'`);
  if (description) await shown(toast.filter({ hasText: description }), `toast text '${description}'`);
};

/** Everything in the page's local storage (this file is compiled without the DOM's types). */
export const localStorageOf = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => ({
    ...(globalThis as unknown as { localStorage: Record<string, string> }).localStorage,
  }));

/** The value shown for `label` in a description list (the profile panel). */
export const detail = (scope: Locator, label: string): Locator =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

export const welcomeDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: "Welcome! Let's Get Started" });

/** A fresh browser context (empty storage, no cookies) on `/`, which the guard sends to /auth. */
export const openPortal = async (
  browser: Browser,
  portalUrl: string,
  options: { beforeLoad?: (context: BrowserContext) => Promise<void> } = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext();
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  await page.goto(`${portalUrl}/`);
  await page.waitForURL(`${portalUrl}/auth`);
  return { context, page };
};

/** A first visit greets with the verification dialog; this closes it and waits until it is gone. */
export const closeWelcome = async (page: Page): Promise<void> => {
  const dialog = welcomeDialog(page);
  await shown(dialog, 'the welcome dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Its Email field shares the name of the page's: type nothing until it has gone.
  await gone(dialog, 'the welcome dialog to close');
};

export const emailBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Email', exact: true });
export const passwordBox = (page: Page): Locator => page.getByLabel('Password', { exact: true });

/** The e-mail step: type the address and press 'Validate Email'. */
export const validateEmail = async (page: Page, email: string): Promise<void> => {
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: 'Validate Email' }).click();
};

/**
 * From the e-mail step to the dashboard: validate, expect 'Welcome back {firstName}', sign in.
 * Resolves once the app is on `/`.
 */
export const signIn = async (
  page: Page,
  portalUrl: string,
  account: { email: string; password: string; firstName: string },
): Promise<void> => {
  await validateEmail(page, account.email);
  await shown(page.getByText(`Welcome back ${account.firstName}`, { exact: true }));
  await passwordBox(page).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${portalUrl}/`);
  await shown(page.getByRole('button', { name: 'My Profile' }), 'the dashboard header');
};

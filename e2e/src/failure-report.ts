import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Where screenshots of failed browser tests go (ignored by git). */
const REPORT_DIR = path.resolve(import.meta.dirname, '../../test-results/e2e-failures');
/** How much of a page's text goes into the log: enough to see which screen and which message. */
const TEXT_LIMIT = 4_000;
/** A page whose script is stuck must not hold the report up: each reading gets this long. */
const READ_TIMEOUT_MS = 5_000;

const within = <T>(reading: Promise<T>): Promise<T | string> =>
  Promise.race([
    reading.catch((error: unknown) => `(could not read: ${String(error)})`),
    new Promise<string>((resolve) => setTimeout(() => resolve('(no answer within 5 s)'), READ_TIMEOUT_MS)),
  ]);

/** How many of a page's last errors and console errors go into the log. */
const ERROR_LIMIT = 20;

/**
 * The page's uncaught errors and its console's errors and warnings, newest last: a screen that
 * fell into an error page says why only here (React logs the error an error boundary caught).
 */
const errorsOf = async (page: Page): Promise<string> => {
  const [errors, messages] = await Promise.all([page.pageErrors(), page.consoleMessages()]);
  const lines = [
    ...errors.map((error) => `page error: ${error.stack ?? error.message}`),
    ...messages
      .filter((message) => message.type() === 'error' || message.type() === 'warning')
      .map((message) => `console ${message.type()}: ${message.text()}`),
  ].slice(-ERROR_LIMIT);
  return lines.length > 0 ? lines.join('\n') : 'none';
};

/**
 * What a person would have seen on one page: its address, its dialogs, its text and a
 * screenshot; and what its scripts reported.
 */
const describePage = async (page: Page, name: string): Promise<string> => {
  const file = path.join(REPORT_DIR, `${name}.png`);
  const [text, dialogs, shot, errors] = await Promise.all([
    within(page.evaluate('document.body.innerText') as Promise<string>),
    within(
      page.evaluate(`[...document.querySelectorAll('[role="dialog"]')].map((dialog) =>
        (dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent || '(unnamed)') +
        (dialog.closest('[aria-hidden="true"]') ? ' [aria-hidden]' : ''))`) as Promise<string[]>,
    ),
    within(page.screenshot({ path: file, timeout: READ_TIMEOUT_MS }).then(() => file)),
    within(errorsOf(page)),
  ]);
  return [
    `--- ${page.url()}`,
    `dialogs: ${Array.isArray(dialogs) ? dialogs.join(', ') || 'none' : dialogs}`,
    `screenshot: ${shot}`,
    `errors: ${errors}`,
    String(text).slice(0, TEXT_LIMIT),
  ].join('\n');
};

/**
 * After a browser test fails, every page it left open, as it stood: a failure that only happens
 * with the whole suite running on a loaded machine (and so only in CI's log) can then be read,
 * not guessed at. Printed to stderr, with screenshots under test-results/e2e-failures.
 */
export const reportOpenPages = async (browser: Browser | undefined, testName: string): Promise<void> => {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  if (pages.length === 0) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const stem = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const reports = await Promise.all(pages.map((page, index) => describePage(page, `${stem}-${index + 1}`)));
  console.error(`Open pages when '${testName}' failed:\n${reports.join('\n')}`);
};

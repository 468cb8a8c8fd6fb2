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

/** What a person would have seen on one page: its address, its dialogs, its text and a screenshot. */
const describePage = async (page: Page, name: string): Promise<string> => {
  const file = path.join(REPORT_DIR, `${name}.png`);
  const [text, dialogs, shot] = await Promise.all([
    within(page.evaluate('document.body.innerText') as Promise<string>),
    within(
      page.evaluate(`[...document.querySelectorAll('[role="dialog"]')].map((dialog) =>
        (dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent || '(unnamed)') +
        (dialog.closest('[aria-hidden="true"]') ? ' [aria-hidden]' : ''))`) as Promise<string[]>,
    ),
    within(page.screenshot({ path: file, timeout: READ_TIMEOUT_MS }).then(() => file)),
  ]);
  return [
    `--- ${page.url()}`,
    `dialogs: ${Array.isArray(dialogs) ? dialogs.join(', ') || 'none' : dialogs}`,
    `screenshot: ${shot}`,
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

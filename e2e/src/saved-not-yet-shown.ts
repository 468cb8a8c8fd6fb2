import { SAVED_NOT_YET_VISIBLE } from '@zen/contracts';
import type { Page } from 'playwright-core';

/**
 * Makes the server's answer to `method` on `url` the one it gives when a command's read model has
 * not caught up within 10 s: the request goes through and is saved, then the page is answered
 * 503 'Saved, not yet visible' with `detail` (docs/api.md, Conventions). Other requests pass.
 * `sent` counts the requests so answered.
 */
export const answerSavedNotYetShown = async (
  page: Page,
  url: string,
  method: string,
  detail: string,
): Promise<{ sent: number }> => {
  const answered = { sent: 0 };
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    answered.sent += 1;
    await route.fetch();
    await route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      headers: { 'Retry-After': '1' },
      body: JSON.stringify({ type: 'about:blank', title: SAVED_NOT_YET_VISIBLE, status: 503, detail }),
    });
  });
  return answered;
};

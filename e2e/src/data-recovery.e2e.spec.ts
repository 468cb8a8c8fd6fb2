import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ContentItem } from '@zen/contracts';
import { TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { contentForm } from '@zen/portal/testing/learner';
import { gone, shown } from './auth-screen.ts';
import { pageAndWindowWidths, portalAndBrowser, tabsOutOfSight } from './browser.ts';
import { signedInConsole } from './console-screen.ts';
import { card, expectAccessible, PHONE, signedInDashboard } from './learner-screen.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

const env = portalAndBrowser();

// The page checks look at the page itself, not at a toast still sliding in or out over it.

/** Resolves once the element's transitions have run (this file is compiled without the DOM's types). */
const settled = (locator: Locator): Promise<unknown> =>
  locator.evaluate((element) =>
    Promise.all(
      (element as unknown as { getAnimations(o: object): { finished: Promise<unknown> }[] })
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );

/** Fails unless the page is no wider than the window and `locator` lies within it, side to side. */
const fitsThePhone = async (page: Page, locator: Locator, what: string): Promise<void> => {
  const { page: pageWidth, window } = await pageAndWindowWidths(page);
  expect(pageWidth, `the page's width on ${what}`).toBeLessThanOrEqual(window);
  const box = await locator.boundingBox();
  expect(box, `${what}: laid out`).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(window);
};

/**
 * Chooses a tab and waits until it is the selected one. On a phone the strip scrolls to the tab
 * chosen before with an animation of its own, and a click while it still moves can land on the
 * tab beside: the likeliest reason CI once waited 30 s for Deleted Content's Restore. A tab not
 * yet selected is pressed again at the next look.
 */
const chooseTab = async (page: Page, name: string): Promise<void> => {
  const tab = page.getByRole('tab', { name });
  await expect
    .poll(
      async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
        return tab.getAttribute('aria-selected');
      },
      { timeout: 10_000 },
    )
    .toBe('true');
};

/** Creates items as the admin through the API: what this test is about comes after. */
const createItems = async (page: Page, portal: TestPortal, titles: string[]): Promise<ContentItem[]> => {
  const items: ContentItem[] = [];
  for (const title of titles) {
    const response = await page.request.post(`${portal.url}/api/content`, {
      data: contentForm(title, { keywords: ['wombat'] }),
      headers: { origin: portal.url },
    });
    expect(response.status(), await response.text()).toBe(201);
    items.push((await response.json()) as ContentItem);
  }
  return items;
};

/** Creates items as the admin through the API, then deletes them: what Data Recovery lists. */
const deletedItems = async (page: Page, portal: TestPortal, titles: string[]): Promise<ContentItem[]> => {
  const items = await createItems(page, portal, titles);
  for (const item of items) {
    const deleted = await page.request.delete(`${portal.url}/api/content/${item.id}`, {
      headers: { origin: portal.url },
    });
    expect(deleted.status()).toBe(200);
  }
  return items;
};

it('Download Excel saves the catalogue as a real workbook, with a progress state and the spec’s toast', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  const items = await createItems(page, env.portal, [
    'Wombat leave requests',
    'Wombat timesheets',
    'Wombat onboarding tasks',
  ]);
  await page.getByRole('menuitem', { name: 'Content' }).click();
  await shown(page.getByText('Wombat onboarding tasks'), 'the content list');
  await expectAccessible(page, 'Content Management with Download Excel', 'main');

  // The workbook is held back until the progress state has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/content/download**', async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const progress = page.getByRole('button', { name: /^Downloading…/ });
  await shown(progress, 'the progress state');
  expect(await progress.isDisabled()).toBe(true);
  release();
  const download = await downloading;
  await shown(page.getByRole('button', { name: 'Download Excel' }), 'the button again');
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`content-export-${today}.xlsx`);
  await shown(page.getByText('Download Complete'), 'the Download Complete toast');

  const bytes = await readFile((await download.path())!);
  // A real xlsx: a zip (PK) that exceljs reads back, header and every item.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Content')!;
  expect(sheet.getRow(1).getCell(1).value).toBe('ID');
  expect(sheet.getRow(1).getCell(3).value).toBe('Title');
  const ids: unknown[] = [];
  sheet.eachRow((row, number) => number > 1 && ids.push(row.getCell(1).value));
  expect(ids).toEqual(items.map((item) => item.id));
  await page.context().close();
});

it('Download Excel says so when the export fails', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  await page.route('**/api/admin/content/download**', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.getByRole('menuitem', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Download Excel' }).click();
  await shown(page.getByText('Download Failed'), 'the Download Failed toast');
  await shown(page.getByText('Could not download content export.'), 'its description');
  await page.context().close();
});

it('Data Recovery restores a deleted item that the customer then finds in Browse Content', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  await deletedItems(page, env.portal, ['Quokka expense claims']);

  await page.getByRole('menuitem', { name: 'Data Recovery' }).click();
  await shown(page.getByRole('tab', { name: 'Deleted Content' }), 'the Data Recovery tabs');
  const row = page.getByRole('row').filter({ hasText: 'Quokka expense claims' });
  await shown(row, 'the deleted item');
  expect(await row.getByText(TEST_ADMIN).isVisible()).toBe(true);
  await expectAccessible(page, 'Data Recovery: Deleted Content', 'main');

  // Its history first: created, then deleted, by the admin.
  await row.getByRole('button', { name: 'History of Quokka expense claims' }).click();
  await shown(page.getByText('Version 2: Deleted'), 'the deletion in the history');
  expect(await page.getByText('Version 1: Created').isVisible()).toBe(true);
  await expectAccessible(page, 'Data Recovery: Content History', 'main');

  await page.getByRole('tab', { name: 'Deleted Content' }).click();
  await page.getByRole('button', { name: 'Restore Quokka expense claims' }).click();
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByText('Restore "Quokka expense claims"?'), 'the confirmation');
  // Checked once its fade-in is over: mid-transition its text is still translucent.
  await settled(page.locator('.MuiDialog-root'));
  await expectAccessible(page, 'the restore confirmation', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await shown(page.getByText('Recovery Complete'), 'the Recovery Complete toast');
  await shown(page.getByText('No deleted content: nothing to restore.'), 'the emptied list');

  await page.getByRole('tab', { name: 'Learner Completions' }).click();
  await page.getByRole('textbox', { name: 'Learner e-mail' }).fill(TEST_CUSTOMER);
  // Its words on one line beside the fields, not wrapped and spilling out of the button.
  const showButton = page.getByRole('button', { name: 'Show Completions' });
  expect((await showButton.boundingBox())!.height, 'Show Completions on one line').toBeLessThan(44);
  await showButton.click();
  await shown(page.getByText(/had completed nothing by the end of/), 'the learner’s empty completions');
  await expectAccessible(page, 'Data Recovery: Learner Completions', 'main');
  await page.context().close();

  const { context, page: customer } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER);
  await customer.getByPlaceholder('Start typing keywords or use the filters below').fill('quokka');
  await shown(card(customer, 'Quokka expense claims'), 'the restored item in Browse Content');
  await context.close();
});

it('Data Recovery names an input it cannot search and never shows an earlier answer under a new one', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  const [item] = await createItems(page, env.portal, ['Bilby shift swaps']);
  await page.goto(`${env.portal.url}/admin/recovery`);
  await page.getByRole('tab', { name: 'Content History' }).click();
  const contentId = page.getByRole('textbox', { name: 'Content ID' });
  const showHistory = page.getByRole('button', { name: 'Show History' });
  await contentId.fill(String(item!.id));
  await showHistory.click();
  await shown(page.getByText('Version 1: Created'), 'the item’s history');

  // Thirty digits are not an id: said at the field, nothing asked of the server, the old answer gone.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await contentId.fill('123456789012345678901234567890');
  await showHistory.click();
  await shown(page.getByText('A content ID is a whole number from 1 to 2147483647.'), 'the field’s hint');
  expect(await page.getByText('Version 1: Created').count()).toBe(0);
  expect(asked.filter((path) => path.includes('/history'))).toEqual([]);
  await contentId.fill('1e3');
  await showHistory.click();
  expect(await page.getByText('A content ID is a whole number from 1 to 2147483647.').isVisible()).toBe(true);
  expect(asked.filter((path) => path.includes('/history'))).toEqual([]);

  // Learner Completions: while another learner's answer is on its way, the last one is not shown.
  await page.getByRole('tab', { name: 'Learner Completions' }).click();
  const email = page.getByRole('textbox', { name: 'Learner e-mail' });
  const showCompletions = page.getByRole('button', { name: 'Show Completions' });
  await email.fill(TEST_CUSTOMER);
  await showCompletions.click();
  const firstAnswer = page.getByText(/had completed nothing by the end of/);
  await shown(firstAnswer, 'the first learner’s completions');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/learner-completions?*', async (route) => {
    await held;
    await route.continue();
  });
  await email.fill('nobody.here@acme.example');
  await showCompletions.click();
  await shown(page.getByRole('progressbar', { name: 'Loading the completions of nobody.here@acme.example' }));
  expect(await firstAnswer.count()).toBe(0);
  release();
  await shown(page.getByText('No account uses nobody.here@acme.example.'), 'the second answer');
  await page.context().close();
});

it('Data Recovery fits a phone: nothing scrolls sideways and Restore is in reach', async () => {
  const page = await signedInConsole(env.browser, env.portal, PHONE);
  await deletedItems(page, env.portal, ['Numbat probation reviews with a long title']);

  await page.goto(`${env.portal.url}/admin/recovery`);
  await shown(page.getByRole('tab', { name: 'Deleted Content' }), 'the Data Recovery tabs');
  // The three tabs share the width, none behind a scroll arrow.
  expect(await tabsOutOfSight(page.getByRole('tablist', { name: 'Data Recovery' }))).toEqual([]);
  // On a phone each deleted item is a card with its actions, not a row of a wide table.
  const itemCard = page
    .getByRole('list', { name: 'Deleted content' })
    .getByRole('listitem', { name: 'Numbat probation reviews with a long title', exact: true });
  await shown(itemCard, 'the deleted item');
  const restore = itemCard.getByRole('button', {
    name: 'Restore Numbat probation reviews with a long title',
  });
  await shown(restore, 'its Restore button');
  await fitsThePhone(page, restore, 'the Restore button');
  await fitsThePhone(page, page.getByRole('tab', { name: 'Deleted Content' }), 'the Deleted Content tab');
  await expectAccessible(page, 'Data Recovery: Deleted Content on a phone', 'main');

  await itemCard
    .getByRole('button', { name: 'History of Numbat probation reviews with a long title' })
    .click();
  await shown(page.getByText('Version 2: Deleted'), 'the history');
  await fitsThePhone(page, page.getByRole('button', { name: 'Show History' }), 'Content History');

  await chooseTab(page, 'Learner Completions');
  const show = page.getByRole('button', { name: 'Show Completions' });
  await shown(show, 'the Learner Completions form');
  await fitsThePhone(page, show, 'Learner Completions');

  await chooseTab(page, 'Deleted Content');
  await restore.click();
  const dialog = page.getByRole('dialog');
  await shown(dialog.getByText('Restore "Numbat probation reviews with a long title"?'), 'the confirmation');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await shown(page.getByText('Recovery Complete'), 'the Recovery Complete toast');
  await shown(page.getByText('No deleted content: nothing to restore.'), 'the emptied list');
  await page.context().close();
});

it('Data Recovery goes back a page when a restore empties the last one', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  const titles = Array.from({ length: 11 }, (_, i) => `Numbat rota ${String(i + 1).padStart(2, '0')}`);
  await deletedItems(page, env.portal, titles);
  await page.getByRole('menuitem', { name: 'Data Recovery' }).click();
  // The list asks again once typing pauses: wait for that answer, as a person waits for the list
  // to change, so the pages below are the search's (with nothing else deleted they look the same).
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/deleted-content') &&
      decodeURIComponent(response.url()).includes('"q":"Numbat rota"'),
  );
  await page.getByRole('textbox', { name: 'Search deleted content' }).fill('Numbat rota');
  await searched;
  await shown(page.getByText('1–10 of 11'), 'the first page of eleven');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  // Most recently deleted first: the first deleted is alone on the second page.
  await shown(page.getByRole('button', { name: 'Restore Numbat rota 01' }), 'the second page');
  await page.getByRole('button', { name: 'Restore Numbat rota 01' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await shown(page.getByText('Recovery Complete'), 'the Recovery Complete toast');
  // The ten still deleted, not 'nothing to restore' on an empty second page.
  await shown(page.getByText('1–10 of 10'), 'the first page again');
  // Counted once the confirmation has closed: while it is open the page behind it is hidden.
  await expect.poll(() => page.getByRole('button', { name: /^Restore Numbat rota/ }).count()).toBe(10);
  expect(await page.getByText('No deleted content').count()).toBe(0);
  await page.context().close();
});

it('a restore saved while the lists are slow (503) is told as saved, not as failed, and leaves the list', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  const [item] = await deletedItems(page, env.portal, ['Numbat travel claims']);
  const slow = 'The change was saved but lists may take a moment to show';
  await answerSavedNotYetShown(page, `**/api/admin/content/${item!.id}/restore`, 'POST', slow);

  await page.getByRole('menuitem', { name: 'Data Recovery' }).click();
  await chooseTab(page, 'Deleted Content');
  const row = page.getByRole('row').filter({ hasText: 'Numbat travel claims' });
  await row.getByRole('button', { name: 'Restore Numbat travel claims' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await shown(
    page.getByRole('alert').filter({ hasText: 'Saved' }).filter({ hasText: slow }),
    'told as saved',
  );
  // Read again, as after a restore: nothing left to restore a second time.
  await gone(row, 'the restored item');
  expect(await page.getByText('Recovery Failed').count()).toBe(0);
  expect((await page.request.get(`${env.portal.url}/api/content/${item!.id}`)).status()).toBe(200);
  await page.context().close();
});

it('a restore another admin made meanwhile is refused in the server’s words, and the list is read again without it', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  const [item] = await deletedItems(page, env.portal, ['Numbat shift handover']);
  await page.getByRole('menuitem', { name: 'Data Recovery' }).click();
  await chooseTab(page, 'Deleted Content');
  const row = page.getByRole('row').filter({ hasText: 'Numbat shift handover' });
  await shown(row, 'the deleted item');

  // Another admin restores it while this page still offers it.
  const restored = await page.request.post(`${env.portal.url}/api/admin/content/${item!.id}/restore`, {
    headers: { origin: env.portal.url },
  });
  expect(restored.status()).toBe(200);

  await row.getByRole('button', { name: 'Restore Numbat shift handover' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await shown(
    page
      .getByRole('alert')
      .filter({ hasText: 'Recovery Failed' })
      .filter({ hasText: `Content ${item!.id} is not deleted: there is nothing to restore` }),
    'the refusal',
  );
  // Read again: its Restore is not left to be refused a second time.
  await gone(row, 'the item restored meanwhile');
  expect((await page.request.get(`${env.portal.url}/api/content/${item!.id}`)).status()).toBe(200);
  await page.context().close();
});

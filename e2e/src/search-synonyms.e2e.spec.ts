import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_CUSTOMER } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { gone, shown } from './auth-screen.ts';
import { isFocused, isInWindow, keyboardTo, pageAndWindowWidths, portalAndBrowser } from './browser.ts';
import { signedInConsole } from './console-screen.ts';
import { card, expectAccessible, PHONE, signedInDashboard } from './learner-screen.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

/**
 * Search synonyms kept by staff (issue 11), in Chromium: staff group words that mean the same in
 * the console, from the keyboard, and a customer who searches one of them finds content with the
 * others, the word found highlighted. A term already in a group is refused at its field; editing
 * and deleting the group change what customers find at once. A search that found nothing leads
 * from the Analytics tab to a new group that starts with its word.
 */
const env = portalAndBrowser();

/** In no title, description or keyword of this file's catalogue: only the synonym finds anything. */
const UNKNOWN_WORD = 'pto';
/** In a title: what the synonym leads to. */
const TITLE_WORD = 'leave';
const LEAVE_ARTICLE = 'Leave balance explained';
const OTHER_ITEM = 'Onboarding checklist';

beforeAll(async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  await createContent(admin, LEAVE_ARTICLE, { type: 'Article', module: 'Leave' });
  await createContent(admin, OTHER_ITEM, { module: 'Onboarding' });
});

const termsBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Terms' });
/** The line under the terms box that the box names as its description: where its errors are shown. */
const termsMessage = async (page: Page): Promise<Locator> => {
  const describedBy = await termsBox(page).getAttribute('aria-describedby');
  expect(describedBy, 'the terms box is described by its helper line').toBeTruthy();
  return page.locator(`[id="${describedBy}"]`);
};
const groupRow = (page: Page, term: string): Locator =>
  page.getByRole('row').filter({ has: page.getByText(term, { exact: true }) });

/** Types a term into the terms box and presses Enter, as a person adds one. */
const enterTerm = async (page: Page, term: string) => {
  await termsBox(page).pressSequentially(term);
  await page.keyboard.press('Enter');
};

/**
 * A customer's search, in a fresh session on a phone (no answer kept from an earlier search): the
 * page once the answer for `words` has arrived.
 */
const customerSearch = async (words: string, settled: (page: Page) => Locator) => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, TEST_CUSTOMER, {
    viewport: PHONE,
  });
  const box = page.getByRole('combobox', { name: 'Search content' });
  await box.fill(words);
  await box.press('Enter');
  await shown(settled(page), `the answer to '${words}'`);
  return { context, page };
};
const nothingFound = (page: Page) => page.getByText('No content matches your search');

it('staff group words that mean the same, and a customer searching one finds the others', async () => {
  // Before any group: the word is in nothing the customer can see.
  let customer = await customerSearch(UNKNOWN_WORD, nothingFound);
  await customer.context.close();

  // The menu leads to the page, which says what synonyms are for and how to add the first group.
  const page = await signedInConsole(env.browser, env.portal);
  await page.getByRole('menuitem', { name: 'Search Synonyms' }).click();
  await page.waitForURL(`${env.portal.url}/admin/synonyms`);
  await shown(page.getByRole('heading', { level: 1, name: 'Search Synonyms' }), 'the page title');
  await shown(page.getByRole('heading', { name: 'No synonym groups yet' }), 'the empty state');
  await shown(page.getByText('Customers who type one term of a group also find content with the others.'));
  await expectAccessible(page, 'the empty Search Synonyms page');

  // A group added from the keyboard: Enter adds a term (as search reads it, each once), Tab and
  // Enter save.
  const add = page.getByRole('button', { name: 'Add Synonym Group' });
  await add.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${env.portal.url}/admin/synonyms/create`);
  await shown(page.getByRole('heading', { level: 1, name: 'Add Synonym Group' }), 'the create form');
  await keyboardTo(page, termsBox(page));
  await enterTerm(page, ` ${UNKNOWN_WORD.toUpperCase()} `);
  await enterTerm(page, 'Leave');
  await shown(page.getByRole('button', { name: `Remove term ${UNKNOWN_WORD}` }), 'the first term’s chip');
  await shown(page.getByRole('button', { name: `Remove term ${TITLE_WORD}` }), 'the second term’s chip');
  await enterTerm(page, UNKNOWN_WORD);
  await expect
    .poll(async () => (await termsMessage(page)).textContent())
    .toBe(`"${UNKNOWN_WORD}" is already in this group`);
  expect(await page.getByRole('button', { name: /^Remove term / }).count()).toBe(2);
  // Enter added the terms; it never sent the form.
  expect(new URL(page.url()).pathname).toBe('/admin/synonyms/create');
  const save = page.getByRole('button', { name: 'Add Synonym Group' });
  await keyboardTo(page, save, 'Tab', 6);
  await page.keyboard.press('Enter');
  await shown(page.getByText('Synonym group created'), 'the created notice');
  await page.waitForURL(`${env.portal.url}/admin/synonyms`);
  const row = groupRow(page, UNKNOWN_WORD);
  await shown(row, 'the new group in the list');
  await shown(row.getByText(TITLE_WORD, { exact: true }), 'its second term');
  await expectAccessible(page, 'the Search Synonyms list');

  // The list's search finds a group by part of any of its terms.
  const search = page.getByRole('textbox', { name: 'Search synonyms' });
  await search.fill('zzq');
  const noneFound = page.getByText('No synonym groups found using the current filters.');
  await shown(noneFound, 'no group found');
  await search.fill('eav');
  await shown(row, 'the group found by part of a term');
  await search.fill('');
  await gone(noneFound, 'every group again');
  // The box's filter reaches the address after a pause; the list is left only once it has.
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '{}').toBe('{}');

  // A term already in a group is refused by the server, and said at the field, not only in a toast.
  await page.getByRole('button', { name: 'Add Synonym Group' }).click();
  await page.waitForURL(`${env.portal.url}/admin/synonyms/create`);
  await enterTerm(page, TITLE_WORD);
  await enterTerm(page, 'holiday');
  await page.getByRole('button', { name: 'Add Synonym Group' }).click();
  await expect
    .poll(async () => (await termsMessage(page)).textContent())
    .toMatch(new RegExp(`^"${TITLE_WORD}" is already in another group`));
  expect(await termsBox(page).getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(page, 'the synonym form with the server’s refusal');
  const admin = await env.portal.agent(TEST_ADMIN);
  expect((await admin.get('/api/admin/synonyms').expect(200)).body).toHaveLength(1);
  // Nothing of it was saved; leaving drops it (after the unsaved-changes question, if asked).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(`${env.portal.url}/admin/synonyms`);

  // The customer who types the unknown word finds the item titled with the other, that word marked.
  // (Before the answer the dashboard lists both items: the count says the search has settled.)
  customer = await customerSearch(UNKNOWN_WORD, (customerPage) =>
    customerPage.getByText('1 of 2 items', { exact: true }),
  );
  const found = card(customer.page, LEAVE_ARTICLE);
  await shown(found, 'the item titled with the synonym');
  expect(await found.getByRole('heading').locator('mark').allTextContents()).toEqual(['Leave']);
  await customer.context.close();

  // Edit: a phrase added with the Add button, as on a touch screen, and the group updated.
  await groupRow(page, UNKNOWN_WORD)
    .getByRole('button', { name: `Edit group ${UNKNOWN_WORD}, ${TITLE_WORD}` })
    .click();
  await shown(
    page.getByRole('heading', { level: 1, name: `Edit Synonym Group: ${UNKNOWN_WORD}, ${TITLE_WORD}` }),
    'the edit form',
  );
  await termsBox(page).fill('Time off');
  await page.getByRole('button', { name: 'Add term' }).click();
  await shown(page.getByRole('button', { name: 'Remove term time off' }), 'the phrase’s chip');
  // Add leaves the keyboard in the box, for the next term.
  expect(await termsBox(page).evaluate(isFocused)).toBe(true);
  await expectAccessible(page, 'the synonym edit form');
  await page.getByRole('button', { name: 'Update Synonym Group' }).click();
  await shown(page.getByText('Synonym group updated'), 'the updated notice');
  await page.waitForURL(`${env.portal.url}/admin/synonyms`);
  await shown(groupRow(page, UNKNOWN_WORD).getByText('time off', { exact: true }), 'the added phrase');

  // On a phone the list fits the screen, Edit and Delete within reach.
  const phone = await signedInConsole(env.browser, env.portal, PHONE);
  await phone.goto(`${env.portal.url}/admin/synonyms`);
  const phoneRow = groupRow(phone, UNKNOWN_WORD);
  await shown(phoneRow, 'the group on a phone');
  const { page: pageWidth, window } = await pageAndWindowWidths(phone);
  expect(pageWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(window);
  const phoneDelete = phoneRow.getByRole('button', { name: /^Delete group / });
  await phoneDelete.scrollIntoViewIfNeeded();
  expect(await phoneDelete.evaluate(isInWindow), 'Delete is on the screen').toBe(true);
  await expectAccessible(phone, 'the Search Synonyms list on a phone');
  await phone.context().close();

  // Delete asks first, with the keyboard on Cancel; confirmed, the page is empty again.
  const name = `${UNKNOWN_WORD}, ${TITLE_WORD}, time off`;
  await groupRow(page, UNKNOWN_WORD)
    .getByRole('button', { name: `Delete group ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete the group "${name}"?` });
  await shown(confirm, 'the confirmation');
  await expect.poll(() => confirm.getByRole('button', { name: 'Cancel' }).evaluate(isFocused)).toBe(true);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await gone(confirm, 'the confirmation to close');
  await shown(page.getByText('Synonym group deleted'), 'the deleted notice');
  await shown(page.getByRole('heading', { name: 'No synonym groups yet' }), 'the empty state again');
  await page.context().close();

  // The word finds nothing again.
  customer = await customerSearch(UNKNOWN_WORD, nothingFound);
  await customer.context.close();
});

it('a search that found nothing leads from Analytics to a new group with its word added', async () => {
  const word = 'sabbatical';
  const customer = await customerSearch(word, nothingFound);
  // Tracked after the customer's pause: the word is among the searches without results.
  const admin = await env.portal.agent(TEST_ADMIN);
  const unanswered = async () =>
    (
      (await admin.get('/api/analytics/searches-without-results').expect(200)).body as { query: string }[]
    ).map((row) => row.query);
  await expect.poll(unanswered, { timeout: 5000 }).toContain(word);
  await customer.context.close();

  const page = await signedInConsole(env.browser, env.portal);
  const panel = page.getByRole('region', { name: 'Searches Without Results', exact: true });
  const link = panel.getByRole('link', { name: `Add synonyms for ${word}` });
  await shown(link, 'the way from the word to a synonym group');
  await expectAccessible(page, 'the Analytics tab with a link to add synonyms');
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/synonyms\/create\?/);
  await shown(page.getByRole('button', { name: `Remove term ${word}` }), 'the searched word, already added');
  await enterTerm(page, 'time away');
  await page.getByRole('button', { name: 'Add Synonym Group' }).click();
  await shown(page.getByText('Synonym group created'), 'the created notice');
  await shown(groupRow(page, word).getByText('time away', { exact: true }), 'the new group in the list');
  await page.context().close();
});

it('a member of staff whose group was changed by someone else meanwhile is told, and undoes nothing', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const group = (
    await admin
      .post('/api/admin/synonyms')
      .send({ terms: ['furlough', 'unpaid leave'] })
      .expect(201)
  ).body as { id: string; terms: string[] };
  const page = await signedInConsole(env.browser, env.portal);
  await page.goto(`${env.portal.url}/admin/synonyms/${group.id}`);
  await shown(page.getByRole('button', { name: 'Remove term unpaid leave' }), 'the group in its form');

  // Someone else saves the group while this form is open.
  await admin
    .put(`/api/admin/synonyms/${group.id}`)
    .send({ terms: ['furlough', 'unpaid leave', 'layoff'] })
    .expect(200);

  await enterTerm(page, 'career break');
  await page.getByRole('button', { name: 'Update Synonym Group' }).click();
  await shown(
    page.getByText(
      'Someone else changed this synonym group after you opened it. Reload it to see their changes, then make yours again.',
    ),
    'the refusal',
  );
  // The form keeps what was typed, and the other's save stands.
  await shown(page.getByRole('button', { name: 'Remove term career break' }), 'the typed term, kept');
  expect((await admin.get(`/api/admin/synonyms/${group.id}`).expect(200)).body.terms).toEqual([
    'furlough',
    'unpaid leave',
    'layoff',
  ]);
  await page.context().close();
  await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
});

it('a group saved but not yet shown (503) is said so, and the form leaves so that it is not added twice', async () => {
  const page = await signedInConsole(env.browser, env.portal);
  await page.goto(`${env.portal.url}/admin/synonyms/create`);
  await enterTerm(page, 'sick leave');
  await enterTerm(page, 'illness');
  // The server saves it, then answers as it does when search has not caught up within 10 s.
  const answered = await answerSavedNotYetShown(
    page,
    '**/api/admin/synonyms',
    'POST',
    'The synonyms were saved but may take a moment to apply',
  );
  await page.getByRole('button', { name: 'Add Synonym Group' }).click();
  await shown(page.getByText('The synonyms were saved but may take a moment to apply'), 'the warning');
  await page.waitForURL(`${env.portal.url}/admin/synonyms`);
  await shown(groupRow(page, 'illness'), 'the group in the list');
  expect(answered.sent).toBe(1);
  const admin = await env.portal.agent(TEST_ADMIN);
  const groups = (await admin.get('/api/admin/synonyms').expect(200)).body as {
    id: string;
    terms: string[];
  }[];
  const saved = groups.filter((group) => group.terms.includes('illness'));
  expect(saved).toHaveLength(1);
  await page.context().close();
  await admin.delete(`/api/admin/synonyms/${saved[0]!.id}`).expect(200);
});

it('an edit saved but not yet shown (503) is said so, and the form leaves rather than be refused as stale', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const group = (
    await admin
      .post('/api/admin/synonyms')
      .send({ terms: ['sabbatical leave', 'long leave'] })
      .expect(201)
  ).body as { id: string };
  const page = await signedInConsole(env.browser, env.portal);
  await page.goto(`${env.portal.url}/admin/synonyms/${group.id}`);
  await shown(page.getByRole('button', { name: 'Remove term long leave' }), 'the group in its form');
  await enterTerm(page, 'extended leave');
  // The server saves it, then answers as it does when search has not caught up within 10 s.
  await answerSavedNotYetShown(
    page,
    `**/api/admin/synonyms/${group.id}`,
    'PUT',
    'The synonyms were saved but may take a moment to apply',
  );
  await page.getByRole('button', { name: 'Update Synonym Group' }).click();
  await shown(page.getByText('The synonyms were saved but may take a moment to apply'), 'the warning');
  await page.waitForURL(`${env.portal.url}/admin/synonyms`);
  expect((await admin.get(`/api/admin/synonyms/${group.id}`).expect(200)).body.terms).toEqual([
    'sabbatical leave',
    'long leave',
    'extended leave',
  ]);
  await page.context().close();
  await admin.delete(`/api/admin/synonyms/${group.id}`).expect(200);
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { UNWATCHED_PAGE, type CrmContact } from '@zen/contracts';
import { TEST_ADMIN } from '@zen/portal/testing';
import { addCustomer, createContent, crmContact } from '@zen/portal/testing/learner';
import { pdfTextLines } from '@zen/portal/testing/pdf-text';
import { shown, toasts } from './auth-screen.ts';
import { isFocused, portalAndBrowser } from './browser.ts';
import { DESK, signedInConsole, type ConsoleStart } from './console-screen.ts';
import { expectAccessible, PHONE } from './learner-screen.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

const env = portalAndBrowser();

const USER_MANAGEMENT: ConsoleStart = {
  path: '/admin/users',
  ready: (page) => page.getByRole('heading', { name: 'Most Active Users' }),
  what: 'User Management',
};

const ROBIN = 'robin.learner@globex.example';
const ALEX = 'alex.recruiter@initech.example';

/** A CRM record with the company, contract and access of the test's choosing. */
const contact = (email: string, overrides: Partial<CrmContact>): CrmContact => ({
  ...crmContact(email),
  ...overrides,
});

const row = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name, exact: true });
const definition = (scope: Locator, term: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

it('staff find a user, read their details and progress, download the report and deactivate them', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  await createContent(admin, 'Requesting leave', { learningJourney: 'Essential' });
  const policy = await createContent(admin, 'Leave policy', {
    type: 'Article',
    learningJourney: 'Essential',
  });
  await createContent(admin, 'Leave balances', { learningJourney: 'Operational' });
  const robin = await addCustomer(
    env.portal,
    ROBIN,
    contact(ROBIN, {
      companyName: 'Globex Corporation',
      supportContract: 'Priority',
      applications: ['Zoho People'],
      peopleModulesAccess: ['Leave'],
      userguideService: true,
    }),
    ['Robin', 'Learner'],
  );
  await robin.agent.post('/api/video-completions').send({ contentId: policy.id }).expect(201);
  await robin.agent.post('/api/activity').send({ action: 'view', contentId: policy.id }).expect(202);
  // Alex's company uses Recruit only, where there is no content yet: nothing left to watch.
  await addCustomer(
    env.portal,
    ALEX,
    contact(ALEX, { companyName: 'Initech', applications: ['Zoho Recruit'] }),
    ['Alex', 'Recruiter'],
  );
  await addCustomer(env.portal, 'sam.nocompany@acme.example', undefined, ['Sam', 'Nocompany']);

  const page = await signedInConsole(env.browser, env.portal, DESK, USER_MANAGEMENT);
  // Most Active Users: Robin viewed something this month; choosing them finds their row.
  const mostActive = page.getByRole('region', { name: 'Most Active Users' });
  // What the figure counts is on the button, for those who read it as well as those who hear it.
  await shown(mostActive.getByText('1 view, 0 searches'), 'Robin’s activity in words');
  await mostActive.getByRole('button', { name: 'Robin Learner: 1 view, 0 searches. Show their row' }).click();
  await expect.poll(() => page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe(ROBIN);
  await expect.poll(() => page.getByRole('list', { name: 'Users' }).getByRole('listitem').count()).toBe(1);

  // The search box: one character is not sent; two are.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('z');
  await shown(page.getByText('Type at least 2 characters to search'));
  await search.fill('zzzz');
  await shown(page.getByText('No users found matching your search'));
  await search.fill('');
  await shown(row(page, 'Sam Nocompany'));
  // A user without a company says 'Unknown'.
  await shown(row(page, 'Sam Nocompany').getByText('Unknown'));

  // The company filter, then Clear.
  await page.getByRole('combobox', { name: 'Company' }).click();
  await shown(page.getByRole('option', { name: 'All companies' }));
  await page.getByRole('option', { name: 'Globex Corporation' }).click();
  await expect.poll(() => page.getByRole('list', { name: 'Users' }).getByRole('listitem').count()).toBe(1);
  const robinRow = row(page, 'Robin Learner');
  await shown(robinRow.getByText('Globex Corporation'));
  await shown(robinRow.getByText(ROBIN));
  await shown(robinRow.getByText('Support: Priority'));
  await shown(robinRow.getByText('Active', { exact: true }));
  await expectAccessible(page, 'User Management');
  await page.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await shown(row(page, 'Alex Recruiter'));
  // Clear greys itself out; the keyboard is on the filter it cleared, not back at the page's top.
  await expect.poll(() => page.getByRole('combobox', { name: 'Company' }).evaluate(isFocused)).toBe(true);

  // The whole progress CSV, by keyboard, keeps the focus on its button as well.
  const downloadCsv = page.getByRole('button', { name: 'Download Progress CSV' });
  await downloadCsv.focus();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(csv.suggestedFilename()).toMatch(/^learner-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await csv.path())!, 'utf8')).toContain(ROBIN);
  await shown(page.getByText('Learner progress CSV saved as'), 'Download Complete for the CSV');
  expect(await downloadCsv.evaluate(isFocused), 'the focus on Download Progress CSV').toBe(true);

  // Details: the three sections with the spec's words for blanks.
  await row(page, 'Robin Learner').getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'User Details: Robin Learner' });
  await shown(details, 'the Details dialog');
  const personal = details.getByRole('region', { name: 'Personal Information' });
  expect(await definition(personal, 'First Name').textContent()).toBe('Robin');
  expect(await definition(personal, 'Mobile').textContent()).toBe('N/A');
  expect(await definition(personal, 'Birthday').textContent()).toBe('N/A');
  const company = details.getByRole('region', { name: 'Company Information' });
  expect(await definition(company, 'Company Name').textContent()).toBe('Globex Corporation');
  expect(await definition(company, 'User Guide Service').textContent()).toBe('Enabled');
  expect(await definition(company, 'Last CRM Sync').textContent()).not.toBe('Never');
  const access = details.getByRole('region', { name: 'Applications & Access' });
  expect(await definition(access, 'Applications Implemented').textContent()).toBe('Zoho People');
  expect(await definition(access, 'Recruit Module Access').textContent()).toBe('None');
  expect(await definition(access, 'People Module Access').textContent()).toBe('Leave');
  await expectAccessible(page, 'the Details dialog', '[role="dialog"]');

  // Deactivate, confirmed: the badge turns Inactive and Robin's session ends at once.
  await details.getByRole('button', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('alertdialog', { name: 'Deactivate Robin Learner?' });
  await shown(deactivate, 'the confirmation');
  // The keyboard starts on Cancel: an Enter pressed once too often signs no one out.
  await expect.poll(() => deactivate.getByRole('button', { name: 'Cancel' }).evaluate(isFocused)).toBe(true);
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  // In the toast region, found by its role: the Details dialog, still open, does not hide it.
  await shown(toasts(page).getByText('Account Deactivated'), 'the Account Deactivated toast');
  await shown(details.getByText('Inactive', { exact: true }));
  await robin.agent.get('/api/profile').expect(401);
  await details.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate Robin Learner?' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await shown(details.getByText('Active', { exact: true }));
  await details.getByRole('button', { name: 'Close' }).last().click();
  await details.waitFor({ state: 'hidden' });

  // Learning Progress: the three bars, the overall figure, what is left, and the PDF.
  await row(page, 'Robin Learner').getByRole('button', { name: 'Learning Progress' }).click();
  const progress = page.getByRole('dialog', { name: 'Learning Progress: Robin Learner' });
  await shown(progress.getByText('1/2'), 'Essential Content 1/2');
  await shown(progress.getByRole('progressbar', { name: 'Essential Content' }));
  await shown(progress.getByRole('progressbar', { name: 'Operational Content' }));
  await shown(progress.getByRole('progressbar', { name: 'Company Processes' }));
  await shown(progress.getByText('33%'));
  await shown(progress.getByText('Requesting leave'));
  await shown(progress.getByText('Leave balances'));
  await expectAccessible(page, 'the Learning Progress dialog', '[role="dialog"]');
  // By keyboard: the button stays where it was while it works, and keeps the focus after.
  const downloadPdf = progress.getByRole('button', { name: 'Download PDF' });
  await downloadPdf.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`progress-Robin-Learner-${today}.pdf`);
  const text = pdfTextLines(await readFile((await download.path())!)).join('\n');
  expect(text).toContain('Overall Progress: 33%');
  await shown(page.getByText('Download Complete'));
  await shown(downloadPdf, 'Download PDF after the download');
  expect(await downloadPdf.evaluate(isFocused), 'the focus on Download PDF').toBe(true);
  await progress.getByRole('button', { name: 'Close' }).last().click();

  // Nothing left to watch.
  await row(page, 'Alex Recruiter').getByRole('button', { name: 'Learning Progress' }).click();
  const alex = page.getByRole('dialog', { name: 'Learning Progress: Alex Recruiter' });
  await shown(alex.getByText('All relevant content has been watched'));
  await alex.getByRole('button', { name: 'Close' }).last().click();

  // Staff are not learners: the spec's zeros, said as such, and no list of "unwatched" items.
  await row(page, 'Avery Admin').getByRole('button', { name: 'Learning Progress' }).click();
  const avery = page.getByRole('dialog', { name: 'Learning Progress: Avery Admin' });
  await shown(avery.getByText('Avery Admin is not a learner: progress is kept for customers only.'));
  expect(await avery.getByRole('heading', { name: /Unwatched Content/ }).count()).toBe(0);

  // On a phone the dialog takes the screen and the rows wrap.
  const phone = await signedInConsole(env.browser, env.portal, PHONE, USER_MANAGEMENT);
  await row(phone, 'Robin Learner').getByRole('button', { name: 'Details' }).click();
  await shown(phone.getByRole('dialog', { name: 'User Details: Robin Learner' }));
  await expectAccessible(phone, 'the Details dialog on a phone', '[role="dialog"]');
});

it('a long unwatched list shows a page at a time, and the rest from the keyboard', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const titles = Array.from(
    { length: UNWATCHED_PAGE + 3 },
    (_, i) => `Clocking in, part ${String(i + 1).padStart(2, '0')}`,
  );
  // Attendance: a module no other learner of this file may see.
  for (const title of titles) {
    await createContent(admin, title, { module: 'Attendance', learningJourney: 'Operational' });
  }
  const pat = 'pat.many@globex.example';
  await addCustomer(
    env.portal,
    pat,
    contact(pat, { applications: ['Zoho People'], peopleModulesAccess: ['Attendance'] }),
    ['Pat', 'Many'],
  );

  const page = await signedInConsole(env.browser, env.portal, DESK, USER_MANAGEMENT);
  await row(page, 'Pat Many').getByRole('button', { name: 'Learning Progress' }).click();
  const progress = page.getByRole('dialog', { name: 'Learning Progress: Pat Many' });
  await shown(progress.getByRole('heading', { name: `Unwatched Content (${titles.length})` }));
  const unwatched = progress.getByRole('list', { name: `Unwatched Content (${titles.length})` });
  const shownTitles = () =>
    unwatched.getByRole('listitem').locator('.MuiListItemText-primary').allTextContents();
  await expect.poll(shownTitles).toEqual(titles.slice(0, UNWATCHED_PAGE));
  await shown(progress.getByText(`Showing ${UNWATCHED_PAGE} of ${titles.length}`, { exact: true }));

  const showMore = progress.getByRole('button', { name: 'Show 3 more unwatched items' });
  await showMore.focus();
  await page.keyboard.press('Enter');
  await expect.poll(shownTitles).toEqual(titles);
  await shown(progress.getByText(`Showing ${titles.length} of ${titles.length}`, { exact: true }));
  expect(await showMore.count()).toBe(0);
  // The button went with the last page: the focus moved on to the first item it brought.
  const firstBrought = unwatched.getByRole('listitem').filter({ hasText: titles[UNWATCHED_PAGE]! });
  await expect.poll(() => firstBrought.evaluate(isFocused)).toBe(true);
  await expectAccessible(page, 'a long unwatched list in the Learning Progress dialog', '[role="dialog"]');
  await page.context().close();
});

it('a search the server refuses leaves a way out, and the box stops where the server does', async () => {
  const page = await signedInConsole(env.browser, env.portal, DESK, USER_MANAGEMENT);
  const box = page.getByRole('searchbox', { name: 'Search users' });
  // Typed past the server's limit, the box keeps the first 200 characters.
  await box.pressSequentially('y'.repeat(201));
  expect(await box.inputValue()).toBe('y'.repeat(200));
  await box.fill('');
  // A link kept from before, with a filter the server refuses (the list keeps its filters in the URL).
  const filter = encodeURIComponent(JSON.stringify({ q: 'x'.repeat(201) }));
  await page.goto(`${env.portal.url}/admin/users?filter=${filter}`);
  await shown(page.getByRole('button', { name: 'Clear Filters' }), 'the way out of the refused search');
  // The refusal is not a question of permissions.
  expect(await page.getByText('Please check your admin permissions').count()).toBe(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await shown(page.getByRole('list', { name: 'Users' }), 'the users again');
  expect(page.url()).not.toContain('xxxxx');
  await page.context().close();
});

it('a deactivation saved while the lists are slow (503) is told as saved, and the account shows Inactive', async () => {
  const page = await signedInConsole(env.browser, env.portal, DESK, USER_MANAGEMENT);
  const slow = 'The change was saved but may take a moment to show';
  await answerSavedNotYetShown(page, '**/api/admin/users/*/deactivate', 'POST', slow);
  await row(page, 'Alex Recruiter').getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'User Details: Alex Recruiter' });
  await details.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Alex Recruiter?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await shown(toasts(page).getByText(slow), 'told as saved');
  // Read again, as after a deactivation: Reactivate is offered, not Deactivate a second time.
  await shown(details.getByText('Inactive', { exact: true }), 'the account read again');
  await shown(details.getByRole('button', { name: 'Reactivate' }));
  expect(await toasts(page).getByText('Error', { exact: true }).count()).toBe(0);
  await page.context().close();
});

import { expect, it } from 'vitest';
import { TEST_ADMIN, TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import { portalAndBrowser } from './browser.ts';

const env = portalAndBrowser();

it('the console asks once who is signed in before it shows its sign-in form', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  // Each refused probe is a "Failed to load resource: 401" in the browser's console.
  const probes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') probes.push(request.url());
  });
  await page.goto(`${env.portal.url}/admin/`);
  await page.getByRole('textbox', { name: 'Email' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(page.url()).toBe(`${env.portal.url}/admin/login`);
  expect(probes).toHaveLength(1);
  await context.close();
});

it('an admin adds content in the console and a customer finds it in Browse Content', async () => {
  const title = 'Approving timesheets from the manager dashboard';

  const consoleContext = await env.browser.newContext();
  const admin = await consoleContext.newPage();
  await admin.goto(`${env.portal.url}/admin/`);
  await admin.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN);
  await admin.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => admin.getByText('ZOHO ZEN ADMIN CONTROL').first().isVisible()).toBe(true);

  await admin.getByRole('menuitem', { name: 'Content' }).click();
  await admin.getByRole('button', { name: 'Add Content' }).first().click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  const choose = async (field: string, option: string) => {
    await admin.getByRole('combobox', { name: field }).click();
    await admin.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Type', 'Video');
  await choose('Application', 'Zoho People');
  await choose('Module', 'Timetracker');
  await choose('Level', 'Manager');
  await choose('Learning Journey', 'Operational');
  await admin.getByRole('textbox', { name: 'Content Number' }).fill('88');
  await admin
    .getByRole('textbox', { name: 'Description' })
    .fill('Review and approve your team’s weekly timesheets.');
  const keywords = admin.getByRole('textbox', { name: 'Keywords' });
  await keywords.fill('timesheet');
  await keywords.press('Enter');
  await keywords.fill('  Timesheet ');
  await keywords.press('Enter');
  await expect.poll(() => admin.getByText('"Timesheet" is already a keyword').isVisible()).toBe(true);
  await keywords.fill('approval');
  await keywords.press('Enter');

  // The spec's URL rule, shown before anything is sent.
  await admin.getByRole('textbox', { name: 'URL' }).fill('www.loom.com/share/abc');
  await admin.getByRole('button', { name: 'Add Content' }).click();
  await expect
    .poll(() => admin.getByText('Please enter a valid URL (must start with http:// or https://)').isVisible())
    .toBe(true);
  await admin
    .getByRole('textbox', { name: 'URL' })
    .fill('https://www.loom.com/share/5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f');
  await admin.getByRole('button', { name: 'Add Content' }).click();
  await expect.poll(() => admin.getByText('Content created successfully').isVisible()).toBe(true);

  const { rows } = await env.portal.pool.query(
    'SELECT content_number, keywords FROM content_catalogue WHERE title = $1',
    [title],
  );
  expect(rows).toEqual([{ content_number: '0088', keywords: ['timesheet', 'approval'] }]);

  const customerContext = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  await customer.goto(`${env.portal.url}/`);
  await customer.waitForURL(/\/auth$/);
  // A first visit greets with the verification dialog; this customer goes straight to sign-in.
  const welcome = customer.getByRole('dialog');
  await welcome.getByRole('button', { name: 'Close' }).click();
  await welcome.waitFor({ state: 'hidden' });
  await customer.getByRole('textbox', { name: 'Email', exact: true }).fill(TEST_CUSTOMER);
  await customer.getByRole('button', { name: 'Validate Email' }).click();
  await customer.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await customer.getByRole('button', { name: 'Sign In' }).click();
  await customer.waitForURL(`${env.portal.url}/`);

  const search = customer.getByPlaceholder('Start typing keywords or use the filters below');
  await search.fill('approv timesh');
  const card = customer.getByRole('article', { name: title });
  await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => customer.getByText(/^1 of 1 items$/).isVisible()).toBe(true);
  expect(await card.getByText('Zoho People').isVisible()).toBe(true);
  expect(await card.getByText('Timetracker').isVisible()).toBe(true);
  // Customers see no admin-only details nor the console link.
  expect(await customer.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);

  await consoleContext.close();
  await customerContext.close();
});

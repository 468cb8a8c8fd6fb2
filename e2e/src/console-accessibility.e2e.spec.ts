import { beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TEST_ADMIN } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';
import { shown } from './auth-screen.ts';
import { expectFocusRing, keyboardTo, portalAndBrowser, signedInContext } from './browser.ts';
import { expectAccessible, PHONE } from './learner-screen.ts';

/**
 * The console's pages as axe-core and a keyboard user meet them, at a desk and on a phone: the
 * pages that show the green 'Ready' and 'Active' chips, a disabled field's hint, the page for an
 * address the console does not have, and the skip link.
 */
const env = portalAndBrowser();
const DESK = { width: 1280, height: 900 } as const;

beforeAll(async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  await admin
    .post('/api/admin/template/page')
    .send({
      moduleId: 'Leave',
      application: 'Zoho People',
      isDraft: false,
      content: { explainer: 'Time off.' },
    })
    .expect(201);
  await admin
    .post('/api/admin/userguide/from-template')
    .send({
      templateId: 1,
      companyName: 'Acme Corporation',
      title: 'Acme Corporation User Guide',
      description: 'How Acme uses Zoho People.',
      modules: [{ moduleId: 'Leave', application: 'Zoho People' }],
    })
    .expect(201);
});

const openConsole = async (viewport: { width: number; height: number }): Promise<Page> => {
  const context = await signedInContext(env.browser, env.portal, TEST_ADMIN, { viewport });
  return await context.newPage();
};

const PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/admin/userguides', ready: (page) => page.getByText('Active', { exact: true }) },
  { path: '/admin/userguide-template', ready: (page) => page.getByText('Ready', { exact: true }) },
  { path: '/admin/content/create', ready: (page) => page.getByText('Choose an application first').first() },
  {
    path: '/admin/no-such-page',
    ready: (page) => page.getByRole('heading', { name: 'There is no page here' }),
  },
];

it.each([
  ['at a desk', DESK],
  ['on a phone', PHONE],
])(
  'the console passes axe %s: green chips, disabled fields’ hints, heading levels, the missing page',
  async (_where, viewport) => {
    const page = await openConsole(viewport);
    for (const { path, ready } of PAGES) {
      await page.goto(`${env.portal.url}${path}`);
      await shown(ready(page), path);
      await expectAccessible(page, `${path} at ${viewport.width} px`);
    }
    await page.context().close();
  },
);

it('the menu is the spec’s six tabs in its order, with Search Synonyms after content, and Analytics is the landing page', async () => {
  const page = await openConsole(DESK);
  await page.goto(`${env.portal.url}/admin/users`);
  await shown(page.getByRole('heading', { level: 1, name: 'User Management' }), 'the users page');
  const items = page.getByRole('menu').getByRole('menuitem');
  expect((await items.allInnerTexts()).map((text) => text.trim())).toEqual([
    'Content Management',
    'Search Synonyms',
    'User Guides',
    'User Guide Template',
    'Analytics',
    'User Management',
    'Data Recovery',
  ]);
  await page.getByRole('menuitem', { name: 'Analytics', exact: true }).click();
  await page.waitForURL(/\/admin\/?$/);
  await shown(page.getByRole('heading', { level: 1, name: 'Analytics' }), 'the analytics page');
  await shown(page.getByText('Total Content Views'), 'the analytics cards');
  await page.context().close();
});

it('an address the console does not have says so and leads back to Analytics', async () => {
  const page = await openConsole(DESK);
  await page.goto(`${env.portal.url}/admin/no/such/page`);
  await shown(page.getByRole('heading', { name: 'There is no page here' }), 'the missing page');
  await shown(page.getByText('The console has nothing at /admin/no/such/page.', { exact: false }));
  expect(await page.title()).toContain('Page Not Found');
  await page.getByRole('link', { name: 'Go to Analytics' }).click();
  await page.waitForURL(/\/admin\/?$/);
  await shown(page.getByRole('heading', { name: 'CRM Profile Sync' }), 'the dashboard');
  await page.context().close();
});

it('on a phone the skip link shows its words and moves the keyboard past the menu', async () => {
  const page = await openConsole(PHONE);
  await page.goto(`${env.portal.url}/admin/content`);
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await shown(page.getByRole('heading', { name: 'Content Management' }), 'the content list');
  // The first Tab of a fresh page may land on the document itself.
  await keyboardTo(page, skip, 'Tab', 3);
  // Let it slide in from above the screen.
  await expect
    .poll(async () => (await skip.boundingBox())?.y ?? -1, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(0);
  const box = (await skip.boundingBox())!;
  // A labelled button, not react-admin's empty 16 px icon button.
  expect(box.width).toBeGreaterThan(100);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.locator('#main-content :focus').count()).toBe(1);
  await page.context().close();
});

it('the keyboard’s place is drawn as a ring on the console’s buttons and menu', async () => {
  const page = await openConsole(DESK);
  await page.goto(`${env.portal.url}/admin/content`);
  await shown(page.getByRole('heading', { name: 'Content Management' }), 'the content list');
  for (const target of [
    page.getByRole('link', { name: 'Back to Home' }),
    page.getByRole('menuitem', { name: 'User Guides' }),
  ]) {
    await keyboardTo(page, target, 'Tab', 12);
    await expectFocusRing(target);
  }
  await page.context().close();
});

it('the keyboard stays in the page when the control it was on goes away', async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const { title } = await createContent(admin, 'Focus rescue: to delete');
  const page = await openConsole(DESK);
  await page.goto(`${env.portal.url}/admin/content`);
  const inMain = () => page.locator('#main-content:focus, #main-content :focus').count();

  // Add Content opens another page: the keyboard goes to its content, not to the top of the console.
  await page.getByRole('button', { name: 'Add Content' }).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${env.portal.url}/admin/content/create`);
  await expect.poll(inMain).toBe(1);

  // A row deleted by keyboard: the confirmation closes onto a button that has gone.
  await page.goBack();
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  await shown(remove, 'the row');
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await shown(dialog, 'the confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => remove.count()).toBe(0);
  await expect.poll(inMain).toBe(1);
  await page.context().close();
});

import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addCustomer, supportContact } from '@zen/portal/testing/learner';
import { gone, shown } from './auth-screen.ts';
import { isFocused, portalAndBrowser } from './browser.ts';
import { expectAccessible, PHONE, signedInDashboard } from './learner-screen.ts';

/**
 * The support panel behind 'Log Support Ticket' (spec §2 Customer dashboard): the nudge towards
 * Help Content, the four buttons, and Instant Chat for the priority support package only. Two
 * customers whose CRM records differ only in that package, on a phone-sized screen.
 */
const env = portalAndBrowser();

const PRIORITY = 'pat.priority@globex.example';
const BASIC = 'bo.basic@globex.example';

beforeAll(async () => {
  await addCustomer(env.portal, PRIORITY, supportContact(PRIORITY, true), ['Pat', 'Priority']);
  await addCustomer(env.portal, BASIC, supportContact(BASIC, false), ['Bo', 'Basic']);
});

const openSupport = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Log Support Ticket' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = page.getByRole('region', { name: 'Log Support Ticket' });
  await shown(panel, 'the support panel');
  return panel;
};

it('offers every support channel, with Instant Chat enabled for the priority package', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, PRIORITY, { viewport: PHONE });
  const panel = await openSupport(page);
  await shown(
    panel.getByText('Have you tried finding the answer to your question in our Help Content?', {
      exact: true,
    }),
  );
  // A hint that stands in the panel, not an alert a screen reader breaks in with.
  expect(await panel.getByRole('alert').count()).toBe(0);
  await shown(panel.getByRole('note'), 'the hint as a note');
  const link = (name: string) => panel.getByRole('link', { name, exact: true });
  expect(await link('Help Centre Sign In').getAttribute('href')).toMatch(/^https:\/\//);
  expect(await link('Help Centre Sign In').getAttribute('target')).toBe('_blank');
  expect(await link('Email Support').getAttribute('href')).toMatch(
    /^mailto:support@provider\.example\?subject=/,
  );
  expect(await link('WhatsApp Support').getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  await shown(link('Instant Chat'), 'Instant Chat enabled');
  expect(await panel.getByRole('button', { name: 'Instant Chat (Priority)' }).count()).toBe(0);
  await expectAccessible(page, 'the support panel (priority)');

  await page.getByRole('button', { name: 'Log Support Ticket' }).click();
  await gone(panel, 'the panel to close again');
  await context.close();
});

it('shows Instant Chat disabled as "Instant Chat (Priority)" with the reason, without the priority package', async () => {
  const { context, page } = await signedInDashboard(env.browser, env.portal, BASIC, { viewport: PHONE });
  const panel = await openSupport(page);
  const chat = panel.getByRole('button', { name: 'Instant Chat (Priority)' });
  await shown(chat, 'the disabled Instant Chat');
  expect(await chat.isDisabled()).toBe(true);
  expect(await panel.getByRole('link', { name: 'Instant Chat', exact: true }).count()).toBe(0);
  await shown(panel.getByRole('link', { name: 'Email Support' }));

  // Unavailable but reachable: Tab comes to it after WhatsApp Support and the reason shows; it is
  // also its description, and pressing it does nothing.
  await panel.getByRole('link', { name: 'WhatsApp Support' }).focus();
  await page.keyboard.press('Tab');
  expect(await chat.evaluate(isFocused)).toBe(true);
  await shown(
    page.getByRole('tooltip', { name: 'Priority Support Package Required' }),
    'the reason on focus',
  );
  await page.keyboard.press('Enter');
  expect(await chat.evaluate(isFocused)).toBe(true);
  await chat.blur();
  await gone(page.getByRole('tooltip'), 'the reason to go with the focus');
  await expect.poll(() => chat.getAttribute('title')).toBe('Priority Support Package Required');
  await chat.hover();
  const tooltip = page.getByRole('tooltip', { name: 'Priority Support Package Required' });
  await shown(tooltip, 'the tooltip');
  // A tooltip lives outside the page's landmarks while it shows: check the panel once it has gone.
  await page.mouse.move(0, 0);
  await gone(tooltip, 'the tooltip to close');
  await expectAccessible(page, 'the support panel (no priority package)');

  await context.close();
});

// The dashboard's header, with the longest first name a profile may have (100 characters).
it('a 100-character name ends in an ellipsis and leaves the header buttons on its row', async () => {
  const email = 'long.name@globex.example';
  const firstName = `Maximiliana${'x'.repeat(89)}`;
  await addCustomer(env.portal, email, supportContact(email, false), [firstName, 'Lee']);
  const { context, page } = await signedInDashboard(env.browser, env.portal, email, {
    viewport: { width: 1280, height: 900 },
  });
  const name = page.getByTestId('signed-in-user');
  await shown(name, 'the name in the header');
  const nameBox = (await name.boundingBox())!;
  const profileBox = (await page.getByRole('button', { name: 'My Profile' }).boundingBox())!;
  // One row: the button's middle lies within the name's line, not under it.
  expect(profileBox.y + profileBox.height / 2).toBeGreaterThan(nameBox.y);
  expect(profileBox.y + profileBox.height / 2).toBeLessThan(nameBox.y + nameBox.height);
  expect(nameBox.width).toBeLessThan(400);
  // Cut short with an ellipsis where it is drawn: some element of it overflows and says so.
  const endsInEllipsis = await name.evaluate((element) => {
    type Box = { scrollWidth: number; clientWidth: number; querySelectorAll: (s: string) => Box[] };
    const style = (globalThis as unknown as { getComputedStyle: (e: Box) => { textOverflow: string } })
      .getComputedStyle;
    const root = element as unknown as Box;
    return [root, ...root.querySelectorAll('*')].some(
      (box) => style(box).textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth,
    );
  });
  expect(endsInEllipsis, 'the name is cut with an ellipsis').toBe(true);
  // The whole name, and the address, are in its tooltip.
  expect(await name.getAttribute('title')).toBe(`${firstName} Lee (${email})`);
  await context.close();
});

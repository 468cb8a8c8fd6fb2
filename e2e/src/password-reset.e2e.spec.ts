import { expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import {
  closeWelcome,
  localStorageOf,
  openPortal,
  passwordBox,
  shown,
  signIn,
  toastShown,
  validateEmail,
  welcomeDialog,
} from './auth-screen.ts';
import { portalAndBrowserWithMail } from './browser.ts';

/**
 * Forgot-password in a real Chromium, with the mail read from a real SMTP server in the test
 * process and its link followed in the browser (issue 3: "reset by following the mailed link").
 */

const env = portalAndBrowserWithMail();

const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'a brand new passphrase';
const CASEY = { email: TEST_CUSTOMER, firstName: 'Casey' };

const sentTo = (mail: ParsedMail, address: string): boolean =>
  [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address));

it('resets a forgotten password by following the mailed link, once', async () => {
  // A session elsewhere, open before the reset: the reset ends it.
  const elsewhere = await openPortal(env.browser, env.portal.url);
  await closeWelcome(elsewhere.page);
  await signIn(elsewhere.page, env.portal.url, { ...CASEY, password: TEST_PASSWORD });

  // Forgot your password? from the sign-in step: the e-mail is carried over.
  const { context, page } = await openPortal(env.browser, env.portal.url);
  await closeWelcome(page);
  await validateEmail(page, TEST_CUSTOMER);
  await shown(page.getByText('Welcome back Casey', { exact: true }));
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await shown(page.getByRole('heading', { name: 'Reset Password' }), 'forgot-password mode');
  expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(TEST_CUSTOMER);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await shown(
    page.getByText(`If an account exists for ${TEST_CUSTOMER}, a link to reset your password has been sent.`),
    'the success message',
  );
  expect(await page.getByRole('button', { name: 'Back to sign in' }).isVisible()).toBe(true);

  // The mail, as it went over SMTP: a link back to this portal's /auth with the token.
  const mail = await env.smtp.waitForMessage((m) => sentTo(m, TEST_CUSTOMER), 10_000);
  expect(mail.subject).toBe('Reset your Zoho Zen Learning Portal password');
  const link = /(http:\/\/\S+\/auth\?token=[^\s&]+&mode=reset)/.exec(mail.text ?? '')?.[1];
  expect(link, `a reset link in:\n${mail.text}`).toBeDefined();
  const resetUrl = new URL(link!);
  expect(resetUrl.origin).toBe(env.portal.url);
  expect(mail.html).toContain(link!.replaceAll('&', '&amp;'));

  // Following the link opens the reset form, not the welcome dialog.
  const mailed = await context.newPage();
  await mailed.goto(link!);
  await shown(mailed.getByRole('heading', { name: 'Choose a New Password' }), 'the reset form');
  expect(await welcomeDialog(mailed).isVisible()).toBe(false);

  await passwordBox(mailed).fill(NEW_PASSWORD);
  await mailed.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}!`);
  await mailed.getByRole('button', { name: 'Reset Password' }).click();
  await shown(mailed.getByText('Passwords do not match'));
  expect(new URL(mailed.url()).searchParams.get('token')).toBe(resetUrl.searchParams.get('token'));

  await mailed.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await mailed.getByRole('button', { name: 'Reset Password' }).click();
  await toastShown(mailed, 'Password Reset');
  // Back at sign-in, with the token gone from the address.
  await mailed.waitForURL(`${env.portal.url}/auth`);
  expect(new URL(mailed.url()).search).toBe('');
  await shown(mailed.getByRole('heading', { name: 'Sign in / Register' }), 'the sign-in step');

  // The old password no longer works; the new one does.
  await validateEmail(mailed, TEST_CUSTOMER);
  await shown(mailed.getByText('Welcome back Casey', { exact: true }));
  await passwordBox(mailed).fill(TEST_PASSWORD);
  await mailed.getByRole('button', { name: 'Sign In' }).click();
  await toastShown(mailed, 'Password Incorrect');
  await passwordBox(mailed).fill(NEW_PASSWORD);
  await mailed.getByRole('button', { name: 'Sign In' }).click();
  await mailed.waitForURL(`${env.portal.url}/`);
  await shown(mailed.getByRole('button', { name: 'My Profile' }), 'the dashboard');

  // The session that was open before the reset has ended.
  await elsewhere.page.getByRole('button', { name: 'Refresh Status' }).click();
  await toastShown(elsewhere.page, 'Session Expired', 'Your access has been revoked. Please sign in again.');
  await elsewhere.page.waitForURL(`${env.portal.url}/auth`);
  expect(await localStorageOf(elsewhere.page)).toEqual({});
  await elsewhere.context.close();

  // The link works once: opened again, it is refused.
  const again = await env.browser.newContext();
  const reopened = await again.newPage();
  await reopened.goto(link!);
  await shown(reopened.getByRole('heading', { name: 'Choose a New Password' }));
  await passwordBox(reopened).fill('yet another passphrase');
  await reopened.getByLabel('Confirm Password').fill('yet another passphrase');
  await reopened.getByRole('button', { name: 'Reset Password' }).click();
  await toastShown(reopened, 'Reset Failed', RESET_LINK_INVALID);
  expect(new URL(reopened.url()).searchParams.get('mode')).toBe('reset');
  // Refused, the link is not offered again: the page says what to do instead.
  await shown(
    reopened.getByText(
      'This reset link is invalid or has expired. Use “Forgot your password?” on the sign-in page to get a new link.',
    ),
    'the spent link explained',
  );
  expect(await passwordBox(reopened).count()).toBe(0);
  await again.close();

  // Still the new password, not the one tried with the spent link.
  const check = await env.portal.agent();
  await check
    .post('/api/auth/login')
    .send({ email: TEST_CUSTOMER, password: 'yet another passphrase' })
    .expect(401);
  await check.post('/api/auth/login').send({ email: TEST_CUSTOMER, password: NEW_PASSWORD }).expect(200);

  await context.close();
});

it('a reset link cut short in the mail is explained as the page opens, with the way back to sign-in', async () => {
  const { context, page } = await openPortal(env.browser, env.portal.url);
  await page.goto(`${env.portal.url}/auth?token=abc&mode=reset`);
  await shown(
    page.getByText(
      'The reset link is incomplete. Use “Forgot your password?” on the sign-in page to get a new link.',
    ),
    'the incomplete link explained',
  );
  // Nothing to type into that could never be sent.
  expect(await passwordBox(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.waitForURL(`${env.portal.url}/auth`);
  await shown(page.getByRole('heading', { name: 'Sign in / Register' }), 'the sign-in step');
  await context.close();
});

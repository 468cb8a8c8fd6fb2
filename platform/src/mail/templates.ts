import { BRAND } from '@zen/contracts';
import type { MailMessage } from './mailer.ts';

const PORTAL_NAME = 'Zoho Zen Learning Portal';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into HTML goes through this: names and addresses come from users and the CRM. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Only web links may become buttons: a `javascript:` or `data:` URL in an href would be a trap. */
const assertWebUrl = (value: string): string => {
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('A mail link must be an http(s) URL');
  return value;
};

const minutes = (n: number): string => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

export type PasswordResetMailInput = {
  to: string;
  /** Unknown for some accounts (the profile is completed after sign-up): the greeting then omits it. */
  firstName?: string | null;
  resetUrl: string;
  expiresInMinutes: number;
};

/** The mail behind 'Forgot password'. */
export const passwordResetMail = ({ to, firstName, resetUrl, expiresInMinutes }: PasswordResetMailInput) =>
  linkMail({
    to,
    firstName,
    subject: `Reset your ${PORTAL_NAME} password`,
    request: 'reset the password of',
    lead: 'To choose a new password, open this link:',
    action: 'Choose a new password',
    url: resetUrl,
    expiresInMinutes,
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });

export type RegistrationConfirmationMailInput = {
  to: string;
  confirmUrl: string;
  expiresInMinutes: number;
};

/** The mail behind 'Create Password': the account is made only once its link is opened. */
export const registrationConfirmationMail = ({
  to,
  confirmUrl,
  expiresInMinutes,
}: RegistrationConfirmationMailInput) =>
  linkMail({
    to,
    subject: `Confirm your e-mail for the ${PORTAL_NAME}`,
    request: 'create',
    lead: 'To confirm your address and finish creating your account, open this link:',
    action: 'Confirm my e-mail',
    url: confirmUrl,
    expiresInMinutes,
    ignore: 'If you did not ask for this, you can ignore this e-mail: no account is created.',
  });

/**
 * A mail whose point is one link: a plain part for every client and an HTML part with inline
 * styles only (mail clients drop <style> and external CSS). The raw URL is in both, so the link
 * works where buttons do not render and for screen-reader users who prefer to read it.
 */
const linkMail = ({
  to,
  firstName,
  subject,
  request,
  lead,
  action,
  url,
  expiresInMinutes,
  ignore,
}: {
  to: string;
  firstName?: string | null;
  subject: string;
  /** What was asked for the account: 'We received a request to {request} the … account for {to}.' */
  request: string;
  lead: string;
  action: string;
  url: string;
  expiresInMinutes: number;
  ignore: string;
}): MailMessage => {
  assertWebUrl(url);
  const name = firstName?.trim() ?? '';
  const validity = `The link works once and expires in ${minutes(expiresInMinutes)}.`;
  const asked = `We received a request to ${request} the ${PORTAL_NAME} account for`;

  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `${asked} ${to}.`,
    '',
    lead,
    url,
    '',
    validity,
    '',
    ignore,
    '',
    `— ${PORTAL_NAME}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${BRAND.text};`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${BRAND.background};">
<div role="article" aria-label="${e(subject)}" lang="en" style="max-width:560px;margin:0 auto;padding:32px 24px;font-family:${e(BRAND.fontFamily)};background-color:${BRAND.surface};">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:${BRAND.text};">${e(subject)}</h1>
<p style="${paragraph}">${name ? `Hello ${e(name)},` : 'Hello,'}</p>
<p style="${paragraph}">${e(asked)} <strong>${e(to)}</strong>.</p>
<p style="margin:0 0 24px;">
<a href="${e(url)}" style="display:inline-block;padding:12px 24px;border-radius:${BRAND.borderRadius}px;background-color:${BRAND.primary};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${e(action)}</a>
</p>
<p style="${paragraph}">If the button does not work, copy this address into your browser:<br>
<a href="${e(url)}" style="color:${BRAND.primaryDark};word-break:break-all;">${e(url)}</a></p>
<p style="${paragraph}">${e(validity)}</p>
<p style="${paragraph}">${e(ignore)}</p>
<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:${BRAND.text};">— ${e(PORTAL_NAME)}</p>
</div>
</body>
</html>
`;

  return { to, subject, text, html };
};

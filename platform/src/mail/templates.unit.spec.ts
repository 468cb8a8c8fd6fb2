import { describe, it, expect } from 'vitest';
import { escapeHtml, passwordResetMail, registrationConfirmationMail } from './templates.ts';

const input = {
  to: 'ada@acme.example',
  firstName: 'Ada',
  resetUrl: 'https://portal.example/auth?token=abc123&mode=reset',
  expiresInMinutes: 60,
};

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(escapeHtml('Zoë Müller-Smith')).toBe('Zoë Müller-Smith');
  });
});

describe('passwordResetMail', () => {
  it('addresses the recipient with the portal subject', () => {
    const mail = passwordResetMail(input);
    expect(mail.to).toBe('ada@acme.example');
    expect(mail.subject).toBe('Reset your Zoho Zen Learning Portal password');
  });

  it('says in the plain part who it is for, the link, its single use and expiry, and that it may be ignored', () => {
    const { text } = passwordResetMail(input);
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('ada@acme.example');
    expect(text).toContain(`\n${input.resetUrl}\n`);
    expect(text).toContain('works once and expires in 60 minutes');
    expect(text).toContain('If you did not ask for this, you can ignore this e-mail');
  });

  it('gives the HTML part a button-link and the raw URL, both escaped', () => {
    const { html } = passwordResetMail(input);
    const escapedUrl = 'https://portal.example/auth?token=abc123&amp;mode=reset';
    expect(html.match(new RegExp(`href="${escapedUrl.replace(/[.?]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(html).toContain(`>${escapedUrl}</a>`);
    expect(html).toContain('Choose a new password</a>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('works once and expires in 60 minutes');
    expect(html).toContain('you can ignore this e-mail');
    expect(html).not.toMatch(/<style|<link|<script/i);
  });

  it('escapes every interpolated value in the HTML part', () => {
    const { html, text } = passwordResetMail({
      ...input,
      firstName: '<script>alert("x")</script>',
      to: 'o\'brien&co"<b>@acme.example',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(html).toContain('o&#39;brien&amp;co&quot;&lt;b&gt;@acme.example');
    // The plain part is not HTML: it carries the values as they are.
    expect(text).toContain('Hello <script>alert("x")</script>,');
  });

  it('greets without a name when the first name is unknown', () => {
    for (const firstName of [null, undefined, '  ']) {
      const mail = passwordResetMail({ ...input, firstName });
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.html).toContain('>Hello,</p>');
    }
  });

  it('uses the singular for one minute', () => {
    expect(passwordResetMail({ ...input, expiresInMinutes: 1 }).text).toContain('expires in 1 minute.');
  });

  it('refuses links that are not http(s)', () => {
    expect(() => passwordResetMail({ ...input, resetUrl: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => passwordResetMail({ ...input, resetUrl: '/auth?token=x' })).toThrow(/http\(s\)/);
  });
});

describe('registrationConfirmationMail', () => {
  const confirmation = {
    to: 'new.person@acme.example',
    confirmUrl: 'https://portal.example/auth?token=def456&mode=confirm',
    expiresInMinutes: 60,
  };

  it('says which address asked for an account, gives the link, and that ignoring it creates nothing', () => {
    const { subject, text, html } = registrationConfirmationMail(confirmation);
    expect(subject).toBe('Confirm your e-mail for the Zoho Zen Learning Portal');
    expect(text).toContain('create the Zoho Zen Learning Portal account for new.person@acme.example.');
    expect(text).toContain(`\n${confirmation.confirmUrl}\n`);
    expect(text).toContain('works once and expires in 60 minutes');
    expect(text).toContain('you can ignore this e-mail: no account is created.');
    expect(html).toContain('Confirm my e-mail</a>');
    expect(html).toContain('token=def456&amp;mode=confirm');
  });

  it('refuses a link that is not a web address', () => {
    expect(() =>
      registrationConfirmationMail({ ...confirmation, confirmUrl: 'javascript:alert(1)' }),
    ).toThrow(/http\(s\)/);
  });
});

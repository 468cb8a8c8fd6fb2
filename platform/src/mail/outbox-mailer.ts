import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { ClosableMailer } from './smtp-mailer.ts';
import type { MailMessage } from './mailer.ts';

/** The same sender the configuration defaults to (MAIL_FROM), for callers that do not pass one. */
const DEFAULT_FROM = 'Zoho Zen Learning Portal <no-reply@provider.example>';

/** http(s) links in a plain-text part; trailing sentence punctuation is not part of the link. */
export const linksIn = (text: string): string[] =>
  (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)\]'"]+$/, ''));

/** `2025-06-01T12-30-05-123Z-1a2b3c.eml`: names sort by time, and the random tail keeps them unique. */
const fileNameNow = (): string =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;

/**
 * The embedded default's mailbox (DESIGN §6): instead of sending, each message is composed
 * exactly as SMTP would carry it (headers, both parts, CRLF line ends) and written to `dir` as an
 * `.eml` file that any mail client opens.
 */
export const createOutboxMailer = (
  dir: string,
  logger: Logger,
  from: string = DEFAULT_FROM,
  { logLinks = true }: { logLinks?: boolean } = {},
): ClosableMailer => {
  // Composes the RFC 5322 message with nodemailer's own MIME builder and hands it back as a buffer.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    async send(message: MailMessage): Promise<void> {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('The outbox expected a composed message buffer');
      // Created on every send (cheap) so clearing the outbox while the portal runs is harmless.
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, fileNameNow());
      // `wx`: never overwrite a message already in the outbox.
      await writeFile(file, info.message, { flag: 'wx' });

      // Logging the links (the password-reset link among them) is a credential leak anywhere but
      // on a developer's or demo machine whose log *is* the mailbox. A production process without
      // SMTP (`logLinks` false) names only the file: its log is read by more people than its mail.
      const links = logLinks ? linksIn(message.text) : [];
      logger.info(
        { mail: { to: message.to, subject: message.subject, file, links } },
        `Mail to ${message.to} written to the outbox: "${message.subject}" ${file}${links.length > 0 ? ` links: ${links.join(' ')}` : ''}`,
      );
    },
    close(): void {
      // Nothing is held open: the stream transport keeps no connection.
    },
  };
};

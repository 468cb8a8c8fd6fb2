import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Mailer, MailMessage } from './mailer.ts';

/** A mailer that holds resources (an SMTP connection pool) to release at shutdown. */
export type ClosableMailer = Mailer & { close(): void };

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Reads `smtp://[user[:pass]@]host[:port]` (plain, upgraded with STARTTLS whenever the server
 * offers it) or `smtps://…` (TLS from the first byte). We parse the URL ourselves rather than hand
 * nodemailer the string, because nodemailer then ignores every other option (pool, timeouts).
 */
const transportOptions = (smtpUrl: string): SMTPPool.Options => {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a valid URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must use smtp:// or smtps:// (got ${url.protocol}//)`);
  }
  const secure = url.protocol === 'smtps:';
  // IPv6 literals come back bracketed from URL; the socket wants them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const auth = url.username
    ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
    : undefined;
  return {
    pool: true,
    host,
    // 465 is implicit TLS, 587 submission with STARTTLS (the same defaults nodemailer uses).
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth,
    // smtp:// upgrades with STARTTLS only when offered; credentials must not cross a network in
    // clear because a relay (or someone in between) left it out. Loopback relays may stay plain.
    requireTLS: !secure && auth !== undefined && !isLoopback(host),
    // Reset mails come one at a time; a few connections are plenty and stay polite to relays.
    maxConnections: 3,
    maxMessages: 100,
    // A request waits on `send`, so a hung relay must fail in seconds, not nodemailer's minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  };
};

/** Where the mail was going, for error messages: never the credentials from the URL. */
const describeServer = (options: SMTPPool.Options): string =>
  `${options.secure ? 'smtps' : 'smtp'}://${options.host}:${options.port}`;

/**
 * Sends through one pooled SMTP transport. `send` resolves only once the server has accepted the
 * message for the recipient; any refusal or connection problem rejects with an error that names
 * the server (but not the credentials) and keeps the original as `cause`.
 */
export const createSmtpMailer = (smtpUrl: string, from: string): ClosableMailer => {
  const options = transportOptions(smtpUrl);
  const server = describeServer(options);
  const transport = nodemailer.createTransport(options);

  return {
    async send(message: MailMessage): Promise<void> {
      let info: SMTPPool.SentMessageInfo;
      try {
        info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Mail could not be sent through ${server}: ${reason}`, { cause: error });
      }
      // With a single recipient nodemailer already rejects a refused RCPT, but be explicit: a
      // message accepted for nobody has not been delivered.
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new Error(`Mail could not be sent through ${server}: the server refused the recipient`);
      }
    },
    close(): void {
      transport.close();
    },
  };
};

import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer, type ClosableMailer } from './smtp-mailer.ts';

export * from './mailer.ts';
export * from './smtp-mailer.ts';
export * from './outbox-mailer.ts';
export * from './templates.ts';
// The test SMTP server (./testing/smtp-test-server.ts) is deliberately not exported here: it needs
// dev-only packages. Tests import it as '@zen/platform/mail/testing/smtp-test-server'.

/**
 * The mailer the configuration asks for (DESIGN §6): SMTP when SMTP_URL is set, otherwise the
 * development outbox under the data directory. Close it at shutdown to release SMTP connections.
 */
export const createMailer = (
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PORTAL_DATA_DIR'> & Partial<Pick<Config, 'NODE_ENV'>>,
  logger: Logger,
): ClosableMailer => {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  const outbox = path.join(config.PORTAL_DATA_DIR, 'outbox');
  const production = config.NODE_ENV === 'production';
  if (production) {
    // Allowed (the embedded demo may run as production), but no one receives the mail, and its
    // links (a password reset, a sign-up) are not written to the log there.
    logger.warn(
      { outbox },
      'SMTP_URL is not set: no mail is sent (sign-up and password reset need it); each is only written to the outbox folder',
    );
  }
  return createOutboxMailer(outbox, logger, config.MAIL_FROM, { logLinks: !production });
};

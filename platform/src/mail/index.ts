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
  if (config.NODE_ENV === 'production') {
    // Allowed (the embedded demo may run as production), but reset links then land in this log.
    logger.warn('SMTP_URL is not set: mail is written to the outbox and its links are logged');
  }
  return createOutboxMailer(path.join(config.PORTAL_DATA_DIR, 'outbox'), logger, config.MAIL_FROM);
};

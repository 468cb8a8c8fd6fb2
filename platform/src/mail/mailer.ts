/** One message, with a plain and an HTML part. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * The port for outgoing mail (DESIGN §6): SMTP in production and tests; in the embedded default,
 * messages are written to the data directory's outbox instead.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

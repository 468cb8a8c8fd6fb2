import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`: pass it as SMTP_URL. */
  url: string;
  /** Every message received so far, parsed, in arrival order. */
  messages: ParsedMail[];
  /** The first message (already received or still to come) that matches, or a rejection on timeout. */
  waitForMessage(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server in the test process (DESIGN §6), so tests exercise the same nodemailer
 * transport as production and read what actually went over the wire. Plain SMTP on loopback with
 * no authentication: STARTTLS is disabled so nodemailer does not try to upgrade to a certificate
 * it cannot verify.
 */
export const startTestSmtpServer = async (): Promise<TestSmtpServer> => {
  const messages: ParsedMail[] = [];
  const listeners = new Set<(mail: ParsedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A pooled client still connected at close must not hold the test up for smtp-server's 30 s.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const waitForMessage = (
    predicate: (mail: ParsedMail) => boolean,
    timeoutMs = 5_000,
  ): Promise<ParsedMail> => {
    const already = messages.find(predicate);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const listener = (mail: ParsedMail) => {
        if (!predicate(mail)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        const received = messages.map(
          (m) =>
            `"${m.subject ?? ''}" to ${
              m.to
                ? [m.to]
                    .flat()
                    .map((a) => a.text)
                    .join(', ')
                : '?'
            }`,
        );
        reject(
          new Error(
            `No matching mail within ${timeoutMs} ms; received ${received.length}: ${received.join('; ') || 'none'}`,
          ),
        );
      }, timeoutMs);
      listeners.add(listener);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

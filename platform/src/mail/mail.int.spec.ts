import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createMailer } from './index.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { passwordResetMail } from './templates.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-test-server.ts';

const FROM = 'Zoho Zen Learning Portal <no-reply@provider.example>';
const RESET_URL = 'http://127.0.0.1:3000/auth?token=Zr4nd0m-t0ken_value&mode=reset';
const resetMail = (to: string) =>
  passwordResetMail({
    to,
    firstName: '<script>alert(1)</script>Ada',
    resetUrl: RESET_URL,
    expiresInMinutes: 60,
  });

const addressesOf = (mail: ParsedMail, field: 'to' | 'from'): string[] =>
  [mail[field]]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((a) => a.address ?? '');

/** The hrefs of the HTML part, decoded as a browser would before following them. */
const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

/** A loopback port nobody listens on: bound, then released. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/** A pino logger writing into an array, one parsed JSON line per entry. */
const memoryLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
};

describe('SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers a password-reset mail with both parts to a real SMTP server', async () => {
    const mailer = createSmtpMailer(smtp.url, FROM);
    try {
      await mailer.send(resetMail('ada@acme.example'));
    } finally {
      mailer.close();
    }
    // `send` resolved, so the server has accepted (and our helper parsed) it already.
    const mail = await smtp.waitForMessage((m) => addressesOf(m, 'to').includes('ada@acme.example'), 1_000);

    expect(addressesOf(mail, 'from')).toEqual(['no-reply@provider.example']);
    expect(mail.from?.value[0]?.name).toBe('Zoho Zen Learning Portal');
    expect(addressesOf(mail, 'to')).toEqual(['ada@acme.example']);
    expect(mail.subject).toBe('Reset your Zoho Zen Learning Portal password');

    expect(mail.text).toContain(RESET_URL);
    expect(mail.text).toContain('expires in 60 minutes');
    expect(typeof mail.html).toBe('string');
    const html = mail.html as string;
    expect(hrefsOf(html)).toContain(RESET_URL);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Ada');
  });

  it('is what createMailer picks when SMTP_URL is set', async () => {
    const { logger } = memoryLogger();
    const mailer = createMailer(
      { SMTP_URL: smtp.url, MAIL_FROM: FROM, PORTAL_DATA_DIR: '/nonexistent' },
      logger,
    );
    try {
      await mailer.send(resetMail('grace@acme.example'));
    } finally {
      mailer.close();
    }
    const mail = await smtp.waitForMessage((m) => addressesOf(m, 'to').includes('grace@acme.example'), 1_000);
    expect(mail.subject).toBe('Reset your Zoho Zen Learning Portal password');
  });

  it('rejects with a clear error when the server is down', async () => {
    const port = await closedPort();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    try {
      await expect(mailer.send(resetMail('ada@acme.example'))).rejects.toThrow(
        new RegExp(`Mail could not be sent through smtp://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
      );
    } finally {
      mailer.close();
    }
  });

  it('keeps credentials out of its errors', async () => {
    const port = await closedPort();
    const mailer = createSmtpMailer(`smtp://mailer:s3cret-pass@127.0.0.1:${port}`, FROM);
    try {
      const error = await mailer.send(resetMail('ada@acme.example')).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).not.toContain('s3cret-pass');
    } finally {
      mailer.close();
    }
  });
});

describe('outbox mailer', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zen-outbox-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes a parseable .eml with both parts and logs the link', async () => {
    const dir = path.join(root, 'data', 'outbox'); // does not exist yet
    const { logger, lines } = memoryLogger();
    const mailer = createOutboxMailer(dir, logger, FROM);
    await mailer.send(resetMail('ada@acme.example'));

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const [name] = files as [string];
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{6}\.eml$/);

    const raw = await readFile(path.join(dir, name));
    // What SMTP would carry: CRLF line ends throughout.
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
    const mail = await simpleParser(raw);
    expect(addressesOf(mail, 'from')).toEqual(['no-reply@provider.example']);
    expect(addressesOf(mail, 'to')).toEqual(['ada@acme.example']);
    expect(mail.subject).toBe('Reset your Zoho Zen Learning Portal password');
    expect(mail.text).toContain(RESET_URL);
    expect(hrefsOf(mail.html as string)).toContain(RESET_URL);
    expect(mail.html).not.toContain('<script>');

    expect(lines).toHaveLength(1);
    const line = lines[0] as { level: number; msg: string; mail: Record<string, unknown> };
    expect(line.level).toBe(30);
    expect(line.mail).toEqual({
      to: 'ada@acme.example',
      subject: 'Reset your Zoho Zen Learning Portal password',
      file: path.join(dir, name),
      links: [RESET_URL],
    });
    expect(line.msg).toContain(RESET_URL);
    expect(line.msg).toContain(path.join(dir, name));
  });

  it('names files so they sort by time', async () => {
    const dir = path.join(root, 'sorted');
    const { logger } = memoryLogger();
    const mailer = createOutboxMailer(dir, logger, FROM);
    for (const to of ['a@acme.example', 'b@acme.example', 'c@acme.example']) {
      await mailer.send(resetMail(to));
      // Names carry milliseconds; within one millisecond only the random tail differs.
      await setTimeout(5);
    }

    const files = (await readdir(dir)).sort();
    const recipients = await Promise.all(
      files.map(async (f) => addressesOf(await simpleParser(await readFile(path.join(dir, f))), 'to')[0]),
    );
    expect(recipients).toEqual(['a@acme.example', 'b@acme.example', 'c@acme.example']);
  });

  it('is what createMailer picks without SMTP_URL, under PORTAL_DATA_DIR/outbox', async () => {
    const dataDir = path.join(root, 'portal-data');
    const { logger, lines } = memoryLogger();
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: FROM, PORTAL_DATA_DIR: dataDir }, logger);
    await mailer.send(resetMail('ada@acme.example'));
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(lines[0]?.mail).toMatchObject({ links: [RESET_URL] });
  });

  it('in production, keeps the mail’s links out of the log and says no mail is sent', async () => {
    const dataDir = path.join(root, 'production-data');
    const { logger, lines } = memoryLogger();
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: FROM, PORTAL_DATA_DIR: dataDir, NODE_ENV: 'production' },
      logger,
    );
    await mailer.send(resetMail('ada@acme.example'));
    const [file] = await readdir(path.join(dataDir, 'outbox'));
    expect((await simpleParser(await readFile(path.join(dataDir, 'outbox', file!)))).text).toContain(
      RESET_URL,
    );
    expect(lines.map((line) => line.msg)).toEqual([
      'SMTP_URL is not set: no mail is sent (sign-up and password reset need it); each is only written to the outbox folder',
      `Mail to ada@acme.example written to the outbox: "Reset your Zoho Zen Learning Portal password" ${path.join(dataDir, 'outbox', file!)}`,
    ]);
    expect(JSON.stringify(lines)).not.toContain('token=');
  });
});

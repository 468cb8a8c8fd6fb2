import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSmtpServer } from '@zen/platform/mail/testing/smtp-test-server';
import { startTestPortal, type TestPortal } from '@zen/portal/testing';
import { mailedToken, registerThroughMail } from '@zen/portal/testing/mailed-links';
import { contact, SwitchableCrm } from '../testing/switchable-crm.ts';

const EMAIL = 'both@acme.example';
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let portal: TestPortal;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  portal = await startTestPortal({ crm: new SwitchableCrm([contact(EMAIL)]), smtpUrl: smtp.url });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

const post = async (path: string, body: object, agent?: Awaited<ReturnType<TestPortal['agent']>>) =>
  (agent ?? (await portal.agent())).post(path).send(body);

/** The database refusing to end a session: where a process killed mid-reset would have stopped. */
const whileSessionsCannotEnd = async <T>(work: () => Promise<T>): Promise<T> => {
  await portal.pool.query(`
    CREATE FUNCTION refuse_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'sessions cannot end now'; END $$;
    CREATE TRIGGER refuse_session_end BEFORE DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION refuse_session_end();`);
  try {
    return await work();
  } finally {
    await portal.pool.query(
      'DROP TRIGGER refuse_session_end ON sessions; DROP FUNCTION refuse_session_end();',
    );
  }
};

it('changes the password and ends every session together, or does neither', async () => {
  const oldSession = await portal.agent();
  const registered = await registerThroughMail(oldSession, smtp, {
    email: EMAIL,
    password: 'the old passphrase',
  });
  expect(registered.status).toBe(201);
  await post('/api/auth/forgot-password', { email: EMAIL });
  const token = await mailedToken(smtp, EMAIL, 'reset');

  const failed = await whileSessionsCannotEnd(() =>
    post('/api/auth/reset-password', { token, password: 'a brand new passphrase' }),
  );
  expect(failed.status).toBe(500);
  // Nothing half-done: the old session and password still work, and so does the link.
  expect((await oldSession.get('/api/session').expect(200)).body.user.email).toBe(EMAIL);
  await post('/api/auth/login', { email: EMAIL, password: 'a brand new passphrase' }).then((r) =>
    expect(r.status).toBe(401),
  );

  const reset = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
  expect(reset.body).toEqual({ success: true });
  await oldSession.get('/api/session').expect(200, { user: null });
  await post('/api/auth/login', { email: EMAIL, password: 'a brand new passphrase' }).then((r) =>
    expect(r.status).toBe(200),
  );
});

import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_LINK_INVALID,
  CONFIRMATION_PASSWORD_WRONG,
  CRM_VALIDATION_UNAVAILABLE,
  EMAIL_NOT_VALIDATED,
  RESET_LINK_INVALID,
} from '@zen/contracts';
import type { ParsedMail } from 'mailparser';
import { hashPassword, insertCredentials } from '@zen/platform';
import { startTestSmtpServer } from '@zen/platform/mail/testing/smtp-test-server';
import { startTestPortal, TEST_CUSTOMER, TEST_PASSWORD, type TestPortal } from '@zen/portal/testing';
import { mailedToken, registerThroughMail } from '@zen/portal/testing/mailed-links';
import { contact, SwitchableCrm } from '../testing/switchable-crm.ts';

const crm = new SwitchableCrm([
  contact(TEST_CUSTOMER),
  contact('robin@acme.example'),
  contact('gone@acme.example', { active: false }),
  contact('reset@acme.example', { firstName: 'Reese' }),
]);
const sentTo = (mail: ParsedMail, address: string): boolean =>
  [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address));

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let portal: TestPortal;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  portal = await startTestPortal({
    crm,
    smtpUrl: smtp.url,
    rateLimits: { resetsPerAddress: 3, loginPerAccount: 4, loginPerAddress: 12 },
  });
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

const post = async (path: string, body: unknown, agent?: Awaited<ReturnType<TestPortal['agent']>>) =>
  (agent ?? (await portal.agent())).post(path).send(body as object);

describe('validate e-mail', () => {
  it('accepts known contacts on allowed domains and staff, refuses everyone else with the spec message', async () => {
    expect((await post('/api/auth/validate-email', { email: 'Robin@Acme.example' })).body).toEqual({
      valid: true,
    });
    expect((await post('/api/auth/validate-email', { email: 'someone@provider.example' })).body).toEqual({
      valid: true,
    });
    expect((await post('/api/auth/validate-email', { email: 'stranger@acme.example' })).body).toEqual({
      valid: false,
      error: EMAIL_NOT_VALIDATED,
    });
    expect((await post('/api/auth/validate-email', { email: 'robin@elsewhere.example' })).body).toEqual({
      valid: false,
      error: EMAIL_NOT_VALIDATED,
    });
    const empty = await post('/api/auth/validate-email', { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ field: 'email', message: 'Please enter your email address' });
  });

  it('answers an e-mail that cannot be an address with a 400 naming it, not a 500', async () => {
    // Random letters do not compress: a key this long is more than the limit store's index takes.
    const long = `${randomBytes(3000).toString('base64url')}@acme.example`;
    for (const email of [{ toString: 1 }, ['robin@acme.example'], 42, long]) {
      for (const path of ['/api/auth/validate-email', '/api/auth/check-user-exists']) {
        const answer = await post(path, { email });
        expect(answer.status, `${path} ${JSON.stringify(email).slice(0, 40)}`).toBe(400);
        expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual(['email']);
      }
    }
  });

  it('lets an allowed domain through with the setup-required answer while the CRM is down', async () => {
    crm.down = true;
    try {
      expect((await post('/api/auth/validate-email', { email: 'anyone@acme.example' })).body).toEqual({
        valid: true,
        crmUnavailable: true,
        error: CRM_VALIDATION_UNAVAILABLE,
      });
      // Users with an account still sign in.
      const signIn = await post('/api/auth/login', { email: TEST_CUSTOMER, password: TEST_PASSWORD });
      expect(signIn.status).toBe(200);
    } finally {
      crm.down = false;
    }
  });
});

describe('first-time password and profile', () => {
  it('registers a validated contact, signs them in and starts their profile from the CRM', async () => {
    const agent = await portal.agent();
    expect((await post('/api/auth/check-user-exists', { email: 'robin@acme.example' }, agent)).body).toEqual({
      exists: false,
      isActive: false,
      firstName: null,
    });
    const weak = await post('/api/auth/register', { email: 'robin@acme.example', password: 'short' }, agent);
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toContainEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });

    // Create Password makes nothing yet: a link to confirm the address is mailed.
    const earlier = new Set(smtp.messages);
    const asked = await post(
      '/api/auth/register',
      { email: 'robin@acme.example', password: 'a long passphrase' },
      agent,
    );
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ success: true, confirmationSent: true, expiresInMinutes: 60 });
    expect((await agent.get('/api/session').expect(200)).body).toEqual({ user: null });
    expect((await post('/api/auth/check-user-exists', { email: 'robin@acme.example' })).body.exists).toBe(
      false,
    );
    const token = await mailedToken(smtp, 'robin@acme.example', 'confirm', earlier);
    const confirmation = smtp.messages.find((m) => !earlier.has(m) && sentTo(m, 'robin@acme.example'))!;
    expect(confirmation.subject).toBe('Confirm your e-mail for the Zoho Zen Learning Portal');

    // Opening it with the password chosen makes the account and signs the person in; with any
    // other password (someone else's sign-up for the address, say) nothing is made.
    const wrong = await post('/api/auth/confirm-registration', { token, password: 'not what was chosen' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: CONFIRMATION_PASSWORD_WRONG }]);
    expect((await post('/api/auth/check-user-exists', { email: 'robin@acme.example' })).body.exists).toBe(
      false,
    );
    const registered = await post(
      '/api/auth/confirm-registration',
      { token, password: 'a long passphrase' },
      agent,
    );
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({
      email: 'robin@acme.example',
      isAdmin: false,
      profileCompleted: false,
      applications: ['General', 'Zoho People'],
    });
    const profile = await agent.get('/api/profile').expect(200);
    expect(profile.body).toMatchObject({
      firstName: 'Robin',
      companyName: 'Acme Corporation',
      applications: ['People'],
      supportContract: 'Priority',
      crmContactId: 'crm-robin@acme.example',
      profileCompleted: false,
    });
    expect((await agent.get('/api/customer/service-access').expect(200)).body).toEqual({
      contentLookup: true,
      instantChatSupport: true,
      supportTickets: false,
      // The CRM grants the guide service, but Acme has no published guide in this database: the
      // dashboard's Company User Guide button follows the guide, not the flag alone (issue 10).
      companyUserGuide: false,
      // This deployment has no live-chat widget: Instant Chat opens the provider's chat page.
      liveChatWidgetUrl: null,
    });

    const again = await post('/api/auth/register', {
      email: 'robin@acme.example',
      password: 'another passphrase',
    });
    expect(again.status).toBe(409);
    expect(again.body.title).toBe('User already exists');
    // The link works once.
    const reopened = await post('/api/auth/confirm-registration', { token, password: 'a long passphrase' });
    expect(reopened.status).toBe(400);
    expect(reopened.body.detail).toBe(CONFIRMATION_LINK_INVALID);
    expect((await post('/api/auth/check-user-exists', { email: 'robin@acme.example' })).body).toEqual({
      exists: true,
      isActive: true,
      firstName: 'Robin',
    });
  });

  it('completes and edits the profile with the spec rules; empty optional fields become null', async () => {
    const agent = await portal.agent();
    await post(
      '/api/auth/register',
      { email: 'robin2@acme.example', password: 'a long passphrase' },
      agent,
    ).then((r) => expect(r.status).toBe(403));
    crm.contacts.push(contact('robin2@acme.example'));
    const registered = await registerThroughMail(agent, smtp, {
      email: 'robin2@acme.example',
      password: 'a long passphrase',
    });
    expect(registered.status).toBe(201);

    const bad = await agent
      .put('/api/profile')
      .send({ firstName: ' ', lastName: '', birthday: '31-02', mobile: 'call me' })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name and last name are required.' },
        { field: 'birthday', message: 'Birthday must be a day that exists, in DD-MM format (e.g., 25-12).' },
        { field: 'mobile', message: 'Please enter a phone number: digits, spaces and + ( ) - . only.' },
      ]),
    );
    await agent
      .put('/api/profile')
      .send({
        email: 'someone-else@acme.example',
        firstName: 'Robin',
        lastName: 'Rivera',
        mobile: '',
        birthday: '5-3',
        jobTitle: '',
      })
      .expect(204);
    const profile = (await agent.get('/api/profile').expect(200)).body;
    expect(profile).toMatchObject({
      email: 'robin2@acme.example',
      firstName: 'Robin',
      birthday: '5-3',
      // Cleared by the user: their entry wins over the CRM's number.
      mobile: null,
      profileCompleted: true,
    });
    expect((await agent.get('/api/session').expect(200)).body.user.profileCompleted).toBe(true);
  });

  it('makes the account of a registration cut off between its credentials and its events at its first sign-in', async () => {
    // What a process killed in the middle of registerAccount leaves: credentials, no account.
    const email = 'cut.off@acme.example';
    crm.contacts.push(contact(email, { firstName: 'Cameron' }));
    const passwordHash = await hashPassword('a long passphrase');
    await insertCredentials(portal.pool, { id: randomUUID(), email, passwordHash });
    expect((await post('/api/auth/register', { email, password: 'another passphrase' })).status).toBe(409);

    const agent = await portal.agent();
    const signedIn = await post('/api/auth/login', { email, password: 'a long passphrase' }, agent);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      email,
      profileCompleted: false,
      applications: ['General', 'Zoho People'],
    });
    expect((await agent.get('/api/profile').expect(200)).body).toMatchObject({
      firstName: 'Cameron',
      companyName: 'Acme Corporation',
    });
    await agent
      .put('/api/profile')
      .send({ firstName: 'Cameron', lastName: 'Cole', mobile: '', birthday: '', jobTitle: '' })
      .expect(204);
    expect((await agent.get('/api/session').expect(200)).body.user.profileCompleted).toBe(true);
    // Made once: signing in again changes nothing.
    await post('/api/auth/login', { email, password: 'a long passphrase' }).then((r) =>
      expect(r.status).toBe(200),
    );
    const { rows } = await portal.pool.query(
      "SELECT 1 FROM emt_messages WHERE message_type = 'AccountRegistered' AND message_data->>'email' = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
  });

  it('tells a deactivated contact so at the e-mail step', async () => {
    expect((await post('/api/auth/validate-email', { email: 'gone@acme.example' })).body).toEqual({
      valid: false,
      error: 'Your account has been deactivated. Please contact support.',
    });
  });

  it('refuses deactivated contacts at registration and sign-in', async () => {
    const refused = await post('/api/auth/register', {
      email: 'gone@acme.example',
      password: 'a long passphrase',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Your account has been deactivated. Please contact support.');
  });

  it('makes no account for an address whose mail the caller cannot read, nor with a password they chose, staff domain included', async () => {
    // Anyone may type an unused address on the provider's domain: that alone must not make staff.
    const agent = await portal.agent();
    const staff = 'not-yet-here@provider.example';
    const asked = await post('/api/auth/register', { email: staff, password: 'a long passphrase' }, agent);
    expect(asked.status).toBe(202);
    expect((await agent.get('/api/session').expect(200)).body).toEqual({ user: null });
    await agent.get('/api/admin/users').expect(401);
    expect((await post('/api/auth/check-user-exists', { email: staff })).body.exists).toBe(false);
    expect((await post('/api/auth/login', { email: staff, password: 'a long passphrase' })).status).toBe(401);
    // Only the mailed token confirms: a guessed or mangled one is refused, making nothing.
    for (const token of ['x'.repeat(43), 'short']) {
      const refused = await post(
        '/api/auth/confirm-registration',
        { token, password: 'a long passphrase' },
        agent,
      );
      expect(refused.status).toBe(400);
    }
    expect((await post('/api/auth/check-user-exists', { email: staff })).body.exists).toBe(false);

    // The owner of the address signs up too. Opening the link mailed for the other sign-up, with
    // their own password, makes nothing: that account would have the other person's password.
    const earlier = new Set(smtp.messages);
    const owner = await portal.agent();
    await post('/api/auth/register', { email: staff, password: 'the owners passphrase' }, owner);
    const theirs = await mailedToken(smtp, staff, 'confirm');
    const mine = await mailedToken(smtp, staff, 'confirm', earlier);
    expect(mine).not.toBe(theirs);
    const refused = await post(
      '/api/auth/confirm-registration',
      { token: theirs, password: 'the owners passphrase' },
      owner,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'password', message: CONFIRMATION_PASSWORD_WRONG }]);
    expect((await post('/api/auth/check-user-exists', { email: staff })).body.exists).toBe(false);
    // Their own link, with their password, makes the account: staff, as the address is.
    const confirmed = await post(
      '/api/auth/confirm-registration',
      { token: mine, password: 'the owners passphrase' },
      owner,
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user).toMatchObject({ email: staff, isAdmin: true });
    // And the other sign-up's link opens nothing any more.
    const spent = await post('/api/auth/confirm-registration', {
      token: theirs,
      password: 'a long passphrase',
    });
    expect(spent.status).toBe(400);
    expect(spent.body.detail).toBe(CONFIRMATION_LINK_INVALID);
  });
});

describe('forgotten password', () => {
  it('mails a single-use link that resets the password and ends every session', async () => {
    const oldSession = await portal.agent();
    const registered = await registerThroughMail(oldSession, smtp, {
      email: 'reset@acme.example',
      password: 'the old passphrase',
    });
    expect(registered.status).toBe(201);
    await oldSession.get('/api/session').expect(200);

    expect((await post('/api/auth/forgot-password', { email: 'reset@acme.example' })).body).toEqual({
      success: true,
    });
    const mail = await smtp.waitForMessage(
      (m) => sentTo(m, 'reset@acme.example') && m.subject === 'Reset your Zoho Zen Learning Portal password',
      5000,
    );
    const link = /(http:\/\/[^\s]+\/auth\?token=[^\s&]+&mode=reset)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain('Reese');
    const token = new URL(link!).searchParams.get('token')!;

    const { rows } = await portal.pool.query<{ token_hash: Buffer }>(
      'SELECT token_hash FROM password_resets',
    );
    expect(rows.some((r) => r.token_hash.toString('utf8').includes(token))).toBe(false);

    expect(
      (await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' })).body,
    ).toEqual({
      success: true,
    });
    await oldSession.get('/api/session').expect(200, { user: null });
    const reused = await post('/api/auth/reset-password', { token, password: 'yet another passphrase' });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe(RESET_LINK_INVALID);
    await post('/api/auth/login', { email: 'reset@acme.example', password: 'the old passphrase' }).then((r) =>
      expect(r.status).toBe(401),
    );
    await post('/api/auth/login', { email: 'reset@acme.example', password: 'a brand new passphrase' }).then(
      (r) => expect(r.status).toBe(200),
    );
  });

  it('answers the same for unknown accounts and sends them nothing; expired links do not work', async () => {
    const before = smtp.messages.length;
    expect((await post('/api/auth/forgot-password', { email: 'nobody@acme.example' })).body).toEqual({
      success: true,
    });
    expect((await post('/api/auth/forgot-password', { email: TEST_CUSTOMER })).body).toEqual({
      success: true,
    });
    const mail = await smtp.waitForMessage((m) => sentTo(m, TEST_CUSTOMER), 5000);
    expect(smtp.messages.length).toBe(before + 1);
    const token = new URL(/(http:\/\/\S+)/.exec(mail.text ?? '')![1]!).searchParams.get('token')!;
    await portal.pool.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    const expired = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(RESET_LINK_INVALID);
  });

  it('mails links to the portal, never to the host a request names', async () => {
    const prior = new Set(smtp.messages);
    // Without PORTAL_PUBLIC_ORIGIN a link could only come from the Host header, which is the
    // caller's to write: a request naming another site mails nothing. (The route answers after
    // its mail is sent, so such a mail would arrive before the next request's.)
    const forged = await (
      await portal.agent()
    )
      .post('/api/auth/forgot-password')
      .set('Host', 'evil.example')
      .send({ email: TEST_CUSTOMER });
    expect(forged.body).toEqual({ success: true });
    expect((await post('/api/auth/forgot-password', { email: TEST_CUSTOMER })).body).toEqual({
      success: true,
    });
    await smtp.waitForMessage((m) => !prior.has(m) && sentTo(m, TEST_CUSTOMER), 5000);
    const links = smtp.messages
      .filter((m) => !prior.has(m))
      .map((m) => new URL(/(http:\/\/\S+)/.exec(m.text ?? '')![1]!).origin);
    expect(links).toEqual([new URL(portal.url).origin]);
  });

  it('rate limits password resets per address', async () => {
    const agent = await portal.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'whatever123' }, agent))
          .status,
      );
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await post(
      '/api/auth/reset-password',
      { token: 'x'.repeat(43), password: 'whatever123' },
      agent,
    );
    expect(limited.body.detail).toMatch(/Too many password resets\. Please wait 15 minutes/);
  });
});

describe('sign-in attempts', () => {
  it('are limited per address and account, with a clear message, leaving other accounts alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post('/api/auth/login', { email: 'robin@acme.example', password: `guess ${i}` })).status,
      );
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const limited = await post('/api/auth/login', {
      email: 'robin@acme.example',
      password: 'a long passphrase',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect((await post('/api/auth/login', { email: TEST_CUSTOMER, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it('count only failures: a person signing in on several devices is never locked out', async () => {
    // The account allows 4 attempts per window here: six sign-ins on six devices all succeed.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post('/api/auth/login', { email: TEST_CUSTOMER, password: TEST_PASSWORD })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const mistyped = await post('/api/auth/login', { email: TEST_CUSTOMER, password: `${TEST_PASSWORD}!` });
    expect(mistyped.status).toBe(401);
  });
});

describe('session status', () => {
  it('says valid only for a live server session, whatever the body claims', async () => {
    const anonymous = await portal.agent();
    expect(
      (await post('/api/auth/check-user-status', { sessionToken: 'forged', email: TEST_CUSTOMER }, anonymous))
        .body,
    ).toEqual({
      valid: false,
      error: 'Session expired',
    });
    const customer = await portal.agent(TEST_CUSTOMER);
    expect((await post('/api/auth/check-user-status', {}, customer)).body).toEqual({ valid: true });
  });
});

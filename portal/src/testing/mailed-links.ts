import type { ParsedMail } from 'mailparser';
import type supertest from 'supertest';
import type { TestSmtpServer } from '@zen/platform/mail/testing/smtp-test-server';

type Agent = ReturnType<typeof supertest.agent>;

const sentTo = (mail: ParsedMail, address: string): boolean =>
  [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address));

/** The portal link of this kind (`mode=reset`, `mode=confirm`) in a mail's plain part. */
const linkOf = (mail: ParsedMail, mode: 'reset' | 'confirm'): URL | undefined => {
  const found = /(https?:\/\/\S+\/auth\?\S+)/.exec(mail.text ?? '')?.[1];
  const url = found ? new URL(found) : undefined;
  return url?.searchParams.get('mode') === mode ? url : undefined;
};

/**
 * The token of the first link of this kind mailed to the address and not among `earlier` (the
 * messages before the request that sent it), waiting for it to arrive.
 */
export const mailedToken = async (
  smtp: TestSmtpServer,
  address: string,
  mode: 'reset' | 'confirm',
  earlier: ReadonlySet<ParsedMail> = new Set(),
): Promise<string> => {
  const mail = await smtp.waitForMessage(
    (m) => !earlier.has(m) && sentTo(m, address) && linkOf(m, mode) !== undefined,
    5000,
  );
  return linkOf(mail, mode)!.searchParams.get('token')!;
};

/**
 * Registers as a person does: Create Password (register), then the link mailed to confirm the
 * address (confirm-registration), on the same agent, which is then signed in. Answers the
 * confirmation's response, or register's when it refused (then nothing is mailed).
 */
export const registerThroughMail = async (
  agent: Agent,
  smtp: TestSmtpServer,
  account: { email: string; password: string },
): Promise<supertest.Response> => {
  const earlier = new Set(smtp.messages);
  const asked = await agent.post('/api/auth/register').send(account);
  if (asked.status !== 202) return asked;
  const token = await mailedToken(smtp, account.email, 'confirm', earlier);
  return agent.post('/api/auth/confirm-registration').send({ token, password: account.password });
};

import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addCustomer, supportContact } from './testing/learner.ts';
import { startTestPortal, type TestPortal } from './testing/index.ts';

/**
 * A deployment with a live-chat widget (LIVE_CHAT_WIDGET_URL, spec §2 Instant Chat): only a
 * customer with the priority support package is handed it, and the Content-Security-Policy lets
 * the customer app load it. The browser side is learner-support.e2e's.
 */
const WIDGET = 'https://salesiq.zohopublic.eu/widget?wc=siq0123456789';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ env: { LIVE_CHAT_WIDGET_URL: WIDGET } });
});
afterAll(async () => {
  await portal?.close();
});

const customerWith = async (email: string, instantChatSupport: boolean) =>
  (await addCustomer(portal, email, supportContact(email, instantChatSupport))).agent;

it('hands the widget to a customer with Instant Chat, and to no one else', async () => {
  const priority = await customerWith('pat.priority@globex.example', true);
  const basic = await customerWith('bo.basic@globex.example', false);
  const access = async (agent: typeof priority) =>
    (await agent.get('/api/customer/service-access').expect(200)).body as Record<string, unknown>;
  expect(await access(priority)).toMatchObject({ instantChatSupport: true, liveChatWidgetUrl: WIDGET });
  expect(await access(basic)).toMatchObject({ instantChatSupport: false, liveChatWidgetUrl: null });
  await supertest(portal.url).get('/api/customer/service-access').expect(401);
});

it("lets the customer app load the widget and its chat: SalesIQ's script, window and socket", async () => {
  const response = await supertest(portal.url).get('/').set('Accept', 'text/html').expect(200);
  const policy = new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  for (const directive of ['script-src', 'connect-src', 'frame-src', 'style-src']) {
    expect(policy.get(directive)).toContain('https://salesiq.zohopublic.eu');
    expect(policy.get(directive)).toContain('https://*.zohostatic.com');
  }
  expect(policy.get('connect-src')).toContain('wss://*.zohopublic.eu');
  // Still no inline scripts: the widget is loaded from its own address.
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addCustomer, supportContact } from '@zen/portal/testing/learner';
import { gone, shown } from './auth-screen.ts';
import { isFocused, portalAndBrowser } from './browser.ts';
import { PHONE, signedInDashboard } from './learner-screen.ts';

/**
 * Instant Chat with a live-chat widget (spec §2: "opens a live-chat widget"; "the live-chat float
 * button is hidden by default"). A local server answers as Zoho SalesIQ's widget script does by
 * its documented API: it calls the page's `$zoho.salesiq.ready` once loaded, and offers
 * `floatbutton.visible` and `floatwindow.visible`. Its float button and chat window are plain
 * elements the test can see.
 */
const WIDGET_SCRIPT = `(() => {
  const salesiq = window.$zoho.salesiq;
  const button = Object.assign(document.createElement('button'), { textContent: 'Chat with us' });
  const chat = document.createElement('section');
  chat.setAttribute('aria-label', 'SalesIQ chat window');
  chat.textContent = 'Hello! How can we help you today?';
  chat.hidden = true;
  document.body.append(button, chat);
  salesiq.floatbutton = { visible: (state) => { button.hidden = state === 'hide'; } };
  salesiq.floatwindow = { visible: (state) => { chat.hidden = state !== 'show'; } };
  setTimeout(() => salesiq.ready(), 50);
})();`;

let widget: Server;
let widgetUrl = '';
let requests = 0;
let answering = true;

const PRIORITY = 'pat.priority@globex.example';

beforeAll(async () => {
  widget = createServer((req, res) => {
    requests += 1;
    if (!answering || !req.url?.startsWith('/widget?wc=')) return void res.writeHead(503).end();
    res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(WIDGET_SCRIPT);
  });
  await new Promise<void>((resolve) => widget.listen(0, '127.0.0.1', resolve));
  widgetUrl = `http://127.0.0.1:${(widget.address() as AddressInfo).port}/widget?wc=siqtest`;
}, 10_000);
afterAll(async () => {
  await new Promise((resolve) => widget?.close(resolve));
});

// Registered after the widget's hooks, so the portal starts knowing where the widget is.
const env = portalAndBrowser(() => ({ env: { LIVE_CHAT_WIDGET_URL: widgetUrl } }));

it('opens the chat window in the page, loading the widget only when asked, and says so when it cannot', async () => {
  await addCustomer(env.portal, PRIORITY, supportContact(PRIORITY, true), ['Pat', 'Priority']);
  const { context, page } = await signedInDashboard(env.browser, env.portal, PRIORITY, { viewport: PHONE });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.getByRole('button', { name: 'Log Support Ticket' }).click();
  const panel = page.getByRole('region', { name: 'Log Support Ticket' });
  const chat = panel.getByRole('button', { name: 'Instant Chat', exact: true });
  await shown(chat, 'Instant Chat as a button that opens the chat');
  // Nobody downloads the widget before they ask for it.
  expect(requests).toBe(0);

  // The widget cannot be reached: the customer is told, and nothing is left half-loaded.
  answering = false;
  await chat.click();
  await shown(panel.getByRole('alert'), 'the failure');
  expect(await panel.getByRole('alert').textContent()).toContain('The chat could not be opened.');
  expect(await page.locator('script#zsiqscript').count()).toBe(0);

  // It can be reached again: the next click opens the chat window, with SalesIQ's own button hidden.
  answering = true;
  await chat.click();
  const chatWindow = page.getByRole('region', { name: 'SalesIQ chat window' });
  await shown(chatWindow, 'the chat window');
  await gone(panel.getByRole('alert'), 'the failure to clear');
  await gone(page.getByRole('button', { name: 'Chat with us' }), "the widget's float button");
  expect(await chat.evaluate(isFocused)).toBe(true);
  expect(requests).toBe(2);

  // Closed and asked for again: the same widget opens it, without loading it a second time.
  await page.evaluate(() => {
    const { $zoho } = globalThis as unknown as {
      $zoho: { salesiq: { floatwindow: { visible: (state: string) => void } } };
    };
    $zoho.salesiq.floatwindow.visible('hide');
  });
  await gone(chatWindow, 'the chat window closed');
  await chat.click();
  await shown(chatWindow, 'the chat window again');
  expect(requests).toBe(2);
  expect(await page.locator('script#zsiqscript').count()).toBe(1);
  expect(refused).toEqual([]);
  await context.close();
});

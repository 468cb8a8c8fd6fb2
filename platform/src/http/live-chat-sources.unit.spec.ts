import { expect, it } from 'vitest';
import { liveChatSources } from './live-chat-sources.ts';

it('allows nothing more without a widget', () => {
  expect(liveChatSources(undefined)).toEqual({ http: [], socket: [] });
});

it("allows a SalesIQ widget its data centre's domains and Zoho's static ones", () => {
  expect(liveChatSources('https://salesiq.zohopublic.com/widget?wc=siq1')).toEqual({
    http: [
      'https://salesiq.zohopublic.com',
      'https://*.zohopublic.com',
      'https://*.zohostatic.com',
      'https://*.zohocdn.com',
    ],
    socket: ['wss://*.zohopublic.com'],
  });
  expect(liveChatSources('https://salesiq.zohopublic.com.au/widget?wc=siq1').socket).toEqual([
    'wss://*.zohopublic.com.au',
  ]);
});

it('allows another widget its own origin only', () => {
  expect(liveChatSources('http://127.0.0.1:4321/widget.js?wc=test')).toEqual({
    http: ['http://127.0.0.1:4321'],
    socket: [],
  });
});

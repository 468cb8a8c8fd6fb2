/**
 * What the Content-Security-Policy must let a live-chat widget load (LIVE_CHAT_WIDGET_URL): its
 * own origin, and for Zoho SalesIQ the domains its script fetches the chat window from: the
 * data centre's zohopublic domain (pages and the WebSocket that carries messages) and Zoho's
 * static and CDN domains (scripts, styles, fonts). This list is read from SalesIQ's embed code,
 * not from a live widget (none is reachable from the machines the portal is built on); if a
 * browser console reports a refused SalesIQ address, it belongs here.
 */
export type LiveChatSources = { http: string[]; socket: string[] };

const NONE: LiveChatSources = { http: [], socket: [] };

export const liveChatSources = (widgetUrl: string | undefined): LiveChatSources => {
  if (!widgetUrl) return NONE;
  const { origin, hostname } = new URL(widgetUrl);
  // salesiq.zohopublic.com, .eu, .in, .com.au, .jp, .ca, .sa …: one data centre's domain.
  const zoho = /(?:^|\.)zohopublic\.([a-z.]+)$/.exec(hostname);
  if (!zoho) return { http: [origin], socket: [] };
  const dataCentre = zoho[1];
  return {
    http: [
      origin,
      `https://*.zohopublic.${dataCentre}`,
      `https://*.zohostatic.${dataCentre}`,
      'https://*.zohostatic.com',
      'https://*.zohocdn.com',
    ].filter((source, index, all) => all.indexOf(source) === index),
    socket: [`wss://*.zohopublic.${dataCentre}`],
  };
};

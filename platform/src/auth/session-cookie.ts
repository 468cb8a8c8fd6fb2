import { createHmac, timingSafeEqual } from 'node:crypto';

/** The first cookie called `name` in a Cookie header, decoded as express-session's parser does. */
const cookieValue = (header: string, name: string): string | undefined => {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
};

/**
 * The session id in a request's signed session cookie, checked as express-session checks it
 * (`s:` + id + '.' + base64 HMAC-SHA256 of the id without padding); undefined when the cookie is
 * missing or its signature is not ours.
 */
export const signedSessionId = (
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | undefined => {
  const raw = cookieHeader ? cookieValue(cookieHeader, name) : undefined;
  if (!raw?.startsWith('s:')) return undefined;
  const dot = raw.lastIndexOf('.');
  if (dot <= 2) return undefined;
  const id = raw.slice(2, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
};

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

/** The id in a signed cookie value, or undefined when the value is not signed with `secret`. */
const verifiedId = (raw: string, secret: string): string | undefined => {
  if (!raw.startsWith('s:')) return undefined;
  const dot = raw.lastIndexOf('.');
  if (dot <= 2) return undefined;
  const id = raw.slice(2, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, ''));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
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
  return raw === undefined ? undefined : verifiedId(raw, secret);
};

/** About every session one replica serves at a time; past it, the remembered values start over. */
const REMEMBERED_VALUES = 10_000;

/**
 * `signedSessionId` for one cookie name and secret, remembering the values whose signature it
 * has checked: a signed-in browser sends the same value with every request, and the HMAC was a
 * tenth of the CPU of a request answered from memory. Only values that passed are remembered, so
 * a forged one is checked every time. Whether the session still exists is not a property of the
 * value: the caller asks the session store each time, as before.
 */
export const signedSessionIdReader = (
  name: string,
  secret: string,
): ((cookieHeader: string | undefined) => string | undefined) => {
  const checked = new Map<string, string>();
  return (cookieHeader) => {
    const raw = cookieHeader ? cookieValue(cookieHeader, name) : undefined;
    if (raw === undefined) return undefined;
    const known = checked.get(raw);
    if (known !== undefined) return known;
    const id = verifiedId(raw, secret);
    if (id === undefined) return undefined;
    if (checked.size >= REMEMBERED_VALUES) checked.clear();
    checked.set(raw, id);
    return id;
  };
};

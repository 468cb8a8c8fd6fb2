import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedSessionId } from './session-cookie.ts';

const SECRET = 'a-test-secret-of-some-length';
/** A cookie value as express-session writes it: 's:' + id + '.' + unpadded base64 HMAC-SHA256. */
const signed = (id: string, secret = SECRET) =>
  `s:${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`;

describe('signedSessionId', () => {
  it('reads the id of a cookie signed with our secret, encoded as browsers send it', () => {
    const value = signed('k3Jd9_abc-XYZ');
    expect(signedSessionId(`zen.sid=${encodeURIComponent(value)}`, 'zen.sid', SECRET)).toBe('k3Jd9_abc-XYZ');
    expect(signedSessionId(`theme=dark; zen.sid=${value}; other=1`, 'zen.sid', SECRET)).toBe('k3Jd9_abc-XYZ');
    expect(signedSessionId(`zen.sid="${value}"`, 'zen.sid', SECRET)).toBe('k3Jd9_abc-XYZ');
  });

  it('takes the first cookie of the name, as express-session does', () => {
    const header = `zen.sid=${signed('first')}; zen.sid=${signed('second')}`;
    expect(signedSessionId(header, 'zen.sid', SECRET)).toBe('first');
  });

  it('refuses a forged, altered, unsigned or foreign cookie', () => {
    const value = signed('victim');
    expect(
      signedSessionId(`zen.sid=${signed('victim', 'another secret')}`, 'zen.sid', SECRET),
    ).toBeUndefined();
    expect(
      signedSessionId(`zen.sid=${value.replace('victim', 'victin')}`, 'zen.sid', SECRET),
    ).toBeUndefined();
    expect(signedSessionId(`zen.sid=${value.slice(0, -1)}`, 'zen.sid', SECRET)).toBeUndefined();
    expect(signedSessionId('zen.sid=victim', 'zen.sid', SECRET)).toBeUndefined();
    expect(signedSessionId('zen.sid=s:victim', 'zen.sid', SECRET)).toBeUndefined();
    expect(signedSessionId(`other.sid=${value}`, 'zen.sid', SECRET)).toBeUndefined();
    expect(signedSessionId(undefined, 'zen.sid', SECRET)).toBeUndefined();
  });

  it('answers undefined, never throws, for malformed headers', () => {
    for (const header of [
      '',
      ';;;',
      'zen.sid',
      'zen.sid=',
      'zen.sid=%E0%A4%A',
      'zen.sid=s:.é',
      'zen.sid=s:x.ééééé',
    ]) {
      expect(signedSessionId(header, 'zen.sid', SECRET), header).toBeUndefined();
    }
  });
});

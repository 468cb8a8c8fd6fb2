import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedSessionId, signedSessionIdReader } from './session-cookie.ts';

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

describe('signedSessionIdReader', () => {
  it('reads what signedSessionId reads, however often the same cookie comes back', () => {
    const read = signedSessionIdReader('zen.sid', SECRET);
    const value = signed('k3Jd9_abc-XYZ');
    for (const header of [`zen.sid=${value}`, `theme=dark; zen.sid=${value}`, `zen.sid=${value}`]) {
      expect(read(header)).toBe('k3Jd9_abc-XYZ');
    }
    expect(read(`zen.sid=${signed('another')}`)).toBe('another');
    expect(read(undefined)).toBeUndefined();
  });

  it('refuses a forged cookie every time, before and after its genuine twin was read', () => {
    const read = signedSessionIdReader('zen.sid', SECRET);
    const forged = `zen.sid=${signed('victim', 'another secret')}`;
    expect(read(forged)).toBeUndefined();
    expect(read(forged)).toBeUndefined();
    expect(read(`zen.sid=${signed('victim')}`)).toBe('victim');
    expect(read(forged)).toBeUndefined();
    expect(read(`zen.sid=${signed('victim').slice(0, -1)}`)).toBeUndefined();
  });

  it('keeps answering correctly once more cookies than it remembers have been read', () => {
    const read = signedSessionIdReader('zen.sid', SECRET);
    const first = `zen.sid=${signed('first')}`;
    expect(read(first)).toBe('first');
    for (let index = 0; index < 10_001; index += 1) {
      expect(read(`zen.sid=${signed(`id-${index}`)}`)).toBe(`id-${index}`);
    }
    expect(read(first)).toBe('first');
    expect(read(`zen.sid=${signed('first', 'another secret')}`)).toBeUndefined();
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenKeyFrom } from './token-crypto.ts';

const TOKEN = '1000.3f1a9c0d2b7e4f6a8c9d0e1f2a3b4c5d.6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b';
const SECRET = 'a-session-secret-that-is-long-enough-for-the-portal';

/** Flips one bit of one base64url part of a `v1:` text and re-encodes it. */
const tamper = (text: string, part: 1 | 2 | 3): string => {
  const parts = text.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
};

describe('CRM token encryption', () => {
  const cipher = createTokenCipher(tokenKeyFrom({ sessionSecret: SECRET }));

  it('round-trips a token and never stores it in the clear', () => {
    const text = cipher.encrypt(TOKEN, 'refresh');
    expect(text).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(Buffer.from(TOKEN).toString('base64url'));
    expect(cipher.decrypt(text, 'refresh')).toBe(TOKEN);
  });

  it('uses a fresh IV each time, so equal tokens do not look equal', () => {
    expect(cipher.encrypt(TOKEN)).not.toBe(cipher.encrypt(TOKEN));
  });

  it.each([1, 2, 3] as const)('detects tampering with part %i (iv, tag, ciphertext)', (part) => {
    const text = cipher.encrypt(TOKEN);
    expect(() => cipher.decrypt(tamper(text, part))).toThrow(/cannot be decrypted/);
  });

  it('refuses a value moved to another column (context is authenticated)', () => {
    const text = cipher.encrypt(TOKEN, 'crm_tokens.access_token');
    expect(() => cipher.decrypt(text, 'crm_tokens.refresh_token')).toThrow(/cannot be decrypted/);
  });

  it('refuses unknown formats and versions', () => {
    const text = cipher.encrypt(TOKEN);
    expect(() => cipher.decrypt(text.replace(/^v1:/, 'v2:'))).toThrow(/cannot be decrypted/);
    expect(() => cipher.decrypt(TOKEN)).toThrow(/cannot be decrypted/);
    expect(() => cipher.decrypt(`${text}:extra`)).toThrow(/cannot be decrypted/);
  });

  it('fails with another key: another session secret or an explicit CRM_TOKEN_KEY', () => {
    const text = cipher.encrypt(TOKEN);
    const otherSecret = createTokenCipher(tokenKeyFrom({ sessionSecret: `${SECRET}!` }));
    expect(() => otherSecret.decrypt(text)).toThrow(/cannot be decrypted/);
    const explicit = createTokenCipher(
      tokenKeyFrom({ CRM_TOKEN_KEY: randomBytes(32).toString('base64'), sessionSecret: SECRET }),
    );
    expect(() => explicit.decrypt(text)).toThrow(/cannot be decrypted/);
  });

  it('prefers CRM_TOKEN_KEY over the session secret and derives the same key every time', () => {
    const key = randomBytes(32);
    expect(tokenKeyFrom({ CRM_TOKEN_KEY: key.toString('base64'), sessionSecret: SECRET })).toEqual(key);
    expect(tokenKeyFrom({ CRM_TOKEN_KEY: key.toString('base64url') })).toEqual(key);
    expect(tokenKeyFrom({ sessionSecret: SECRET })).toEqual(tokenKeyFrom({ sessionSecret: SECRET }));
    // The derived key is not the secret itself (HKDF, not a copy or a truncation).
    expect(tokenKeyFrom({ sessionSecret: SECRET }).toString('utf8')).not.toContain(SECRET.slice(0, 16));
  });

  it('names the setting, never its value, when the key is unusable', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => tokenKeyFrom({ CRM_TOKEN_KEY: short })).toThrow(/CRM_TOKEN_KEY must be 32 bytes/);
    try {
      tokenKeyFrom({ CRM_TOKEN_KEY: short });
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
    expect(() => tokenKeyFrom({})).toThrow(/set CRM_TOKEN_KEY/);
  });
});

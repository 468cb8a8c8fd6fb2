import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the CRM's OAuth tokens (issue 3: "encrypted at rest, never in events or
 * logs"). AES-256-GCM authenticates as well as hides: a row edited in the database, or encrypted
 * under another key, fails to decrypt instead of yielding a wrong token.
 *
 * Text format: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. The version prefix lets a later
 * algorithm or key rotation read old rows and rewrite them.
 */
export type TokenCipher = {
  /** `context` is bound to the ciphertext (GCM additional data): a value moved to another column fails. */
  encrypt(plaintext: string, context?: string): string;
  /** Throws when the text was tampered with, was made with another key, or is not in a known format. */
  decrypt(text: string, context?: string): string;
};

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12; // GCM's recommended nonce size; random per encryption.
const TAG_BYTES = 16;
// Fixed labels for HKDF: they make the derived key specific to this use, so the session secret's
// other uses (cookie signatures) and this key never coincide.
const HKDF_SALT = 'zen-learning-portal';
const HKDF_INFO = 'zen-portal/crm-token-encryption/v1';

export type TokenKeySource = {
  /** 32 bytes, base64 (standard or url-safe). */
  CRM_TOKEN_KEY?: string | undefined;
  /** The session secret in use: CRM_TOKEN_KEY falls back to a key derived from it. */
  sessionSecret?: string | undefined;
};

/**
 * The 32-byte key: CRM_TOKEN_KEY when set, else HKDF-SHA256 of the session secret. Errors name the
 * setting, never its value.
 */
export const tokenKeyFrom = ({ CRM_TOKEN_KEY, sessionSecret }: TokenKeySource): Buffer => {
  if (CRM_TOKEN_KEY) {
    const key = Buffer.from(CRM_TOKEN_KEY.trim(), 'base64');
    if (key.length !== KEY_BYTES) {
      throw new Error(
        `CRM_TOKEN_KEY must be ${KEY_BYTES} bytes, base64-encoded (e.g. openssl rand -base64 32)`,
      );
    }
    return key;
  }
  if (!sessionSecret) {
    throw new Error('CRM tokens cannot be encrypted: set CRM_TOKEN_KEY (or SESSION_SECRET)');
  }
  return Buffer.from(hkdfSync('sha256', sessionSecret, HKDF_SALT, HKDF_INFO, KEY_BYTES));
};

/** A stored token that does not decrypt: another key, altered data, or an unknown format. */
export class TokenDecryptionError extends Error {
  override readonly name = 'TokenDecryptionError';
  constructor() {
    super('The stored CRM token cannot be decrypted (wrong key or altered data)');
  }
}

export const createTokenCipher = (key: Buffer): TokenCipher => {
  if (key.length !== KEY_BYTES) throw new Error(`The token key must be ${KEY_BYTES} bytes`);
  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    decrypt(text, context = '') {
      const [version, iv, tag, ciphertext, ...rest] = text.split(':');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        ciphertext === undefined ||
        rest.length
      ) {
        throw new TokenDecryptionError();
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new TokenDecryptionError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // OpenSSL's message ("Unsupported state or unable to authenticate data") says nothing useful.
        throw new TokenDecryptionError();
      }
    },
  };
};

import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of mailed links (password reset, registration confirmation): 32 random bytes as
 * base64url in the link, and only their SHA-256 kept, so a copy of the database opens nothing.
 */
export const newLinkToken = (): { token: string; hash: Buffer } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
};

export const hashLinkToken = (token: string): Buffer => createHash('sha256').update(token).digest();

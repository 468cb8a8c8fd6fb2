import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@zen/platform';

/**
 * The session signing secret: SESSION_SECRET when set (required in production); otherwise one
 * generated on first start and kept in the data directory, so sign-ins survive a restart.
 */
export const sessionSecret = (config: Config): string => {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.PORTAL_DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, passwordChecks, verifyPassword } from './passwords.ts';

/** The argon2 parameters a hash was made with: its PHC string up to the salt. */
const parametersOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('passwords', () => {
  it('hash with argon2id at the OWASP minimum (19 MiB, 2 passes) and verify only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(parametersOf(hash)).toBe('$argon2id$v=19$m=19456,t=2,p=1');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery!')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('have a decoy made like a real hash, so an unknown account costs what a known one does', async () => {
    const decoy = await decoyHash();
    expect(parametersOf(decoy)).toBe(parametersOf(await hashPassword('any password')));
    expect(await decoyHash()).toBe(decoy);
    const before = passwordChecks();
    expect(await verifyPassword(decoy, 'any password')).toBe(false);
    expect(passwordChecks() - before).toBe(1);
  });
});

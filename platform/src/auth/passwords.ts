import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes); the library's default variant.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let checks = 0;
/**
 * How many passwords this process has checked against a hash. Every sign-in attempt checks one,
 * whether or not the account exists (see `decoyHash`): what the tests count, where a timing would
 * only be a figure.
 */
export const passwordChecks = (): number => checks;

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  checks += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * A valid hash of a random secret, verified against when an account does not exist, so that
 * "no such account" and "wrong password" take the same time.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(crypto.randomUUID()));

import type { Request, RequestHandler } from 'express';
import rateLimit, { ipKeyGenerator, type RateLimitInfo } from 'express-rate-limit';
import { MAX_EMAIL_LENGTH } from '@zen/contracts';
import { HttpProblem, type Pool } from '@zen/platform';
import { PostgresRateLimitStore } from './rate-limit-store.ts';

/**
 * How many requests each sign-in path allows per window, counted twice: per address (one client
 * trying many accounts) and per account (many clients trying one account).
 */
export type RateLimits = {
  /** Sign-in attempts, per 15 minutes. */
  loginPerAccount: number;
  loginPerAddress: number;
  /** E-mail checks (validate, exists, verify), per 15 minutes. */
  emailChecksPerAccount: number;
  emailChecksPerAddress: number;
  /** Registrations and reset-link requests, per hour. */
  accountChangesPerAccount: number;
  accountChangesPerAddress: number;
  /** Password resets from a link (no account is named), per 15 minutes. */
  resetsPerAddress: number;
  /** Registration confirmations from a link (no account is named), per 15 minutes. */
  confirmationsPerAddress: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: 10,
  loginPerAddress: 50,
  emailChecksPerAccount: 20,
  emailChecksPerAddress: 60,
  accountChangesPerAccount: 5,
  accountChangesPerAddress: 20,
  resetsPerAddress: 10,
  confirmationsPerAddress: 20,
};

/**
 * The account a request names: its body's e-mail, as the contracts read it. Anything that cannot
 * be an address (not a string, empty, or longer than any address) names no account: the request's
 * contract refuses it with a 400 after the per-address limit, and it is not made a key (an object
 * would throw in `String()`, and a long string is too large for the store's primary key).
 */
const accountOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const account = email.trim().toLowerCase();
  return account.length > 0 && account.length <= MAX_EMAIL_LENGTH ? account : undefined;
};

/**
 * How long until the window ends, in whole minutes as Retry-After rounds them up: a client limited
 * 14 minutes into its window waits one minute, not the window's fifteen.
 */
const waitOf = (req: Request, windowMinutes: number): string => {
  const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
  const minutes = resetTime
    ? Math.min(windowMinutes, Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 60_000)))
    : windowMinutes;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * A limiter with the portal's answer: 429 problem+json saying how long to wait. Keyed by the
 * client's address, or by the account (the e-mail in the body) whatever address it comes from.
 * Counted in PostgreSQL, so the limit holds across command-service replicas.
 */
export const limiter = (options: {
  pool: Pool;
  limit: number;
  windowMinutes: number;
  by: 'address' | 'account';
  what: string;
  /**
   * Count only requests that fail (status 400 and above). The sign-in limit is against guessing
   * passwords: counting successful sign-ins too would lock out a person who signs in on several
   * devices, and a whole office signing in from behind one address.
   */
  failuresOnly?: boolean;
}): RequestHandler =>
  rateLimit({
    windowMs: options.windowMinutes * 60 * 1000,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new PostgresRateLimitStore(options.pool, `${options.what}:`),
    keyGenerator: (req) =>
      options.by === 'address'
        ? `address:${ipKeyGenerator(req.ip ?? '')}`
        : `account:${accountOf(req.body) ?? ''}`,
    skip: (req) => options.by === 'account' && accountOf(req.body) === undefined,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    handler: (req, _res, next) =>
      next(
        new HttpProblem(
          429,
          `Too many ${options.what}`,
          `Too many ${options.what}. Please wait ${waitOf(req, options.windowMinutes)} and try again.`,
        ),
      ),
  });

/** Both limits of one path: per address and per account. */
export const limiters = (options: {
  pool: Pool;
  perAddress: number;
  perAccount: number;
  windowMinutes: number;
  what: string;
  failuresOnly?: boolean;
}): RequestHandler[] => [
  limiter({
    pool: options.pool,
    limit: options.perAddress,
    windowMinutes: options.windowMinutes,
    by: 'address',
    what: options.what,
    failuresOnly: options.failuresOnly,
  }),
  limiter({
    pool: options.pool,
    limit: options.perAccount,
    windowMinutes: options.windowMinutes,
    by: 'account',
    what: options.what,
    failuresOnly: options.failuresOnly,
  }),
];

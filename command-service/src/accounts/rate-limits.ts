import type { RequestHandler } from 'express';
import rateLimit, { ipKeyGenerator } from 'express-rate-limit';
import { HttpProblem } from '@zen/platform';

export type RateLimits = {
  /** Sign-in attempts per address and account, per 15 minutes. */
  login: number;
  /** E-mail checks (validate, exists, verify) per address, per 15 minutes. */
  emailChecks: number;
  /** Registrations and reset-link requests per address, per hour. */
  accountChanges: number;
  /** Password resets per address, per 15 minutes. */
  resets: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = { login: 10, emailChecks: 60, accountChanges: 10, resets: 10 };

const emailOf = (body: unknown): string =>
  String((body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * A limiter with the portal's answer: 429 problem+json saying how long to wait. `perAccount`
 * keys by address and e-mail together, so neither one attacker nor one victim's address is a
 * lever against everyone else.
 */
export const limiter = (options: {
  limit: number;
  windowMinutes: number;
  perAccount?: boolean;
  what: string;
}): RequestHandler =>
  rateLimit({
    windowMs: options.windowMinutes * 60 * 1000,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${options.perAccount ? emailOf(req.body) : ''}`,
    handler: (_req, _res, next) =>
      next(
        new HttpProblem(
          429,
          `Too many ${options.what}`,
          `Too many ${options.what}. Please wait ${options.windowMinutes} minutes and try again.`,
        ),
      ),
  });

import { Router, type Request } from 'express';
import rateLimit, { ipKeyGenerator } from 'express-rate-limit';
import { LoginRequestSchema, type LoginResponse } from '@zen/contracts';
import {
  decoyHash,
  findUserByEmail,
  HttpProblem,
  parseBody,
  toSessionUser,
  verifyPassword,
  type Pool,
} from '@zen/platform';

export type AuthDeps = {
  pool: Pool;
  adminDomain: string;
  /** Disable in tests that hammer login. */ loginLimit?: number;
};

const INVALID = new HttpProblem(401, 'Invalid email or password', 'Invalid email or password');

const logIn = (req: Request, user: Express.User) =>
  new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));

/**
 * Sign-in with e-mail and password (passport's local strategy semantics, verified here so the
 * same answer and the same argon2 cost apply to unknown accounts and wrong passwords).
 */
export const authRoutes = ({ pool, adminDomain, loginLimit = 10 }: AuthDeps): Router => {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: loginLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Per account and per address, so neither one attacker nor one victim's address is a lever.
    keyGenerator: (req) =>
      `${ipKeyGenerator(req.ip ?? '')}|${String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
    handler: (_req, _res, next) =>
      next(
        new HttpProblem(
          429,
          'Too many sign-in attempts',
          'Too many sign-in attempts. Please wait 15 minutes and try again.',
        ),
      ),
  });

  router.post('/api/auth/login', limiter, async (req, res) => {
    const { email, password } = parseBody(LoginRequestSchema, req);
    const row = await findUserByEmail(pool, email);
    const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
    if (!row || !row.password_hash || !ok) throw INVALID;
    if (!row.is_active) {
      throw new HttpProblem(
        403,
        'Account deactivated',
        'Your account has been deactivated. Please contact support.',
      );
    }
    const user = toSessionUser(row, adminDomain);
    // passport regenerates the session id here, which defeats session fixation.
    await logIn(req, user);
    const body: LoginResponse = { success: true, user };
    res.json(body);
  });

  router.post('/api/auth/logout', (req, res, next) => {
    req.logOut((error) => {
      if (error) return next(error);
      req.session.destroy(() => res.clearCookie('zen.sid').status(204).end());
    });
  });

  return router;
};

import { Router, type Request } from 'express';
import {
  CheckUserStatusRequestSchema,
  CRM_VALIDATION_UNAVAILABLE,
  EMAIL_NOT_VALIDATED,
  EmailRequestSchema,
  LoginRequestSchema,
  CONFIRMATION_LINK_INVALID,
  CONFIRMATION_NOT_SENT,
  CONFIRMATION_PASSWORD_WRONG,
  ConfirmRegistrationRequestSchema,
  RegisterRequestSchema,
  RESET_LINK_INVALID,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
  type CheckUserExistsResponse,
  type CheckUserStatusResponse,
  type LoginResponse,
  type RegisterResponse,
  type ValidateEmailResponse,
} from '@zen/contracts';
import {
  decoyHash,
  findAccountByEmail,
  hashPassword,
  HttpProblem,
  isActiveAccount,
  parseBody,
  SESSION_COOKIE,
  toSessionUser,
  verifyPassword,
} from '@zen/platform';
import type { CrmGateway } from '../crm/gateway.ts';
import { validateEmail } from './email-validation.ts';
import { requestPasswordReset, resetPassword, type PasswordResetDeps } from './password-reset.ts';
import { limiter, limiters, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.ts';
import { completeCutOffRegistration, EmailAlreadyRegistered, registerAccount } from './registration.ts';
import {
  CONFIRMATION_LINK_LIFETIME_MINUTES,
  findSignUp,
  requestRegistration,
  spendSignUps,
} from './registration-confirmation.ts';

/**
 * The origin a mailed link points at: the configured public origin, or without one the request's
 * own origin only when it is this machine (npm start, the tests). A Host header is the caller's
 * to write: links built from any Host would mail a person a link to the caller's site that
 * carries that person's reset or confirmation token.
 */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;
const mailLinkOrigin = (req: Request, publicOrigin: string | undefined): string | undefined => {
  if (publicOrigin) return publicOrigin;
  const host = req.get('host') ?? '';
  return LOOPBACK_HOST.test(host) ? `${req.protocol}://${host}` : undefined;
};

export type AuthDeps = PasswordResetDeps & {
  crm: CrmGateway;
  adminDomain: string;
  /** Public origin for links in mail; without it, the request's own origin. */
  publicOrigin?: string;
  rateLimits?: Partial<RateLimits>;
};

const INVALID_CREDENTIALS = new HttpProblem(401, 'Invalid email or password', 'Invalid email or password');
const DEACTIVATED = 'Your account has been deactivated. Please contact support.';

const logIn = (req: Request, user: Express.User) =>
  // passport regenerates the session id here, which defeats session fixation.
  new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));

/** The sign-in flows of spec §2 Auth screen and §4 Auth (paths and fields as spec §7 names them). */
export const authRoutes = (deps: AuthDeps): Router => {
  const { pool, adminDomain } = deps;
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const emailChecks = limiters({
    pool,
    perAddress: limits.emailChecksPerAddress,
    perAccount: limits.emailChecksPerAccount,
    windowMinutes: 15,
    what: 'e-mail checks',
  });
  const accountChanges = limiters({
    pool,
    perAddress: limits.accountChangesPerAddress,
    perAccount: limits.accountChangesPerAccount,
    windowMinutes: 60,
    what: 'requests',
  });
  const logins = limiters({
    pool,
    perAddress: limits.loginPerAddress,
    perAccount: limits.loginPerAccount,
    windowMinutes: 15,
    what: 'sign-in attempts',
    failuresOnly: true,
  });
  /** Mailed links opened (no account is named): per address, against guessing tokens. */
  const linkOpenings = (what: string, limit: number) =>
    limiter({ pool, limit, windowMinutes: 15, by: 'address', what });

  const router = Router();

  router.post('/api/auth/validate-email', ...emailChecks, async (req, res) => {
    const { email } = parseBody(EmailRequestSchema, req);
    const result = await validateEmail({ pool, crm: deps.crm, adminDomain }, email);
    // Spec §4: an inactive customer is told so at the e-mail step and goes no further. Without
    // this, a deactivated contact with no portal account yet was offered "Create Password" and
    // refused only after choosing one.
    const body: ValidateEmailResponse = !result.valid
      ? { valid: false, error: EMAIL_NOT_VALIDATED }
      : result.contact?.active === false
        ? { valid: false, error: DEACTIVATED }
        : result.crmUnavailable
          ? { valid: true, crmUnavailable: true, error: CRM_VALIDATION_UNAVAILABLE }
          : { valid: true };
    res.json(body);
  });

  router.post('/api/auth/check-user-exists', ...emailChecks, async (req, res) => {
    const { email } = parseBody(EmailRequestSchema, req);
    const account = await findAccountByEmail(pool, email);
    const body: CheckUserExistsResponse = account
      ? { exists: true, isActive: isActiveAccount(account), firstName: account.first_name }
      : { exists: false, isActive: false, firstName: null };
    res.json(body);
  });

  router.post('/api/verify-email', ...emailChecks, async (req, res) => {
    const { email } = parseBody(VerifyEmailRequestSchema, req);
    const result = await validateEmail({ pool, crm: deps.crm, adminDomain }, email);
    res.json({ authorized: result.valid });
  });

  /** The address may have an account: the CRM (or staff domain) knows it and it is not inactive. */
  const admissible = async (email: string) => {
    const validation = await validateEmail({ pool, crm: deps.crm, adminDomain }, email);
    if (!validation.valid) throw new HttpProblem(403, 'Access Denied', EMAIL_NOT_VALIDATED);
    if (validation.contact && !validation.contact.active)
      throw new HttpProblem(403, 'Account deactivated', DEACTIVATED);
    return validation;
  };
  const ALREADY_EXISTS = new HttpProblem(409, 'User already exists', 'User already exists');

  // First-time password (spec §2): the account is made only from the mailed link, below.
  router.post('/api/auth/register', ...accountChanges, async (req, res) => {
    const { email, password } = parseBody(RegisterRequestSchema, req);
    await admissible(email);
    if (await findAccountByEmail(pool, email)) throw ALREADY_EXISTS;
    const origin = mailLinkOrigin(req, deps.publicOrigin);
    if (!origin) {
      deps.logger.error(
        { host: req.get('host') },
        'registration confirmation mail not sent: set PORTAL_PUBLIC_ORIGIN to the address people open the portal at',
      );
      throw new HttpProblem(503, 'Confirmation not sent', CONFIRMATION_NOT_SENT);
    }
    await requestRegistration(deps, { email, passwordHash: await hashPassword(password) }, origin);
    const body: RegisterResponse = {
      success: true,
      confirmationSent: true,
      expiresInMinutes: CONFIRMATION_LINK_LIFETIME_MINUTES,
    };
    res.status(202).json(body);
  });

  router.post(
    '/api/auth/confirm-registration',
    linkOpenings('confirmations', limits.confirmationsPerAddress),
    async (req, res) => {
      const { token, password } = parseBody(ConfirmRegistrationRequestSchema, req);
      const signUp = await findSignUp(pool, token);
      if (!signUp) throw new HttpProblem(400, 'Confirmation Failed', CONFIRMATION_LINK_INVALID);
      // The mail's reader must also be who chose the password (ConfirmRegistrationRequestSchema).
      if (!(await verifyPassword(signUp.passwordHash, password))) {
        throw HttpProblem.validation([{ field: 'password', message: CONFIRMATION_PASSWORD_WRONG }]);
      }
      // Asked again: the CRM may have changed since the link was mailed, and the profile starts from it.
      const validation = await admissible(signUp.email);
      try {
        await registerAccount(deps, { ...signUp, contact: validation.contact });
      } catch (error) {
        if (!(error instanceof EmailAlreadyRegistered)) throw error;
        await spendSignUps(pool, signUp.email);
        throw ALREADY_EXISTS;
      }
      await spendSignUps(pool, signUp.email);
      const account = (await findAccountByEmail(pool, signUp.email))!;
      const user = toSessionUser(account, adminDomain);
      await logIn(req, user);
      const body: LoginResponse = { success: true, user };
      res.status(201).json(body);
    },
  );

  router.post('/api/auth/login', ...logins, async (req, res) => {
    const { email, password } = parseBody(LoginRequestSchema, req);
    let account = await findAccountByEmail(pool, email);
    // The same argon2 cost for unknown accounts, so timing does not tell them apart.
    const ok = await verifyPassword(account?.password_hash ?? (await decoyHash()), password);
    if (!account?.password_hash || !ok) throw INVALID_CREDENTIALS;
    if (await completeCutOffRegistration(deps, account)) account = (await findAccountByEmail(pool, email))!;
    if (!isActiveAccount(account)) throw new HttpProblem(403, 'Account deactivated', DEACTIVATED);
    const user = toSessionUser(account, adminDomain);
    await logIn(req, user);
    const body: LoginResponse = { success: true, user };
    res.json(body);
  });

  router.post('/api/auth/forgot-password', ...accountChanges, async (req, res) => {
    const { email } = parseBody(EmailRequestSchema, req);
    const origin = mailLinkOrigin(req, deps.publicOrigin);
    try {
      if (origin) await requestPasswordReset(deps, email, origin);
      else {
        deps.logger.error(
          { host: req.get('host') },
          'password reset mail not sent: set PORTAL_PUBLIC_ORIGIN to the address people open the portal at',
        );
      }
    } catch (error) {
      // The same answer whether or not mail could be sent: the outcome must not reveal accounts.
      deps.logger.error({ err: error }, 'password reset mail failed');
    }
    res.json({ success: true });
  });

  router.post(
    '/api/auth/reset-password',
    linkOpenings('password resets', limits.resetsPerAddress),
    async (req, res) => {
      const { token, password } = parseBody(ResetPasswordRequestSchema, req);
      if (!(await resetPassword(deps, token, password))) {
        throw new HttpProblem(400, 'Reset Failed', RESET_LINK_INVALID);
      }
      res.json({ success: true });
    },
  );

  router.post('/api/auth/check-user-status', (req, res) => {
    // The body is the browser's belief; only the server session decides.
    parseBody(CheckUserStatusRequestSchema, req);
    const body: CheckUserStatusResponse = req.user
      ? { valid: true }
      : { valid: false, error: 'Session expired' };
    res.json(body);
  });

  router.post('/api/auth/logout', (req, res, next) => {
    req.logOut((error) => {
      if (error) return next(error);
      req.session.destroy(() => res.clearCookie(SESSION_COOKIE).status(204).end());
    });
  });

  return router;
};

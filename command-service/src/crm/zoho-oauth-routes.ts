import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { HttpProblem, requireAdmin, type Config, type Logger, type Pool } from '@zen/platform';
import { crmTokenStoreFor, type CrmTokenStore } from './token-store.ts';
import {
  accountsOrigin,
  CrmUnavailableError,
  exchangeAuthorizationCode,
  zohoHttpFor,
} from './zoho-gateway.ts';

/**
 * Connecting Zoho CRM (issue 3, spec §7 `GET /api/auth/zoho-setup`): OAuth 2's authorization-code
 * flow. An admin's browser is sent to Zoho's consent screen and comes back to the callback with a
 * code, which is exchanged for tokens at the admin's data centre; the tokens are stored encrypted.
 * Both are browser navigations (GETs) with side effects, admin only, and bound to the session by a
 * single-use `state` (the flow's CSRF protection).
 */

declare module 'express-session' {
  interface SessionData {
    zohoOAuth?: { state: string; createdAt: number };
  }
}

/** Read contacts and accounts, and search them (Zoho's search API asks for the securesearch scope too). */
export const ZOHO_SCOPES = [
  'ZohoCRM.modules.contacts.READ',
  'ZohoCRM.modules.accounts.READ',
  'ZohoSearch.securesearch.READ',
] as const;
export const ZOHO_CALLBACK_PATH = '/api/auth/zoho-callback';
/** How long the consent screen may take before the state is no longer accepted. */
const STATE_LIFETIME_MS = 10 * 60 * 1000;

/** Zoho's data centres' domains: the only places a callback's `accounts-server` may point to. */
const ZOHO_DOMAINS = [
  'zoho.com',
  'zoho.eu',
  'zoho.in',
  'zoho.com.au',
  'zoho.jp',
  'zoho.com.cn',
  'zohocloud.ca',
  'zoho.sa',
];

/**
 * Whether the callback's `accounts-server` may receive our client secret: an https URL on a Zoho
 * domain, or exactly the configured accounts server. Anything else would let whoever forged the
 * parameter collect the secret and the code.
 */
export const isTrustedAccountsServer = (value: string, configuredAccountsUrl: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin === accountsOrigin(configuredAccountsUrl)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return ZOHO_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

const CallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(256).optional(),
  location: z.string().max(32).optional(),
  'accounts-server': z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
});

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));

export type ZohoOAuthDeps = {
  pool: Pool;
  config: Config;
  logger: Logger;
  fetch?: typeof fetch;
  /** The session secret in use when SESSION_SECRET is not set (the embedded default generates one). */
  sessionSecret?: string;
};

export const zohoOAuthRoutes = ({ pool, config, logger, fetch, sessionSecret }: ZohoOAuthDeps): Router => {
  const router = Router();
  const http = zohoHttpFor({ logger, fetch });
  // Built on first use, so a portal in directory mode without a key still starts.
  let store: CrmTokenStore | undefined;
  const tokenStore = () => (store ??= crmTokenStoreFor({ pool, config, sessionSecret }));

  const redirectUri = (req: Request): string =>
    config.ZOHO_REDIRECT_URI ??
    `${config.PORTAL_PUBLIC_ORIGIN ?? `${req.protocol}://${req.get('host')}`}${ZOHO_CALLBACK_PATH}`;

  /** What is missing for the flow to work, in words an admin can act on. */
  const setupProblem = (): string | undefined => {
    if (config.CRM_MODE !== 'zoho') {
      return 'The portal reads customers from its local directory file (CRM_MODE=directory). Set CRM_MODE=zoho to connect Zoho CRM.';
    }
    if (!config.ZOHO_CLIENT_ID || !config.ZOHO_CLIENT_SECRET) {
      return 'Set ZOHO_CLIENT_ID and ZOHO_CLIENT_SECRET (from the Zoho API console) to connect Zoho CRM.';
    }
    try {
      tokenStore();
    } catch (error) {
      return (error as Error).message; // names the missing setting, never a value
    }
    return undefined;
  };

  // A person who follows 'Connect to Zoho CRM' without being a signed-in admin lands on the
  // console's sign-in (or its 'Admin Access Required' page), not on a JSON error.
  router.get('/api/auth/zoho-setup', (req, res, next) => {
    if (!req.user?.isAdmin && req.accepts(['json', 'html']) === 'html') return res.redirect(303, '/admin/');
    next();
  });
  router.get('/api/auth/zoho-setup', requireAdmin, async (req, res) => {
    const problem = setupProblem();
    if (problem) throw new HttpProblem(400, 'Zoho CRM cannot be connected', problem);
    const state = randomBytes(32).toString('base64url');
    req.session.zohoOAuth = { state, createdAt: Date.now() };
    await saveSession(req);
    const consent = new URL('/oauth/v2/auth', accountsOrigin(config.ZOHO_ACCOUNTS_URL));
    consent.search = new URLSearchParams({
      scope: ZOHO_SCOPES.join(','),
      client_id: config.ZOHO_CLIENT_ID!,
      response_type: 'code',
      // offline: a refresh token, so the nightly sync runs without an admin; consent: a new one
      // each time, since Zoho only sends a refresh token when the consent screen was shown.
      access_type: 'offline',
      prompt: 'consent',
      redirect_uri: redirectUri(req),
      state,
    }).toString();
    res.redirect(302, consent.toString());
  });

  router.get(ZOHO_CALLBACK_PATH, requireAdmin, async (req, res) => {
    const fail = (reason: string, details: Record<string, unknown> = {}) => {
      logger.warn({ reason, ...details }, 'Zoho CRM connection failed');
      res.redirect(302, '/admin/?crm=error');
    };
    // Single use: whatever happens next, this state cannot be presented again.
    const expected = req.session.zohoOAuth;
    delete req.session.zohoOAuth;
    await saveSession(req);

    const parsed = CallbackQuerySchema.safeParse(req.query);
    if (!parsed.success) return fail('the callback parameters are not valid');
    const query = parsed.data;
    if (
      !expected ||
      !query.state ||
      Date.now() - expected.createdAt > STATE_LIFETIME_MS ||
      !sameSecret(query.state, expected.state)
    ) {
      return fail('the state does not match a connection started from this session, or it expired');
    }
    if (query.error) return fail('Zoho reported an error', { error: query.error });
    if (!query.code) return fail('Zoho sent no authorization code');
    const problem = setupProblem();
    if (problem) return fail(problem);

    // The data centre the admin's Zoho account lives in (multi-DC): its accounts server is the one
    // that can exchange the code, and later refresh the token.
    let accountsUrl = accountsOrigin(config.ZOHO_ACCOUNTS_URL);
    const offered = query['accounts-server'];
    if (offered && isTrustedAccountsServer(offered, config.ZOHO_ACCOUNTS_URL))
      accountsUrl = new URL(offered).origin;
    else if (offered)
      logger.warn({ location: query.location }, 'Ignored an accounts-server outside Zoho’s domains');

    try {
      const grant = await exchangeAuthorizationCode(http, {
        accountsUrl,
        clientId: config.ZOHO_CLIENT_ID!,
        clientSecret: config.ZOHO_CLIENT_SECRET!,
        redirectUri: redirectUri(req),
        code: query.code,
      });
      if (!grant.refreshToken) {
        return fail('Zoho sent no refresh token (offline access was not granted)');
      }
      await tokenStore().save({
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        expiresAt: grant.expiresAt,
        apiDomain: grant.apiDomain ?? new URL(config.ZOHO_API_DOMAIN).origin,
        accountsUrl,
      });
    } catch (error) {
      if (error instanceof CrmUnavailableError) return fail(error.message, { location: query.location });
      throw error;
    }
    logger.info({ location: query.location, accountsUrl }, 'Zoho CRM connected');
    res.redirect(302, '/admin/?crm=connected');
  });

  return router;
};

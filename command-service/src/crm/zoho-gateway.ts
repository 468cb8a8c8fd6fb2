import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { DEFAULT_SERVICE_ACCESS, type CrmCompany, type CrmContact } from '@zen/contracts';
import type { Config, Logger, Pool } from '@zen/platform';
import type { CrmGateway, CrmLookup } from './gateway.ts';
import { TokenDecryptionError } from './token-crypto.ts';
import { crmTokenStoreFor, type CrmTokenStore, type StoredCrmTokens } from './token-store.ts';

/**
 * The Zoho CRM side of the CRM port (DESIGN §6): OAuth 2 access tokens refreshed from the stored
 * refresh token, and the CRM REST API as Zoho documents it (contacts searched by e-mail, `204` for
 * no match, the contact's account, paging with `info.more_records`, `429` rate limits).
 */

/** Every CRM path is under this API version; v2 to v7 differ in details we do not use. */
export const ZOHO_CRM_API_VERSION = 'v8';
/** Zoho's largest page. */
const PAGE_SIZE = 200;
/** A token is refreshed this long before Zoho's stated expiry, so it does not lapse in flight. */
const EXPIRY_MARGIN_MS = 60_000;
/** Zoho states `expires_in`; should it not, its documented lifetime is one hour. */
const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Far past any real CRM: stops a server that always says "more records" from looping forever. */
const MAX_PAGES = 10_000;

export type RetryPolicy = {
  /** Further attempts after the first, on 429, 5xx, timeouts and network failures. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the request fails as unavailable. */
  maxRetryAfterMs: number;
};
export const DEFAULT_RETRY: RetryPolicy = {
  retries: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};
const DEFAULT_TIMEOUT_MS = 10_000;

/** The CRM could not be asked. Messages are safe to log and to show an admin: they hold no secret. */
export class CrmUnavailableError extends Error {
  override readonly name = 'CrmUnavailableError';
}

/** Zoho answered with an error status; `code` is the envelope's (`INVALID_TOKEN`, `INVALID_DATA`, ...). */
export class ZohoApiError extends CrmUnavailableError {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    what: string,
  ) {
    super(`Zoho CRM answered ${status}${code ? ` ${code}` : ''} to ${what}`);
  }
}

/** The accounts server refused a grant (`invalid_code`, `invalid_client`, ...): an OAuth error, not an outage. */
export class ZohoTokenError extends CrmUnavailableError {
  constructor(readonly code: string) {
    super(`Zoho accounts refused the token request (${code})`);
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP: timeouts, retries with back-off, Retry-After.

export type ZohoHttp = {
  fetch: typeof fetch;
  retry: RetryPolicy;
  timeoutMs: number;
  logger: Logger;
  /** How a retry waits (a timer; tests record the waits instead of spending them). */
  wait: (ms: number) => Promise<unknown>;
};

type ZohoResponse = { status: number; body: unknown };

const parseRetryAfter = (value: string | null): number | undefined => {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
};

/** Exponential back-off with "equal jitter": never zero, and replicas do not retry in lockstep. */
const backoff = ({ baseDelayMs, maxDelayMs }: RetryPolicy, attempt: number): number => {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

const failureCode = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'error';
};

const parseBody = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * One request with a per-attempt timeout, retried on 429, 5xx, timeouts and network failures.
 * `what` names the request in messages and logs; URLs are not logged (they can hold an e-mail).
 */
export const zohoRequest = async (
  http: ZohoHttp,
  url: URL,
  init: RequestInit,
  what: string,
  retry: RetryPolicy = http.retry,
): Promise<ZohoResponse> => {
  for (let attempt = 0; ; attempt++) {
    let status: number;
    let retryAfterMs: number | undefined;
    try {
      const response = await http.fetch(url, { ...init, signal: AbortSignal.timeout(http.timeoutMs) });
      status = response.status;
      // The body is read inside the attempt, so a timeout while it streams is retried too.
      const body = parseBody(await response.text());
      if (status !== 429 && status < 500) return { status, body };
      retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    } catch (error) {
      const code = failureCode(error);
      if (attempt >= retry.retries) {
        throw new CrmUnavailableError(`Zoho CRM could not be reached (${code}) for ${what}`);
      }
      http.logger.warn({ what, code, attempt: attempt + 1 }, 'Zoho CRM request failed; retrying');
      await http.wait(backoff(retry, attempt));
      continue;
    }
    if (attempt >= retry.retries) {
      throw new CrmUnavailableError(
        `Zoho CRM answered ${status} to ${what} ${attempt + 1} times${status === 429 ? ' (rate limited)' : ''}`,
      );
    }
    if (retryAfterMs !== undefined && retryAfterMs > retry.maxRetryAfterMs) {
      throw new CrmUnavailableError(
        `Zoho CRM is rate limiting ${what} for ${Math.ceil(retryAfterMs / 1000)} s`,
      );
    }
    const delay = retryAfterMs ?? backoff(retry, attempt);
    http.logger.warn(
      { what, status, delayMs: Math.round(delay), attempt: attempt + 1 },
      'Zoho CRM busy; retrying',
    );
    await http.wait(delay);
  }
};

// ---------------------------------------------------------------------------------------------
// OAuth tokens at the data centre's accounts server.

const TokenSuccessSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  api_domain: z.url().optional(),
  expires_in: z.coerce.number().positive().optional(),
});
// Zoho answers a refused grant with 200 and `{ "error": "invalid_code" }`, not with a 4xx alone.
const TokenErrorSchema = z.object({ error: z.string() });

export type ZohoTokenGrant = {
  accessToken: string;
  refreshToken: string | undefined;
  apiDomain: string | undefined;
  expiresAt: Date;
};

/** The accounts server's origin, whatever path the setting carries. */
export const accountsOrigin = (accountsUrl: string): string => new URL(accountsUrl).origin;

/**
 * POST {accounts}/oauth/v2/token with the grant's parameters as a form body (Zoho asks for the
 * body, not the query, so client secret and tokens stay out of access logs).
 */
export const requestZohoToken = async (
  http: ZohoHttp,
  accountsUrl: string,
  params: Record<string, string>,
  options: { retry?: RetryPolicy; now?: () => number } = {},
): Promise<ZohoTokenGrant> => {
  const url = new URL('/oauth/v2/token', accountsOrigin(accountsUrl));
  const what = `the ${params.grant_type ?? 'token'} grant`;
  const { status, body } = await zohoRequest(
    http,
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    },
    what,
    options.retry,
  );
  const refused = TokenErrorSchema.safeParse(body);
  if (refused.success) throw new ZohoTokenError(refused.data.error);
  const granted = TokenSuccessSchema.safeParse(body);
  if (status !== 200 || !granted.success) throw new ZohoApiError(status, undefined, what);
  const now = options.now?.() ?? Date.now();
  return {
    accessToken: granted.data.access_token,
    refreshToken: granted.data.refresh_token,
    apiDomain: granted.data.api_domain ? new URL(granted.data.api_domain).origin : undefined,
    expiresAt: new Date(now + (granted.data.expires_in ?? DEFAULT_TOKEN_LIFETIME_S) * 1000),
  };
};

/** The connect flow's code exchange. Not retried: a code is single use, and a retry would be refused. */
export const exchangeAuthorizationCode = (
  http: ZohoHttp,
  request: { accountsUrl: string; clientId: string; clientSecret: string; redirectUri: string; code: string },
): Promise<ZohoTokenGrant> =>
  requestZohoToken(
    http,
    request.accountsUrl,
    {
      grant_type: 'authorization_code',
      client_id: request.clientId,
      client_secret: request.clientSecret,
      redirect_uri: request.redirectUri,
      code: request.code,
    },
    { retry: { ...http.retry, retries: 0 } },
  );

// ---------------------------------------------------------------------------------------------
// Records: Zoho's field values to the portal's contact.

type ZohoRecord = Record<string, unknown> & { id: string };

const RecordsSchema = z.object({
  data: z.array(z.looseObject({ id: z.coerce.string() })).default([]),
  info: z
    .looseObject({
      more_records: z.boolean().optional(),
      next_page_token: z.string().nullable().optional(),
    })
    .optional(),
});

const envelopeCode = (body: unknown): string | undefined => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The field API names the portal reads, from configuration (each CRM names its custom fields). */
export type ZohoFieldNames = {
  applications: string;
  peopleModules: string;
  recruitModules: string;
  supportContract: string;
  userguideService: string;
  instantChat: string;
  supportTickets: string;
  contentLookup: string;
  status: string;
};

export const zohoFieldNames = (config: Config): ZohoFieldNames => ({
  applications: config.ZOHO_FIELD_APPLICATIONS,
  peopleModules: config.ZOHO_FIELD_PEOPLE_MODULES,
  recruitModules: config.ZOHO_FIELD_RECRUIT_MODULES,
  supportContract: config.ZOHO_FIELD_SUPPORT_CONTRACT,
  userguideService: config.ZOHO_FIELD_USERGUIDE_SERVICE,
  instantChat: config.ZOHO_FIELD_INSTANT_CHAT,
  supportTickets: config.ZOHO_FIELD_SUPPORT_TICKETS,
  contentLookup: config.ZOHO_FIELD_CONTENT_LOOKUP,
  status: config.ZOHO_FIELD_STATUS,
});

const STANDARD_CONTACT_FIELDS = [
  'Email',
  'First_Name',
  'Last_Name',
  'Mobile',
  'Phone',
  'Title',
  'Account_Name',
];
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Multi-select picklists arrive as arrays; a single picklist or text as one value. Empty is "not set". */
const list = (value: unknown): string[] | undefined => {
  const values = Array.isArray(value) ? value.map(text) : [text(value)];
  const present = values.filter((item): item is string => item !== undefined);
  return present.length ? present : undefined;
};

/** Checkboxes arrive as booleans; a picklist standing in for one as Yes/No. */
const flag = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  const word = text(value)?.toLowerCase();
  if (word === 'true' || word === 'yes') return true;
  if (word === 'false' || word === 'no') return false;
  return undefined;
};

/**
 * A contact-level flag that overrides the account's. An unticked checkbox cannot be told apart
 * from "not set" (Zoho sends false for both), so on a contact only a ticked box, or an explicit
 * Yes/No picklist, overrides the company's value.
 */
const contactFlag = (value: unknown): boolean | undefined => (value === false ? undefined : flag(value));

const lookup = (value: unknown): { id?: string; name?: string } => {
  if (!value || typeof value !== 'object') return {};
  const { id, name } = value as { id?: unknown; name?: unknown };
  return { id: id === undefined || id === null ? undefined : String(id), name: text(name) };
};

const sameEmail = (value: unknown, email: string): boolean => text(value)?.toLowerCase() === email;

/** The first e-mail-like value: Accounts have no standard e-mail field, so CRMs name it as they like. */
const emailOf = (record: ZohoRecord): string | null => {
  const preferred = text(record.Email);
  if (preferred && EMAIL_LIKE.test(preferred)) return preferred;
  for (const value of Object.values(record)) {
    const candidate = text(value);
    if (candidate && EMAIL_LIKE.test(candidate)) return candidate;
  }
  return null;
};

/**
 * The portal's contact from a Zoho contact and its account: company-level fields come from the
 * account, and a value set on the contact overrides it (so one employee can have other modules).
 */
export const toCrmContact = (
  contact: ZohoRecord,
  account: ZohoRecord | undefined,
  fields: ZohoFieldNames,
): CrmContact => {
  const pickList = (field: string) => list(contact[field]) ?? list(account?.[field]) ?? [];
  const pickText = (field: string) => text(contact[field]) ?? text(account?.[field]) ?? null;
  const pickFlag = (field: string, fallback: boolean) =>
    contactFlag(contact[field]) ?? flag(account?.[field]) ?? flag(contact[field]) ?? fallback;
  const company = lookup(contact.Account_Name);
  return {
    crmContactId: contact.id,
    email: (text(contact.Email) ?? '').toLowerCase(),
    firstName: text(contact.First_Name) ?? null,
    lastName: text(contact.Last_Name) ?? null,
    mobile: text(contact.Mobile) ?? text(contact.Phone) ?? null,
    jobTitle: text(contact.Title) ?? null,
    companyId: company.id ?? null,
    companyName: text(account?.Account_Name) ?? company.name ?? null,
    applications: pickList(fields.applications),
    peopleModulesAccess: pickList(fields.peopleModules),
    recruitModulesAccess: pickList(fields.recruitModules),
    supportContract: pickText(fields.supportContract),
    userguideService: pickFlag(fields.userguideService, false),
    serviceAccess: {
      contentLookup: pickFlag(fields.contentLookup, DEFAULT_SERVICE_ACCESS.contentLookup),
      instantChatSupport: pickFlag(fields.instantChat, DEFAULT_SERVICE_ACCESS.instantChatSupport),
      supportTickets: pickFlag(fields.supportTickets, DEFAULT_SERVICE_ACCESS.supportTickets),
      companyUserGuide: pickFlag(fields.userguideService, DEFAULT_SERVICE_ACCESS.companyUserGuide),
    },
    // Only an explicit 'Inactive' closes the portal to someone; an empty status is active.
    active: pickText(fields.status)?.toLowerCase() !== 'inactive',
  };
};

// ---------------------------------------------------------------------------------------------
// The gateway.

export type ZohoGatewayOptions = {
  pool: Pool;
  config: Config;
  logger: Logger;
  fetch?: typeof fetch;
  /** The session secret in use when SESSION_SECRET is not set (the embedded default generates one). */
  sessionSecret?: string;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  /** The clock that decides token expiry; tests move it forward. */
  now?: () => number;
  wait?: ZohoHttp['wait'];
};

type Access = { token: string; apiDomain: string };

const NOT_CONNECTED = 'Zoho CRM is not connected: an admin connects it at /api/auth/zoho-setup';

export const zohoHttpFor = (options: {
  logger: Logger;
  fetch?: typeof fetch;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  wait?: ZohoHttp['wait'];
}): ZohoHttp => ({
  fetch: options.fetch ?? globalThis.fetch,
  retry: { ...DEFAULT_RETRY, ...options.retry },
  timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  logger: options.logger,
  wait: options.wait ?? sleep,
});

export const createZohoGateway = (options: ZohoGatewayOptions): CrmGateway => {
  const { config, logger } = options;
  const now = options.now ?? Date.now;
  const http = zohoHttpFor(options);
  const store: CrmTokenStore = crmTokenStoreFor(options);
  const fields = zohoFieldNames(config);
  const companyFields = [
    'Account_Name',
    ...new Set([
      fields.applications,
      fields.peopleModules,
      fields.recruitModules,
      fields.supportContract,
      fields.userguideService,
      fields.instantChat,
      fields.supportTickets,
      fields.contentLookup,
      fields.status,
    ]),
  ];
  const contactFields = [...new Set([...STANDARD_CONTACT_FIELDS, ...companyFields.slice(1)])];

  const readConnection = async (): Promise<StoredCrmTokens> => {
    let stored: StoredCrmTokens | undefined;
    try {
      stored = await store.read();
    } catch (error) {
      if (error instanceof TokenDecryptionError) {
        throw new CrmUnavailableError(
          'The stored Zoho CRM tokens cannot be decrypted (CRM_TOKEN_KEY or the session secret changed): connect Zoho CRM again',
        );
      }
      throw error;
    }
    if (!stored) throw new CrmUnavailableError(NOT_CONNECTED);
    return stored;
  };

  const fresh = (stored: StoredCrmTokens): Access | undefined =>
    stored.accessToken && stored.expiresAt && stored.expiresAt.getTime() - EXPIRY_MARGIN_MS > now()
      ? { token: stored.accessToken, apiDomain: stored.apiDomain ?? config.ZOHO_API_DOMAIN }
      : undefined;

  const refresh = async (failedToken: string | null): Promise<Access> => {
    const stored = await readConnection();
    // Another request, or another replica, may have refreshed since this one read the tokens.
    const current = fresh(stored);
    if (current && current.token !== failedToken) return current;
    if (!config.ZOHO_CLIENT_ID || !config.ZOHO_CLIENT_SECRET) {
      throw new CrmUnavailableError('ZOHO_CLIENT_ID and ZOHO_CLIENT_SECRET must be set to use Zoho CRM');
    }
    let grant: ZohoTokenGrant;
    try {
      grant = await requestZohoToken(
        http,
        stored.accountsUrl ?? config.ZOHO_ACCOUNTS_URL,
        {
          grant_type: 'refresh_token',
          refresh_token: stored.refreshToken,
          client_id: config.ZOHO_CLIENT_ID,
          client_secret: config.ZOHO_CLIENT_SECRET,
        },
        { now },
      );
    } catch (error) {
      if (error instanceof ZohoTokenError && error.code === 'invalid_code') {
        // The refresh token was revoked (or the connection removed in Zoho): it will never work
        // again. Forgetting it shows admins the 'CRM Setup Required' state instead of failing forever.
        await store.clear(stored.connection);
        logger.warn(
          'Zoho CRM refused the stored refresh token; the connection was removed, connect it again',
        );
        throw new CrmUnavailableError('Zoho CRM refused the stored connection: connect Zoho CRM again');
      }
      throw error;
    }
    const apiDomain = grant.apiDomain ?? stored.apiDomain;
    await store.saveAccessToken(stored.connection, {
      accessToken: grant.accessToken,
      expiresAt: grant.expiresAt,
      apiDomain: apiDomain ?? null,
    });
    logger.info({ expiresAt: grant.expiresAt.toISOString() }, 'Zoho CRM access token refreshed');
    return { token: grant.accessToken, apiDomain: apiDomain ?? config.ZOHO_API_DOMAIN };
  };

  // Single flight: concurrent requests that find the token expired share one refresh.
  let refreshing: Promise<Access> | undefined;
  const refreshOnce = (failedToken: string | null): Promise<Access> => {
    refreshing ??= refresh(failedToken).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const accessToken = async (): Promise<Access> => {
    if (refreshing) return refreshing;
    const stored = await readConnection();
    return fresh(stored) ?? refreshOnce(stored.accessToken);
  };

  /** GET {api_domain}/crm/v8/{path}; refreshes and retries once when Zoho calls the token invalid. */
  // A person waits on the sign-in page for this lookup: one quick retry, then "unavailable"
  // (the setup-required path) rather than seconds of back-off. Syncs keep the full policy.
  const interactive: RetryPolicy = {
    ...http.retry,
    retries: Math.min(http.retry.retries, 1),
    maxRetryAfterMs: 2_000,
  };
  const api = async (
    path: string,
    query: Record<string, string>,
    what: string,
    retry: RetryPolicy = http.retry,
  ): Promise<ZohoResponse> => {
    let access = await accessToken();
    for (let attempt = 0; ; attempt++) {
      const url = new URL(`/crm/${ZOHO_CRM_API_VERSION}/${path}`, access.apiDomain);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const response = await zohoRequest(
        http,
        url,
        { headers: { authorization: `Zoho-oauthtoken ${access.token}`, accept: 'application/json' } },
        what,
        retry,
      );
      if (response.status < 400) return response;
      const code = envelopeCode(response.body);
      if (response.status === 401 && code === 'INVALID_TOKEN' && attempt === 0) {
        access = await refreshOnce(access.token);
        continue;
      }
      throw new ZohoApiError(response.status, code, what);
    }
  };

  const records = (response: ZohoResponse, what: string) => {
    if (response.status === 204) return { data: [] as ZohoRecord[], info: undefined };
    const parsed = RecordsSchema.safeParse(response.body);
    if (!parsed.success) throw new CrmUnavailableError(`Zoho CRM sent an unexpected answer to ${what}`);
    return { data: parsed.data.data as ZohoRecord[], info: parsed.data.info };
  };

  async function* pages(module: 'Contacts' | 'Accounts', wanted: string[]): AsyncGenerator<ZohoRecord> {
    let page = 1;
    let pageToken: string | undefined;
    for (;;) {
      const what = `listing ${module} (page ${page})`;
      const query: Record<string, string> = { fields: wanted.join(','), per_page: String(PAGE_SIZE) };
      // Zoho serves the first 2,000 records by page number and the rest by page token.
      if (pageToken) query.page_token = pageToken;
      else query.page = String(page);
      const { data, info } = records(await api(module, query, what), what);
      yield* data;
      if (!info?.more_records || data.length === 0) return;
      if (++page > MAX_PAGES)
        throw new CrmUnavailableError(`Zoho CRM kept paging ${module} past ${MAX_PAGES} pages`);
      pageToken = info.next_page_token ?? undefined;
    }
  }

  /** The contact's account, or undefined when the contact has none or it is gone. */
  const accountOf = async (contact: ZohoRecord, retry?: RetryPolicy): Promise<ZohoRecord | undefined> => {
    const { id } = lookup(contact.Account_Name);
    if (!id) return undefined;
    try {
      const what = 'reading the contact’s account';
      return records(await api(`Accounts/${encodeURIComponent(id)}`, {}, what, retry), what).data[0];
    } catch (error) {
      // A deleted or unreadable account leaves the contact with contact-level fields only.
      if (error instanceof ZohoApiError && (error.status === 400 || error.status === 404)) {
        logger.warn({ status: error.status, code: error.code }, 'Zoho CRM account of a contact not readable');
        return undefined;
      }
      throw error;
    }
  };

  return {
    kind: 'zoho',

    async isConnected() {
      try {
        return (await store.read()) !== undefined;
      } catch (error) {
        if (error instanceof TokenDecryptionError) return false;
        throw error;
      }
    },

    async findContactByEmail(rawEmail): Promise<CrmLookup> {
      const email = rawEmail.trim().toLowerCase();
      try {
        const what = 'the contact search';
        // No `fields`: the search answers every field, and a field missing from the Contacts
        // layout cannot make the sign-in lookup fail.
        const { data } = records(await api('Contacts/search', { email }, what, interactive), what);
        // Zoho's search matches loosely (and also on Secondary_Email): keep exact matches only.
        const contact =
          data.find((record) => sameEmail(record.Email, email)) ??
          data.find((record) => sameEmail(record.Secondary_Email, email));
        if (!contact) return { status: 'not-found' };
        const found = toCrmContact(contact, await accountOf(contact, interactive), fields);
        return { status: 'found', contact: { ...found, email } };
      } catch (error) {
        if (error instanceof CrmUnavailableError) {
          logger.warn({ reason: error.message }, 'Zoho CRM lookup unavailable');
          return { status: 'unavailable', reason: error.message };
        }
        logger.error({ err: error }, 'Zoho CRM lookup failed');
        return { status: 'unavailable', reason: 'Zoho CRM lookup failed' };
      }
    },

    async *listContacts() {
      // Accounts first, page by page, so each contact's company fields cost no request of its own.
      const accounts = new Map<string, ZohoRecord>();
      for await (const account of pages('Accounts', companyFields)) accounts.set(account.id, account);
      for await (const contact of pages('Contacts', contactFields)) {
        if (!text(contact.Email)) continue; // a contact without an e-mail can never sign in
        const { id } = lookup(contact.Account_Name);
        yield toCrmContact(contact, id ? accounts.get(id) : undefined, fields);
      }
    },

    async listCompanies(): Promise<CrmCompany[]> {
      const companies: CrmCompany[] = [];
      for await (const account of pages('Accounts', ['Account_Name', 'Email'])) {
        const name = text(account.Account_Name);
        if (name) companies.push({ id: account.id, name, email: emailOf(account) });
      }
      return companies;
    },
  };
};

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Zoho (DESIGN §6: "tests run the real gateway against a local HTTP server
 * that answers as Zoho documents it"). Two servers, as in production: the accounts server
 * (`/oauth/v2/auth`, `/oauth/v2/token`) and the API domain (`/crm/v8/...`), each on a free
 * loopback port. It keeps what Zoho keeps (codes, tokens, records) and nothing about the portal.
 */

/** A CRM record as the API shows it: field API names to values; lookups are `{ name, id }`. */
export type ZohoRecord = Record<string, unknown> & { id: string };

export type RecordedRequest = {
  server: 'accounts' | 'api';
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form body of a token request. */
  form: Record<string, string>;
  authorization: string | undefined;
  status: number;
};

export type ZohoStandInOptions = {
  contacts?: ZohoRecord[];
  accounts?: ZohoRecord[];
  clientId?: string;
  clientSecret?: string;
  /** `expires_in` of the access tokens it issues (Zoho: one hour). */
  accessTokenTtlSeconds?: number;
  /**
   * The registered redirect URI; when set, authorize requests must name exactly it. Either way a
   * code exchange must repeat the redirect URI its code was issued for.
   */
  redirectUri?: string;
  /** The data centre reported to the callback (`location=`). */
  location?: string;
};

export type InjectedFailure = {
  status: 429 | 500 | 502 | 503;
  /** How many of the next requests fail; Infinity for an outage. */
  count: number;
  /** Sent as the Retry-After header (seconds). */
  retryAfterSeconds?: number;
  /** Which server fails (default: the API domain). */
  server?: 'api' | 'accounts';
};

export type ZohoStandIn = {
  accountsUrl: string;
  apiDomain: string;
  clientId: string;
  clientSecret: string;
  /** Every request, in order of arrival. */
  requests: RecordedRequest[];
  /** The CRM's data; tests may change it between requests. */
  contacts: ZohoRecord[];
  accounts: ZohoRecord[];
  /** Queues failures: the next `count` requests to that server answer `status`. */
  setFailures(failure: InjectedFailure): void;
  /** Ends every queued failure (and an outage). */
  clearFailures(): void;
  /** A grant code as the consent screen would hand out (offline access: a refresh token follows). */
  issueAuthorizationCode(): string;
  /** Ends every access token issued so far, as Zoho does when one is revoked or lapses early. */
  expireAccessTokens(): void;
  /** From now on, refresh grants are refused with `invalid_code` (a revoked refresh token). */
  rejectRefresh(reject?: boolean): void;
  close(): Promise<void>;
};

const MAX_PER_PAGE = 200;

const newToken = () => `1000.${randomBytes(16).toString('hex')}.${randomBytes(16).toString('hex')}`;

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const listen = (server: Server): Promise<string> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Zoho's error envelope for the CRM API. */
const crmError = (code: string, message: string, details: Record<string, unknown> = {}) => ({
  code,
  details,
  message,
  status: 'error',
});

export const startZohoStandIn = async (options: ZohoStandInOptions = {}): Promise<ZohoStandIn> => {
  const clientId = options.clientId ?? '1000.STANDINCLIENTID';
  const clientSecret = options.clientSecret ?? 'stand-in-client-secret';
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const contacts = options.contacts ?? [];
  const accounts = options.accounts ?? [];
  const requests: RecordedRequest[] = [];
  // Each grant code, with the redirect URI it was issued for (OAuth: the exchange must repeat it).
  const codes = new Map<string, string | undefined>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, number>(); // token -> expiry (ms)
  const failures = { api: [] as InjectedFailure[], accounts: [] as InjectedFailure[] };
  let refusingRefresh = false;
  let accountsUrl = '';
  let apiDomain = '';

  const issueAccessToken = () => {
    const token = newToken();
    accessTokens.set(token, Date.now() + ttl * 1000);
    return token;
  };

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(
      status,
      body === undefined ? headers : { 'content-type': 'application/json;charset=UTF-8', ...headers },
    );
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  /** Answers with an injected failure if one is due; returns its status when it did. */
  const failIfDue = (server: 'api' | 'accounts', res: ServerResponse): number | undefined => {
    const failure = failures[server][0];
    if (!failure) return undefined;
    failure.count -= 1;
    if (failure.count <= 0) failures[server].shift();
    const headers: Record<string, string> =
      failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
    if (failure.status === 429) {
      send(res, 429, crmError('TOO_MANY_REQUESTS', 'You have reached the API rate limit'), headers);
    } else {
      send(res, failure.status, crmError('INTERNAL_ERROR', 'Internal Server Error'), headers);
    }
    return failure.status;
  };

  // ------------------------------------------------------------------------------- accounts server
  const tokenGrant = (params: Record<string, string>): unknown => {
    if (params.client_id !== clientId || params.client_secret !== clientSecret)
      return { error: 'invalid_client' };
    const scope = 'ZohoCRM.modules.contacts.READ ZohoCRM.modules.accounts.READ ZohoSearch.securesearch.READ';
    if (params.grant_type === 'authorization_code') {
      if (!params.code || !codes.has(params.code)) return { error: 'invalid_code' };
      const issuedFor = codes.get(params.code);
      codes.delete(params.code); // single use, even when the rest of the request is wrong
      const expected = issuedFor ?? options.redirectUri;
      if (expected !== undefined && params.redirect_uri !== expected)
        return { error: 'invalid_redirect_uri' };
      const refreshToken = newToken();
      refreshTokens.add(refreshToken);
      return {
        access_token: issueAccessToken(),
        refresh_token: refreshToken,
        scope,
        api_domain: apiDomain,
        token_type: 'Bearer',
        expires_in: ttl,
      };
    }
    if (params.grant_type === 'refresh_token') {
      if (refusingRefresh || !params.refresh_token || !refreshTokens.has(params.refresh_token)) {
        return { error: 'invalid_code' };
      }
      return {
        access_token: issueAccessToken(),
        scope,
        api_domain: apiDomain,
        token_type: 'Bearer',
        expires_in: ttl,
      };
    }
    return { error: 'unsupported_grant_type' };
  };

  const accountsHandler = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    query: Record<string, string>,
  ) => {
    if (req.method === 'GET' && url.pathname === '/oauth/v2/auth') {
      // The consent screen, already accepted: straight back to the client with a code.
      if (
        query.client_id !== clientId ||
        query.response_type !== 'code' ||
        !query.redirect_uri ||
        !query.scope
      ) {
        return send(res, 400, { error: 'invalid_request' });
      }
      if (options.redirectUri && query.redirect_uri !== options.redirectUri) {
        return send(res, 400, { error: 'invalid_redirect_uri' });
      }
      const code = `1000.${randomBytes(16).toString('hex')}`;
      codes.set(code, query.redirect_uri);
      const back = new URL(query.redirect_uri);
      back.searchParams.set('code', code);
      if (query.state !== undefined) back.searchParams.set('state', query.state);
      back.searchParams.set('location', options.location ?? 'us');
      back.searchParams.set('accounts-server', accountsUrl);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/oauth/v2/token') {
      // Zoho reads the grant from the query or the form body; it answers refusals with 200.
      return send(res, 200, tokenGrant(query));
    }
    send(res, 404, { error: 'not_found' });
  };

  // ------------------------------------------------------------------------------------ API domain
  const project = (record: ZohoRecord, fields: string[] | undefined): ZohoRecord =>
    fields
      ? ({
          id: record.id,
          ...Object.fromEntries(fields.map((field) => [field, record[field] ?? null])),
        } as ZohoRecord)
      : { ...record };

  const fieldsOf = (query: Record<string, string>) =>
    query.fields
      ?.split(',')
      .map((field) => field.trim())
      .filter(Boolean);

  const list = (res: ServerResponse, records: ZohoRecord[], query: Record<string, string>) => {
    const fields = fieldsOf(query);
    if (!fields?.length) {
      return send(
        res,
        400,
        crmError('REQUIRED_PARAM_MISSING', 'One of the expected parameter is missing', { param: 'fields' }),
      );
    }
    const perPage = Number(query.per_page ?? MAX_PER_PAGE);
    const page = Number(query.page ?? 1);
    if (
      !Number.isInteger(perPage) ||
      perPage < 1 ||
      perPage > MAX_PER_PAGE ||
      !Number.isInteger(page) ||
      page < 1
    ) {
      return send(res, 400, crmError('INVALID_DATA', 'invalid data', { param: 'per_page' }));
    }
    const slice = records.slice((page - 1) * perPage, page * perPage);
    if (slice.length === 0) return send(res, 204);
    send(res, 200, {
      data: slice.map((record) => project(record, fields)),
      info: { per_page: perPage, count: slice.length, page, more_records: page * perPage < records.length },
    });
  };

  const apiHandler = (req: IncomingMessage, res: ServerResponse, url: URL, query: Record<string, string>) => {
    if (req.method !== 'GET')
      return send(
        res,
        405,
        crmError('INVALID_REQUEST_METHOD', 'The http request method type is not a valid one'),
      );
    const auth = /^Zoho-oauthtoken (\S+)$/.exec(req.headers.authorization ?? '');
    const expiry = auth ? accessTokens.get(auth[1]!) : undefined;
    if (expiry === undefined || expiry <= Date.now()) {
      return send(res, 401, crmError('INVALID_TOKEN', 'invalid oauth token'));
    }
    const path = url.pathname;
    if (path === '/crm/v8/Contacts/search') {
      const email = query.email?.toLowerCase();
      if (!email)
        return send(
          res,
          400,
          crmError('REQUIRED_PARAM_MISSING', 'One of the expected parameter is missing', { param: 'email' }),
        );
      const matches = contacts.filter((contact) =>
        [contact.Email, contact.Secondary_Email].some(
          (value) => typeof value === 'string' && value.toLowerCase() === email,
        ),
      );
      if (matches.length === 0) return send(res, 204);
      const fields = fieldsOf(query);
      return send(res, 200, {
        data: matches.map((record) => project(record, fields)),
        info: { per_page: MAX_PER_PAGE, count: matches.length, page: 1, more_records: false },
      });
    }
    if (path === '/crm/v8/Contacts') return list(res, contacts, query);
    if (path === '/crm/v8/Accounts') return list(res, accounts, query);
    const byId = /^\/crm\/v8\/Accounts\/([^/]+)$/.exec(path);
    if (byId) {
      const account = accounts.find((record) => record.id === decodeURIComponent(byId[1]!));
      return account ? send(res, 200, { data: [project(account, fieldsOf(query))] }) : send(res, 204);
    }
    send(
      res,
      404,
      crmError('INVALID_URL_PATTERN', 'Please check if the URL trying to access is a correct one'),
    );
  };

  const serve =
    (server: 'api' | 'accounts') =>
    async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const form = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      const query = Object.fromEntries(url.searchParams);
      const recorded: RecordedRequest = {
        server,
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        form,
        authorization: req.headers.authorization,
        status: 0,
      };
      requests.push(recorded);
      res.on('finish', () => {
        recorded.status = res.statusCode;
      });
      if (failIfDue(server, res) !== undefined) return;
      if (server === 'accounts') await accountsHandler(req, res, url, { ...query, ...form });
      else apiHandler(req, res, url, query);
    };

  const accountsServer = createServer((req, res) => void serve('accounts')(req, res));
  const apiServer = createServer((req, res) => void serve('api')(req, res));
  accountsUrl = await listen(accountsServer);
  apiDomain = await listen(apiServer);

  return {
    accountsUrl,
    apiDomain,
    clientId,
    clientSecret,
    requests,
    contacts,
    accounts,
    setFailures: (failure) => {
      if (failure.count > 0) failures[failure.server ?? 'api'].push({ ...failure });
    },
    clearFailures: () => {
      failures.api.length = 0;
      failures.accounts.length = 0;
    },
    issueAuthorizationCode: () => {
      const code = `1000.${randomBytes(16).toString('hex')}`;
      codes.set(code, undefined);
      return code;
    },
    expireAccessTokens: () => accessTokens.clear(),
    rejectRefresh: (reject = true) => {
      refusingRefresh = reject;
    },
    close: async () => {
      await Promise.all([close(accountsServer), close(apiServer)]);
    },
  };
};

import type { Config, Pool } from '@zen/platform';
import { createTokenCipher, tokenKeyFrom, type TokenCipher } from './token-crypto.ts';

/** The Zoho CRM connection as command-service uses it: tokens in the clear, in memory only. */
export type CrmTokens = {
  accessToken: string | null;
  refreshToken: string;
  expiresAt: Date | null;
  /** The data centre's API domain and accounts server, as Zoho reported them. */
  apiDomain: string | null;
  accountsUrl: string | null;
};

export type StoredCrmTokens = CrmTokens & {
  updatedAt: Date;
  /**
   * Opaque: changes when a new connection is made (not on refresh). A refresh saves its access
   * token only if the connection it refreshed is still the stored one.
   */
  connection: string;
};

export type CrmTokenStore = {
  read(): Promise<StoredCrmTokens | undefined>;
  /** A new connection (the OAuth callback): replaces whatever was stored. */
  save(tokens: CrmTokens): Promise<void>;
  /** A refreshed access token for `connection`; false when that connection was replaced meanwhile. */
  saveAccessToken(
    connection: string,
    access: { accessToken: string; expiresAt: Date; apiDomain: string | null },
  ): Promise<boolean>;
  /** Forgets the connection (all of it, or only if it is still `connection`). */
  clear(connection?: string): Promise<void>;
};

type Row = {
  access_token_enc: string | null;
  refresh_token_enc: string;
  expires_at: Date | null;
  api_domain: string | null;
  accounts_url: string | null;
  updated_at: Date;
};

// Bound into each ciphertext, so an access token copied into the refresh column does not decrypt.
const ACCESS = 'crm_tokens.access_token';
const REFRESH = 'crm_tokens.refresh_token';

/**
 * The single-row `crm_tokens` table. Values are encrypted before they leave the process and
 * decrypted only when read; nothing here logs, and errors carry no token.
 */
export const createCrmTokenStore = (pool: Pool, cipher: TokenCipher): CrmTokenStore => ({
  async read() {
    const { rows } = await pool.query<Row>(
      `SELECT access_token_enc, refresh_token_enc, expires_at, api_domain, accounts_url, updated_at
       FROM crm_tokens WHERE id = 1`,
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      accessToken: row.access_token_enc ? cipher.decrypt(row.access_token_enc, ACCESS) : null,
      refreshToken: cipher.decrypt(row.refresh_token_enc, REFRESH),
      expiresAt: row.expires_at,
      apiDomain: row.api_domain,
      accountsUrl: row.accounts_url,
      updatedAt: row.updated_at,
      // The refresh token's ciphertext has a random IV: it differs for every new connection.
      connection: row.refresh_token_enc,
    };
  },

  async save(tokens) {
    await pool.query(
      `INSERT INTO crm_tokens (id, access_token_enc, refresh_token_enc, expires_at, api_domain, accounts_url, updated_at)
       VALUES (1, $1, $2, $3, $4, $5, now())
       ON CONFLICT (id) DO UPDATE SET
         access_token_enc = EXCLUDED.access_token_enc, refresh_token_enc = EXCLUDED.refresh_token_enc,
         expires_at = EXCLUDED.expires_at, api_domain = EXCLUDED.api_domain,
         accounts_url = EXCLUDED.accounts_url, updated_at = now()`,
      [
        tokens.accessToken ? cipher.encrypt(tokens.accessToken, ACCESS) : null,
        cipher.encrypt(tokens.refreshToken, REFRESH),
        tokens.expiresAt,
        tokens.apiDomain,
        tokens.accountsUrl,
      ],
    );
  },

  async saveAccessToken(connection, { accessToken, expiresAt, apiDomain }) {
    const { rowCount } = await pool.query(
      `UPDATE crm_tokens SET access_token_enc = $2, expires_at = $3,
         api_domain = coalesce($4, api_domain), updated_at = now()
       WHERE id = 1 AND refresh_token_enc = $1`,
      [connection, cipher.encrypt(accessToken, ACCESS), expiresAt, apiDomain],
    );
    return rowCount === 1;
  },

  async clear(connection) {
    if (connection === undefined) await pool.query('DELETE FROM crm_tokens WHERE id = 1');
    else await pool.query('DELETE FROM crm_tokens WHERE id = 1 AND refresh_token_enc = $1', [connection]);
  },
});

/**
 * The store with the key from configuration: CRM_TOKEN_KEY, else derived from the session secret
 * (`sessionSecret` when the process generated its own, as the embedded default does).
 */
export const crmTokenStoreFor = (options: {
  pool: Pool;
  config: Pick<Config, 'CRM_TOKEN_KEY' | 'SESSION_SECRET'>;
  sessionSecret?: string;
}): CrmTokenStore =>
  createCrmTokenStore(
    options.pool,
    createTokenCipher(
      tokenKeyFrom({
        CRM_TOKEN_KEY: options.config.CRM_TOKEN_KEY,
        sessionSecret: options.sessionSecret ?? options.config.SESSION_SECRET,
      }),
    ),
  );

import type { Pool } from '@zen/platform';

export const isAllowedDomain = async (pool: Pool, domain: string): Promise<boolean> =>
  (await pool.query('SELECT 1 FROM allowed_domains WHERE domain = $1', [domain.toLowerCase()])).rowCount ===
  1;

/** Adds domains to the allowed-domains store; existing ones are left as they are. */
export const allowDomains = async (pool: Pool, domains: readonly string[]): Promise<void> => {
  const unique = [...new Set(domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  if (unique.length === 0) return;
  await pool.query('INSERT INTO allowed_domains (domain) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [
    unique,
  ]);
};

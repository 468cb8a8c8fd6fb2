import type { Actor } from '@zen/contracts';
import type { Pool } from '@zen/platform';

/**
 * Names the accounts events were recorded by. Events keep the account id only (DESIGN §4), so
 * e-mail and name come from the accounts and profiles of today; an id that is no account (the
 * demo seed's 'seed') is shown as it is.
 */
export const resolveActors = async (pool: Pool, ids: readonly string[]): Promise<Map<string, Actor>> => {
  const unique = [...new Set(ids)];
  const { rows } = await pool.query<Actor>(
    `SELECT u.id::text AS id, u.email, nullif(concat_ws(' ', p.first_name, p.last_name), '') AS name
       FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
      WHERE u.id::text = ANY($1::text[])`,
    [unique],
  );
  const known = new Map(rows.map((row) => [row.id, row]));
  return new Map(unique.map((id) => [id, known.get(id) ?? { id, email: null, name: null }]));
};

import type { ContentAccess } from '@zen/contracts';
import type { Pool } from '@zen/platform';
import { accessCondition, type AddParam } from './access.ts';

/**
 * Turns what a person typed into a prefix full-text query: every word must match the start of
 * a word in the item ("onbo chec" finds "Onboarding checklist"). Punctuation separates words,
 * as it does in the indexed text, so tsquery syntax cannot be injected.
 */
export const toPrefixTsQuery = (input: string): string | undefined => {
  const words = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  return words.length === 0 ? undefined : words.map((word) => `${word}:*`).join(' & ');
};

/** "12" or "0012" also finds content number 0012 and numeric id 12 (the admin placeholder's promise). */
export const numericSearch = (input: string): number | undefined => {
  const trimmed = input.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
};

/**
 * What a search term matches in content_catalogue (columns of `alias`, when given): the one
 * definition shared by the admin list and by the search tracking that counts results. Nothing
 * ranks by it: customers' searches are ranked by the query service's in-process index.
 */
export const searchMatch = (input: string, param: AddParam, alias = ''): string => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const tsQuery = toPrefixTsQuery(input);
  const number = numericSearch(input);
  const alternatives: string[] = [];
  if (tsQuery) alternatives.push(`${column('search')} @@ to_tsquery('simple', ${param(tsQuery)})`);
  if (number !== undefined) {
    alternatives.push(`${column('id')} = ${param(number)}`);
    alternatives.push(`${column('content_number')} = ${param(String(number).padStart(4, '0'))}`);
  }
  return alternatives.length ? `(${alternatives.join(' OR ')})` : 'false';
};

/** How many items the user may see match the term, filters aside (what a tracked search found). */
export const countSearchMatches = async (
  pool: Pool,
  access: ContentAccess,
  input: string,
): Promise<number> => {
  const params: unknown[] = [];
  const param: AddParam = (value) => `$${params.push(value)}`;
  const condition = searchMatch(input, param);
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM content_catalogue WHERE ${condition} AND ${accessCondition(access, param)}`,
    params,
  );
  return rows[0]!.n;
};

import type { Application, Level } from '../enumerations.ts';

/** Content numbers are exactly four characters: shorter ones are zero-padded, longer ones cut. */
export const CONTENT_NUMBER_LENGTH = 4;

export const normaliseContentNumber = (raw: string | null | undefined): string | null => {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return null;
  // Counted in characters, not UTF-16 units: a cut through an emoji left half of it, text that
  // PostgreSQL cannot store.
  const characters = Array.from(trimmed);
  return characters.length >= CONTENT_NUMBER_LENGTH
    ? characters.slice(0, CONTENT_NUMBER_LENGTH).join('')
    : '0'.repeat(CONTENT_NUMBER_LENGTH - characters.length) + trimmed;
};

/** An empty identifier means "none"; otherwise it is kept trimmed. */
export const normaliseIdentifier = (raw: string | null | undefined): string | null => {
  const trimmed = (raw ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Keywords are trimmed, blanks dropped, and a keyword already present (any case) is not added twice. */
export const normaliseKeywords = (raw: readonly string[] | null | undefined): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const keyword of raw ?? []) {
    const trimmed = keyword.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
};

const pathSegment = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The card image is chosen by application and audience (spec §3 "thumbnail"). */
export const thumbnailPath = (application: Application, level: Level): string =>
  `/thumbnails/${pathSegment(application)}/${pathSegment(level)}.svg`;

/**
 * Whether two company names name the same company, whatever their case and spacing. A guide's
 * slug cannot say it: different companies share one ('Acme, Inc.' and 'ACME INC'; every name
 * without Latin letters or digits is 'default'), so who may read a guide is decided by this.
 */
export const sameCompany = (a: string, b: string): boolean => companyKey(a) === companyKey(b);
const companyKey = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The user-guide slug: lower case, non-alphanumerics as dashes, 'default' without a company. */
export const companySlug = (companyName: string | null | undefined): string => {
  const slug = (companyName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'default' : slug;
};

export const URL_REQUIRED = 'URL is required';
export const URL_INVALID = 'Please enter a valid URL (must start with http:// or https://)';

export const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

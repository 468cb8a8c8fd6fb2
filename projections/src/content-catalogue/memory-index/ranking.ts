/**
 * Where a match ranks (issue 11): an exact content number or id first, then title matches, then
 * identifier and keywords, then description; within a tier, words typed right before words
 * matched only by typo tolerance, then the newest item.
 */
export const TIER = { exactNumber: 0, title: 1, identifierOrKeywords: 2, description: 3 } as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

const FIELD_TIER: Record<string, Tier> = {
  number: TIER.exactNumber,
  title: TIER.title,
  identifier: TIER.identifierOrKeywords,
  keywords: TIER.identifierOrKeywords,
  description: TIER.description,
};

/**
 * The tier of a text match from the fields each matched word was found in: a document ranks by
 * its weakest word, each word by its best field ("payroll leave" matched in the title and the
 * description ranks as a description match). Never the exact-number tier: that is an id lookup.
 */
export const tierOf = (match: Record<string, readonly string[]>): Tier => {
  let tier: Tier = TIER.title;
  for (const fields of Object.values(match)) {
    const best = Math.min(...fields.map((field) => FIELD_TIER[field] ?? TIER.description)) as Tier;
    if (best > tier) tier = best;
  }
  return tier === TIER.exactNumber ? TIER.title : tier;
};

/** True when every word typed is the start of a word it matched (no typo tolerance needed). */
export const typedExactly = (queryTerms: readonly string[], matchedTerms: readonly string[]): boolean =>
  queryTerms.every((query) => matchedTerms.some((term) => term.startsWith(query)));

export type Ranked = { id: number; tier: Tier; exact: boolean; createdAt: number };

export const compareRanked = (a: Ranked, b: Ranked): number =>
  a.tier - b.tier || Number(b.exact) - Number(a.exact) || b.createdAt - a.createdAt || b.id - a.id;

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

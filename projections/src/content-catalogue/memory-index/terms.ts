/** At most this many words of a query count: a pasted paragraph is not a search. */
export const MAX_QUERY_TERMS = 8;

/**
 * Typo tolerance by word length: short words must be typed right (a one-letter slip in "leve"
 * would match half the catalogue), longer ones may be off by one letter, long ones by two
 * ('attendence', 'onbording', 'payslp').
 */
export const allowedEdits = (term: string): number => (term.length < 5 ? 0 : term.length < 9 ? 1 : 2);

/** "12" or "0012": a content id or number, matched exactly before any text match. */
export const numericQuery = (input: string): number | undefined => {
  const trimmed = input.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
};

/**
 * How text becomes search terms, the same for the catalogue, for what a person types and for the
 * synonyms staff keep: lower case, accents dropped ("Résumé" finds "resume"), split on anything
 * that is not a letter or a digit. Pure, so the browser could use the same rule.
 */
export const normaliseTerm = (term: string): string =>
  term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const termsOf = (text: string): string[] =>
  normaliseTerm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

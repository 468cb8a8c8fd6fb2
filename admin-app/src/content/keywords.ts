export type KeywordOutcome =
  | { kind: 'added'; keyword: string; keywords: string[] }
  | { kind: 'duplicate'; keyword: string }
  | { kind: 'too-long'; keyword: string }
  | { kind: 'blank' };

export const KEYWORD_MAX_LENGTH = 100;

/** Adds a typed keyword: trimmed, and not again if present in any letter case (spec §2, §5). */
export const addKeyword = (keywords: readonly string[], draft: string): KeywordOutcome => {
  const keyword = draft.trim();
  if (keyword === '') return { kind: 'blank' };
  if (keyword.length > KEYWORD_MAX_LENGTH) return { kind: 'too-long', keyword };
  const key = keyword.toLowerCase();
  if (keywords.some((existing) => existing.toLowerCase() === key)) return { kind: 'duplicate', keyword };
  return { kind: 'added', keyword, keywords: [...keywords, keyword] };
};

export const removeKeyword = (keywords: readonly string[], keyword: string): string[] =>
  keywords.filter((existing) => existing !== keyword);

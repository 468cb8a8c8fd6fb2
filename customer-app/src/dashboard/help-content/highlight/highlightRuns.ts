/**
 * Which words of a title or description to highlight for a search (issue 11). The server names
 * the catalogue words a search matched, already folded (lower case, accents dropped), with typos
 * and prefixes resolved; this finds those words in the text as the reader sees it.
 *
 * Words are split and folded as the server's index splits and folds them (anything that is not
 * a letter or digit separates words), so what was matched there is what lights up here. A word
 * is highlighted when its folded form starts with a matched word: 'Onboarding' for 'onboarding',
 * and 'Payslips' for 'payslip'.
 */

export interface TextRun {
  text: string;
  highlighted: boolean;
}

/** Lower case without accents: 'Résumé' → 'resume' (the server's own folding). */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Marks belong to the word they sit on: a decomposed 'é' must not split 'Résumé' in two.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * `text` as consecutive runs, highlighted or plain, that join back into `text`. Neighbouring
 * plain pieces are one run; each highlighted word is its own run.
 */
export const highlightRuns = (text: string, matchedTerms: readonly string[]): TextRun[] => {
  // An empty term would be a prefix of every word.
  const terms = matchedTerms.map(foldWord).filter((term) => term !== '');
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, highlighted: false }];

  const runs: TextRun[] = [];
  const addPlain = (piece: string) => {
    if (piece === '') return;
    const last = runs.at(-1);
    if (last && !last.highlighted) last.text += piece;
    else runs.push({ text: piece, highlighted: false });
  };

  let end = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const folded = foldWord(word);
    if (!terms.some((term) => folded.startsWith(term))) continue;
    addPlain(text.slice(end, match.index));
    runs.push({ text: word, highlighted: true });
    end = match.index + word.length;
  }
  addPlain(text.slice(end));
  return runs;
};

import type { Query } from 'minisearch';

/**
 * The synonym groups staff keep (issue 11), as search uses them: a word or phrase typed that is a
 * term of a group matches what any term of the group matches. "pto request" with the group
 * (pto, leave, time off) finds items with "pto", "leave", or both "time" and "off", that also
 * match "request". Terms are stored as search reads them (lower case, no accents, words joined by
 * one space: synonymTermOf), so a typed word is looked up as it is.
 */
export class SynonymExpansion {
  private readonly groupOf = new Map<string, readonly string[]>();
  /** The most words of any term: the longest phrase worth looking for in what was typed. */
  private readonly longestPhrase: number;

  constructor(groups: readonly (readonly string[])[]) {
    let longest = 0;
    for (const terms of groups) {
      for (const term of terms) {
        this.groupOf.set(term, terms);
        longest = Math.max(longest, term.split(' ').length);
      }
    }
    this.longestPhrase = longest;
  }

  get size(): number {
    return this.groupOf.size;
  }

  /**
   * What MiniSearch is asked for `terms` (the typed words, normalised): the words joined as they
   * are when none is a synonym, so a search without synonyms runs exactly as before; otherwise
   * every word must match (AND), and each typed synonym, the longest phrase first, matches as any
   * term of its group (OR).
   */
  queryFor(terms: readonly string[]): Query {
    if (this.groupOf.size === 0) return terms.join(' ');
    const parts: Query[] = [];
    let expanded = false;
    for (let at = 0; at < terms.length;) {
      const found = this.phraseAt(terms, at);
      if (found) {
        parts.push({ combineWith: 'OR', queries: found.group.map(termQuery) });
        at += found.words;
        expanded = true;
      } else {
        parts.push(terms[at]!);
        at += 1;
      }
    }
    return expanded ? { combineWith: 'AND', queries: parts } : terms.join(' ');
  }

  private phraseAt(terms: readonly string[], at: number) {
    for (let words = Math.min(this.longestPhrase, terms.length - at); words >= 1; words -= 1) {
      const group = this.groupOf.get(terms.slice(at, at + words).join(' '));
      if (group) return { group, words };
    }
    return undefined;
  }
}

/** A term of a group: a word, or a phrase whose every word must match. */
const termQuery = (term: string): Query =>
  term.includes(' ') ? { combineWith: 'AND', queries: term.split(' ') } : term;

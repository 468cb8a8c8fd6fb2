import { canAccessContent, type ContentAccess, type CustomerContentQuery } from '@zen/contracts';
import type { CatalogueIndex, ItemFacts } from './catalogue-index.ts';

/** The filters of Browse Content that narrow a search; none of them is required. */
export type MatchFilters = Partial<
  Pick<CustomerContentQuery, 'application' | 'module' | 'level' | 'contentType' | 'learningJourney'>
>;

const passes = (facts: ItemFacts, access: ContentAccess | undefined, filters: MatchFilters): boolean =>
  (access === undefined || canAccessContent(access, facts)) &&
  (!filters.application || facts.application === filters.application) &&
  (!filters.module || facts.module === filters.module) &&
  (!filters.level || facts.level === filters.level) &&
  (!filters.contentType || facts.type === filters.contentType) &&
  (!filters.learningJourney ||
    (filters.learningJourney === 'none'
      ? facts.learningJourney === null
      : facts.learningJourney === filters.learningJourney));

export type VisibleMatches = { ids: number[]; matchedTerms: readonly string[] };

/** What a list of ids kept per catalogue version depends on: what it is, who sees it, the filters. */
const keyOf = (what: string, access: ContentAccess | undefined, filters: MatchFilters): string => {
  const { application, module, level, contentType, learningJourney } = filters;
  return JSON.stringify([what, access ?? 'all', application, module, level, contentType, learningJourney]);
};

/**
 * The ids matching `term`, best first, that `access` may see (every item when it is undefined:
 * staff) and that pass `filters`: the one matcher behind customer search, suggestions, the admin
 * list's search and the result count of a tracked search, so all of them agree on what a term
 * finds. Brought up to the catalogue read model first (read-your-writes), and kept per catalogue
 * version, since many people with the same access type the same words.
 */
export const visibleMatches = async (
  index: CatalogueIndex,
  access: ContentAccess | undefined,
  term: string,
  filters: MatchFilters = {},
): Promise<VisibleMatches> => {
  await index.refresh();
  return visibleMatchesNow(index, access, term, filters);
};

/** visibleMatches in the index as it is now, for a caller that has just brought it up to date. */
export const visibleMatchesNow = (
  index: CatalogueIndex,
  access: ContentAccess | undefined,
  term: string,
  filters: MatchFilters = {},
): VisibleMatches => {
  return index.perVersion(
    keyOf(`term:${term}`, access, filters),
    () => {
      const ids: number[] = [];
      // Only the words of items this person may see and asked for: a hidden item's words, even
      // with no item to show, would tell a customer what content they may not see holds.
      const matchedTerms = new Set<string>();
      for (const hit of index.find(term).ranked) {
        const facts = index.factsOf(hit.id);
        if (!facts || !passes(facts, access, filters)) continue;
        ids.push(hit.id);
        for (const word of hit.terms) matchedTerms.add(word);
      }
      return { ids, matchedTerms: [...matchedTerms] };
    },
    (matches) => matches.ids.length + 1,
  );
};

/**
 * The ids `access` may see (every item when it is undefined: staff) that pass `filters`, by
 * title: Browse Content without a search, and Content Management sorted by title. Kept per
 * catalogue version, as a search's matches are, and ordered as the catalogue sorts titles. Call it
 * right after `refresh()`, as visibleMatchesNow.
 */
export const visibleByTitle = async (
  index: CatalogueIndex,
  access: ContentAccess | undefined,
  filters: MatchFilters = {},
): Promise<readonly number[]> => {
  const order = await index.titleOrder();
  return index.perVersion(
    keyOf('by-title', access, filters),
    () =>
      order.filter((id) => {
        const facts = index.factsOf(id);
        return facts !== undefined && passes(facts, access, filters);
      }),
    (ids) => ids.length + 1,
  );
};

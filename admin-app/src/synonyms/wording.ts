import type { SynonymGroup } from '@zen/contracts';

/** What a group does, said on the list, its empty state and the form. */
export const SYNONYMS_EXPLAINED = 'Customers who type one term of a group also find content with the others.';
export const SYNONYMS_EXAMPLE = 'For example: "pto", "leave" and "time off".';

/** A group as staff read it in titles and button names: its terms. */
export const groupName = (group: Pick<SynonymGroup, 'terms'>): string => group.terms.join(', ');

import type { AnalyticsRange } from './analyticsApi.ts';
import { counted, formatCount } from '../layout/counts.ts';

export const RANGES: readonly { value: AnalyticsRange; label: string }[] = [
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
  { value: 'all', label: 'All time' },
];

export const rangeLabel = (range: AnalyticsRange): string =>
  RANGES.find((choice) => choice.value === range)?.label ?? 'All time';

/** The spec's empty texts (§2 Analytics dashboard), word for word. */
export const EMPTY = {
  contentViews: 'No content views tracked yet',
  searchQueries: 'No search queries tracked yet',
  favorites: 'No favorited content yet',
  companies: 'No company usage data yet',
} as const;

/** What each of those says over a shorter range: that range, not that nothing was ever tracked. */
const NOTHING_IN_RANGE: Record<keyof typeof EMPTY, string> = {
  contentViews: 'No content views',
  searchQueries: 'No search queries',
  favorites: 'No content favorited',
  companies: 'No company usage',
};

/** A card or list's empty text for the range: the spec's words over all time. */
export const emptyText = (kind: keyof typeof EMPTY, range: AnalyticsRange): string =>
  range === 'all' ? EMPTY[kind] : `${NOTHING_IN_RANGE[kind]} in the ${rangeLabel(range).toLowerCase()}`;

/** Searches Without Results with none: every search found something, in the range. */
export const everySearchFound = (range: AnalyticsRange): string =>
  range === 'all'
    ? 'Every tracked search found something'
    : `Every search in the ${rangeLabel(range).toLowerCase()} found something`;

/** The cards' lines under the totals (spec §2: 'Across N pieces of content', 'N unique search terms'). */
export const acrossContent = (n: number): string => `Across ${counted(n, 'piece', 'pieces')} of content`;
export const uniqueTerms = (n: number): string => counted(n, 'unique search term', 'unique search terms');
export const totalUsers = (n: number): string => counted(n, 'total user', 'total users');

/**
 * Company Usage Analytics lists the busiest companies only (the call's limit): when the range had
 * more, the list says it is a part, and of how many (the Active Companies card's count).
 */
export const busiestCompanies = (listed: number, active: number): string | undefined =>
  listed < active
    ? `The ${listed} with the most views, of ${formatCount(active)} active companies`
    : undefined;

/** The console's dates (layout/dates.ts): the analytics' days are UTC calendar days. */
export { formatDate, formatDateTime, formatDay } from '../layout/dates.ts';

/** A share of 0 to 1 as a whole percentage. */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

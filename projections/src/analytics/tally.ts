import { activityDay, SEARCH_SESSION_MINUTES } from '@zen/contracts';
import type { Activity } from './batch.ts';

/** A learner's latest search, waiting for a view to credit it. */
export type OpenSearch = { day: string; term: string; searchedAt: number };

export type ContentDay = { day: string; contentId: number; views: number };
export type UserDay = {
  day: string;
  userId: string;
  emailDomain: string;
  views: number;
  searches: number;
  lastActiveAt: number;
};
export type TermDay = {
  day: string;
  term: string;
  searches: number;
  withoutResults: number;
  followedByView: number;
  lastSearchedAt: number | undefined;
  lastWithoutResultsAt: number | undefined;
};

/** What one batch adds to the daily counts, and where each learner's open search now stands. */
export type Tally = {
  contentDays: ContentDay[];
  userDays: UserDay[];
  termDays: TermDay[];
  /** For each learner the batch touched: their open search afterwards, or null for none. */
  openSearches: Map<string, OpenSearch | null>;
};

const SEARCH_SESSION_MS = SEARCH_SESSION_MINUTES * 60_000;
const dayOf = (at: number) => activityDay(new Date(at).toISOString());
const later = (a: number | undefined, b: number) => (a === undefined || b > a ? b : a);

const entry = <K, V>(map: Map<K, V>, key: K, create: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
};

/**
 * Counts a batch's views and searches in log order. A search stays open until the same learner's
 * next view credits it (when within the search session) or their next search replaces it, so
 * only the last search before a view counts as followed by a view. Pure: the same activity and
 * open searches give the same tally however the log was cut into batches.
 */
export const tallyActivity = (
  activities: readonly Activity[],
  open: ReadonlyMap<string, OpenSearch>,
): Tally => {
  const contentDays = new Map<string, ContentDay>();
  const userDays = new Map<string, UserDay>();
  const termDays = new Map<string, TermDay>();
  const openSearches = new Map<string, OpenSearch | null>();
  const openOf = (userId: string) =>
    openSearches.has(userId) ? openSearches.get(userId)! : (open.get(userId) ?? null);
  const termDay = (day: string, term: string) =>
    entry(termDays, JSON.stringify([day, term]), () => ({
      day,
      term,
      searches: 0,
      withoutResults: 0,
      followedByView: 0,
      lastSearchedAt: undefined,
      lastWithoutResultsAt: undefined,
    }));

  for (const activity of activities) {
    const day = dayOf(activity.at);
    const user = entry(userDays, JSON.stringify([day, activity.userId]), () => ({
      day,
      userId: activity.userId,
      emailDomain: activity.emailDomain,
      views: 0,
      searches: 0,
      lastActiveAt: activity.at,
    }));
    user.lastActiveAt = Math.max(user.lastActiveAt, activity.at);
    if (activity.kind === 'view') {
      user.views += 1;
      entry(contentDays, JSON.stringify([day, activity.contentId]), () => ({
        day,
        contentId: activity.contentId,
        views: 0,
      })).views += 1;
      const search = openOf(activity.userId);
      // A view stamped before the search (clocks of two replicas) leaves the search open.
      if (search && activity.at >= search.searchedAt) {
        if (activity.at - search.searchedAt <= SEARCH_SESSION_MS) {
          termDay(search.day, search.term).followedByView += 1;
        }
        // Credited, or too old ever to be: either way no later view can count for it.
        openSearches.set(activity.userId, null);
      }
    } else {
      user.searches += 1;
      const counted = termDay(day, activity.term);
      counted.searches += 1;
      counted.lastSearchedAt = later(counted.lastSearchedAt, activity.at);
      if (activity.resultCount === 0) {
        counted.withoutResults += 1;
        counted.lastWithoutResultsAt = later(counted.lastWithoutResultsAt, activity.at);
      }
      openSearches.set(activity.userId, { day, term: activity.term, searchedAt: activity.at });
    }
  }
  return {
    contentDays: [...contentDays.values()],
    userDays: [...userDays.values()],
    termDays: [...termDays.values()],
    openSearches,
  };
};

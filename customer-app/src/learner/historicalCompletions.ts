/**
 * The spec's browser storage kept a `completedVideos` list of content ids (spec §3 client-side
 * state). A browser that still has one (from before completions were kept on the server) holds
 * completions the server may lack; the dashboard sends them once (spec §2 Data Recovery, §8
 * 'Recovery Complete').
 */
export const HISTORICAL_COMPLETIONS_KEY = 'completedVideos';
/** What the server takes in one recovery call. */
export const MAX_RECOVERED = 500;

/** The content ids in the stored list; anything that is not a positive whole number is ignored. */
export const parseHistoricalCompletions = (stored: string | null): number[] => {
  if (!stored) return [];
  let list: unknown;
  try {
    list = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const ids = list
    .map((entry) => (typeof entry === 'string' && /^\d+$/.test(entry) ? Number(entry) : entry))
    .filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_RECOVERED);
};

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ActivityResponseSchema,
  BadgeCheckResponseSchema,
  FavouriteChangeResponseSchema,
  FavouritesResponseSchema,
  LearnerStateSchema,
  VideoCompletionSchema,
  VideoCompletionsResponseSchema,
  VideoStartResponseSchema,
  type ActivityRequest,
  type BadgeCheckResponse,
  type FavouriteChangeResponse,
  type FavouriteItem,
  type LearnerState,
  type VideoCompletion,
  type VideoCompletionRequest,
  type VideoStartResponse,
} from '@zen/contracts';
import { request } from '../api/http.ts';
import { contentKeys } from '../dashboard/help-content/contentQueries.ts';
import { browserSessionId } from './browserSessionId.ts';

/**
 * The learner loop's reads and commands (spec §7 "Favourites, activity, badges, completions"):
 * query keys, fetchers and what each command invalidates, in one place. Whose data it is comes
 * from the server session; the `{sessionId}` in the spec's paths is only the browser's label.
 */
export const learnerKeys = {
  all: ['learner'] as const,
  /** Favourite, in-progress and completed ids: every card's toggle and completion icon. */
  state: ['learner', 'state'] as const,
  favourites: ['learner', 'favorites'] as const,
  completions: ['learner', 'video-completions'] as const,
};

const sessionPath = (path: string) => `${path}/${encodeURIComponent(browserSessionId())}`;

// ---- reads ------------------------------------------------------------------------------------

export const fetchLearnerState = async (signal?: AbortSignal): Promise<LearnerState> =>
  LearnerStateSchema.parse(await request('/api/learner/state', { signal }));

export const learnerStateQuery = queryOptions({
  queryKey: learnerKeys.state,
  queryFn: ({ signal }) => fetchLearnerState(signal),
});

export const fetchFavourites = async (signal?: AbortSignal): Promise<FavouriteItem[]> =>
  FavouritesResponseSchema.parse(await request(sessionPath('/api/favorites'), { signal }));

export const favouritesQuery = queryOptions({
  queryKey: learnerKeys.favourites,
  queryFn: ({ signal }) => fetchFavourites(signal),
});

/** `?t=` keeps any cache between here and the server from answering with an old list (spec §7). */
export const fetchCompletions = async (signal?: AbortSignal): Promise<VideoCompletion[]> =>
  VideoCompletionsResponseSchema.parse(
    await request(`${sessionPath('/api/video-completions')}?t=${Date.now()}`, { signal }),
  );

/** Spec §9: the completions query is never considered fresh; it refetches on mount and on focus. */
export const completionsQuery = queryOptions({
  queryKey: learnerKeys.completions,
  queryFn: ({ signal }) => fetchCompletions(signal),
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
});

// ---- commands ---------------------------------------------------------------------------------

export const addFavourite = async (contentId: number): Promise<FavouriteChangeResponse> =>
  FavouriteChangeResponseSchema.parse(
    await request('/api/favorites', {
      method: 'POST',
      body: { sessionId: browserSessionId(), contentId },
    }),
  );

export const removeFavourite = async (contentId: number): Promise<FavouriteChangeResponse> =>
  FavouriteChangeResponseSchema.parse(
    await request(`${sessionPath('/api/favorites')}/${contentId}`, { method: 'DELETE' }),
  );

/** `recorded` is false when the server chose not to track it (admins, spec §4). */
export const recordActivity = async (activity: ActivityRequest): Promise<boolean> =>
  ActivityResponseSchema.parse(
    await request('/api/activity', { method: 'POST', body: { sessionId: browserSessionId(), ...activity } }),
  ).recorded;

/** POST /api/badges/check has no body (spec §7). */
export const checkBadges = async (): Promise<BadgeCheckResponse> =>
  BadgeCheckResponseSchema.parse(await request('/api/badges/check', { method: 'POST' }));

/** Opening a video puts it in progress (spec §4); a completed video stays completed. */
export const startVideo = async (contentId: number): Promise<VideoStartResponse> =>
  VideoStartResponseSchema.parse(
    await request('/api/video-starts', {
      method: 'POST',
      body: { sessionId: browserSessionId(), contentId },
    }),
  );

export const sendCompletion = async (completion: VideoCompletionRequest): Promise<VideoCompletion> =>
  VideoCompletionSchema.parse(
    await request('/api/video-completions', {
      method: 'POST',
      body: { sessionId: browserSessionId(), ...completion },
    }),
  );

// ---- what each command changes ----------------------------------------------------------------

/** A favourite added or removed: the ids every card reads and the My Favorites list. */
export const refreshAfterFavourite = (client: QueryClient): Promise<unknown> =>
  Promise.all([
    client.invalidateQueries({ queryKey: learnerKeys.state }),
    client.invalidateQueries({ queryKey: learnerKeys.favourites }),
  ]);

/** A started video is in progress, and New Content lists only items neither started nor completed. */
export const refreshAfterStart = (client: QueryClient): Promise<unknown> =>
  Promise.all([
    client.invalidateQueries({ queryKey: learnerKeys.state }),
    client.invalidateQueries({ queryKey: contentKeys.newContent }),
  ]);

/**
 * Spec §4: after a completion the completions and every content list (Browse, New Content, the
 * journey with its progress) are read again, about 100 ms later, so icons and progress move
 * without a reload.
 */
export const REFRESH_AFTER_COMPLETION_MS = 100;

export const refreshAfterCompletion = (client: QueryClient): Promise<unknown> =>
  new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        Promise.all([
          client.invalidateQueries({ queryKey: learnerKeys.state }),
          client.invalidateQueries({ queryKey: learnerKeys.completions }),
          client.invalidateQueries({ queryKey: contentKeys.all }),
        ]),
      );
    }, REFRESH_AFTER_COMPLETION_MS);
  });

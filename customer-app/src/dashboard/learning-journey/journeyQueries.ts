import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  JOURNEY_MODULE_PAGE,
  JourneyModulePageSchema,
  LearningJourneyResponseSchema,
  type Application,
  type JourneyModule,
  type JourneyModulePage,
  type LearningJourneyResponse,
} from '@zen/contracts';
import { HttpError, request } from '../../api/http.ts';
import { contentKeys, contentRetry } from '../help-content/contentQueries.ts';

/**
 * My Learning Journey's reads (spec §2, §7): the journey is a content list
 * (GET /api/content/filtered?type=learning-journey), so its key sits under `contentKeys.all`
 * and every command that refreshes content lists (a completion) refreshes it and its progress.
 */
const journey = [...contentKeys.all, 'filtered', 'learning-journey'] as const;
export const journeyKeys = {
  journey,
  /** The pages of one module read beyond the journey's first items: refreshed with the journey. */
  module: ({ journey: tab, application, module }: ModuleOfJourney) =>
    [...journey, 'module', tab, application, module] as const,
};

export type ModuleOfJourney = Pick<JourneyModule, 'journey' | 'application' | 'module'>;

export const fetchJourney = async (signal?: AbortSignal): Promise<LearningJourneyResponse> =>
  LearningJourneyResponseSchema.parse(
    await request('/api/content/filtered?type=learning-journey', { signal }),
  );

export const journeyQuery = queryOptions({
  queryKey: journeyKeys.journey,
  queryFn: ({ signal }) => fetchJourney(signal),
  // The journey is a content list: retried as every content read is (spec §7, §9).
  ...contentRetry,
});

/** GET /api/learner/journey-module: the module's items from `offset`, a page at a time. */
export const fetchJourneyModulePage = async (
  { journey: tab, application, module }: ModuleOfJourney,
  offset: number,
  signal?: AbortSignal,
): Promise<JourneyModulePage> => {
  const params = new URLSearchParams({
    journey: tab,
    application,
    module,
    offset: String(offset),
    limit: String(JOURNEY_MODULE_PAGE),
  });
  return JourneyModulePageSchema.parse(await request(`/api/learner/journey-module?${params}`, { signal }));
};

/**
 * "Show more" under a journey module: pages after the `shown` items the journey answer carried,
 * each starting where the last ended, until the module's count is reached.
 */
export const journeyModuleQuery = (module: ModuleOfJourney, shown: number) =>
  infiniteQueryOptions({
    queryKey: journeyKeys.module(module),
    queryFn: ({ pageParam, signal }) => fetchJourneyModulePage(module, pageParam, signal),
    ...contentRetry,
    initialPageParam: shown,
    getNextPageParam: (last, _pages, offset) => {
      const next = offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

export const certificatePath = (application: Application) =>
  `/api/certificates/${encodeURIComponent(application)}`;

const fileNameFrom = (disposition: string | null): string | null => {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

/** GET /api/certificates/{application}: the PDF, with the name the server gives it. */
export const fetchCertificate = async (
  application: Application,
): Promise<{ blob: Blob; fileName: string }> => {
  const response = await fetch(certificatePath(application), {
    credentials: 'include',
    headers: { Accept: 'application/pdf, application/problem+json' },
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  const fallback = `certificate-${application.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')) ?? fallback,
  };
};

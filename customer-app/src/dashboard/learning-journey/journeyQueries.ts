import { queryOptions } from '@tanstack/react-query';
import {
  LearningJourneyResponseSchema,
  type Application,
  type LearningJourneyResponse,
} from '@zen/contracts';
import { HttpError, request } from '../../api/http.ts';
import { contentKeys } from '../help-content/contentQueries.ts';

/**
 * My Learning Journey's reads (spec §2, §7): the journey is a content list
 * (GET /api/content/filtered?type=learning-journey), so its key sits under `contentKeys.all`
 * and every command that refreshes content lists (a completion) refreshes it and its progress.
 */
export const journeyKeys = {
  journey: [...contentKeys.all, 'filtered', 'learning-journey'] as const,
};

export const fetchJourney = async (signal?: AbortSignal): Promise<LearningJourneyResponse> =>
  LearningJourneyResponseSchema.parse(
    await request('/api/content/filtered?type=learning-journey', { signal }),
  );

export const journeyQuery = queryOptions({
  queryKey: journeyKeys.journey,
  queryFn: ({ signal }) => fetchJourney(signal),
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

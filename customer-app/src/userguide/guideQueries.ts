import { queryOptions } from '@tanstack/react-query';
import {
  CompanyUserGuideSchema,
  ContentItemSchema,
  UserGuideAccessSchema,
  type CompanyUserGuide,
  type ContentItem,
} from '@zen/contracts';
import { HttpError, request } from '../api/http.ts';

/**
 * The company user guide page's reads (spec §7 Company user guide, Profile and access): keys and
 * fetchers in one place. Guides change only when staff publish, so nothing here refetches by
 * itself; reloading the page reads them again.
 */
export const userGuideKeys = {
  guide: (slugOrName: string) => ['userguide', slugOrName] as const,
  access: ['userguide', 'access'] as const,
};

const guidePath = (slugOrName: string) => `/api/userguide/${encodeURIComponent(slugOrName)}`;

/** The guide, or null when there is none for this user: a 404 is an answer, not a failure. */
export const guideQuery = (slugOrName: string) =>
  queryOptions({
    queryKey: userGuideKeys.guide(slugOrName),
    queryFn: async ({ signal }): Promise<CompanyUserGuide | null> => {
      try {
        return CompanyUserGuideSchema.parse(await request(guidePath(slugOrName), { signal }));
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** GET /api/profile/check-userguide: whether the company's guide can be read, and its slug. */
export const guideAccessQuery = queryOptions({
  queryKey: userGuideKeys.access,
  queryFn: async ({ signal }) =>
    UserGuideAccessSchema.parse(await request('/api/profile/check-userguide', { signal })),
});

/** Download PDF: a plain download of the published modules, made on the server. */
export const guidePdfPath = (slugOrName: string) => `${guidePath(slugOrName)}/pdf`;

/** A process's video as the catalogue has it, for the video modal (which records its completion). */
export const fetchGuideVideo = async (contentId: number): Promise<ContentItem | null> => {
  try {
    return ContentItemSchema.parse(await request(`/api/content/${contentId}`));
  } catch (error) {
    // Outside the learner's module access, or deleted since: the guide still links its URL.
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
};

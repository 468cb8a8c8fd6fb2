import {
  etagOf,
  type ContentHistory,
  type ContentItem,
  type LearnerCompletionsResponse,
} from '@zen/contracts';
import { httpClient } from '../httpClient.ts';

/** The list of deleted items is an ordinary ra-data-simple-rest resource under this name. */
export const DELETED_CONTENT_RESOURCE = 'admin/deleted-content';

const post = (url: string) => httpClient(url, { method: 'POST', body: '{}' });

/**
 * Data Recovery's calls (docs/api.md, "Data Recovery") as custom data provider methods: through
 * useDataProvider a 401 or 403 signs the admin out as any other call does. Like react-admin's own
 * methods they answer `{ data }`.
 */
export const recoveryMethods = {
  /** POST /api/admin/content/{id}/restore: a deleted item back in the catalogue. */
  restoreContent: async (id: number): Promise<{ data: ContentItem }> => ({
    data: (await post(`/api/admin/content/${id}/restore`)).json as ContentItem,
  }),

  /** GET /api/admin/content/{id}/history: every version, newest first. */
  getContentHistory: async (id: number): Promise<{ data: ContentHistory }> => ({
    data: (await httpClient(`/api/admin/content/${id}/history`)).json as ContentHistory,
  }),

  /**
   * POST /api/admin/content/{id}/versions/{version}/restore: that version's fields become current,
   * if the item is still as the history showed it (`readAt`, its newest version's time; else 412).
   */
  restoreContentVersion: async (
    id: number,
    version: number,
    readAt: string,
  ): Promise<{ data: ContentItem }> => ({
    data: (
      await httpClient(`/api/admin/content/${id}/versions/${version}/restore`, {
        method: 'POST',
        body: '{}',
        headers: new Headers({ 'If-Match': etagOf(readAt) }),
      })
    ).json as ContentItem,
  }),

  /** GET /api/admin/learner-completions: what a learner had completed by a date. */
  getLearnerCompletions: async (query: {
    email: string;
    asOf: string;
    page: number;
    pageSize: number;
  }): Promise<{ data: LearnerCompletionsResponse }> => {
    const params = new URLSearchParams({
      email: query.email,
      asOf: query.asOf,
      page: String(query.page),
      pageSize: String(query.pageSize),
    });
    return {
      data: (await httpClient(`/api/admin/learner-completions?${params}`)).json as LearnerCompletionsResponse,
    };
  },
};

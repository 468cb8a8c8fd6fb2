import { combineDataProviders, type DataProvider } from 'react-admin';
import { etagOf, type ContentItem } from '@zen/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { analyticsMethods } from './analytics/analyticsApi.ts';
import { crmSyncMethods } from './crm-sync/crmSyncApi.ts';
import { httpClient } from './httpClient.ts';
import { templateMethods } from './userguide-template/templateApi.ts';
import { guideMethods } from './userguides/guidesApi.ts';
import { USERS_RESOURCE, userMethods } from './users/usersApi.ts';
import { recoveryMethods } from './recovery/recoveryApi.ts';
import { SYNONYMS_RESOURCE } from './synonyms/synonymsApi.ts';

const simpleApi = simpleRestProvider('/api', httpClient);
/**
 * A content item is saved on the condition that it is still as the form read it (If-Match, its
 * updatedAt): another admin's save in between is then refused with a 412 that says so, instead of
 * being quietly undone by this one.
 */
const api: DataProvider = {
  ...simpleApi,
  update: async (resource, params) => {
    const readAt = (params.previousData as Partial<ContentItem> | undefined)?.updatedAt;
    if (resource !== 'content' || !readAt) return simpleApi.update(resource, params);
    const { json } = await httpClient(`/api/content/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body: JSON.stringify(params.data),
      headers: new Headers({ 'If-Match': etagOf(readAt) }),
    });
    return { data: json };
  },
};
const adminApi = simpleRestProvider('/api/admin', httpClient);

/** ra-data-simple-rest resources whose API lives under /api/admin (spec §7 Admin; issue 11's synonyms). */
const ADMIN_API_RESOURCES: ReadonlySet<string> = new Set([USERS_RESOURCE, SYNONYMS_RESOURCE]);

/** The API follows ra-data-simple-rest's dialect (sort/range/filter, Content-Range), see docs/api.md. */
export const dataProvider = {
  // `users` and `synonyms` keep their resource names in the console while their API is /api/admin/….
  ...combineDataProviders((resource) => (ADMIN_API_RESOURCES.has(resource) ? adminApi : api)),
  ...crmSyncMethods,
  ...guideMethods,
  ...templateMethods,
  ...analyticsMethods,
  ...userMethods,
  ...recoveryMethods,
};

/** What `useDataProvider<ZenDataProvider>()` offers: the resources' methods and the console's own. */
export type ZenDataProvider = typeof dataProvider;

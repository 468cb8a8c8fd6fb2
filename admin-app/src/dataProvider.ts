import { combineDataProviders, type DataProvider } from 'react-admin';
import { etagOf } from '@zen/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { analyticsMethods } from './analytics/analyticsApi.ts';
import { crmSyncMethods } from './crm-sync/crmSyncApi.ts';
import { httpClient } from './httpClient.ts';
import { templateMethods } from './userguide-template/templateApi.ts';
import { guideMethods } from './userguides/guidesApi.ts';
import { USERS_RESOURCE, userMethods } from './users/usersApi.ts';
import { recoveryMethods } from './recovery/recoveryApi.ts';
import { SYNONYMS_RESOURCE } from './synonyms/synonymsApi.ts';

/**
 * A resource whose records are saved on the condition that they are still as the form read them
 * (If-Match, their updatedAt): another admin's save in between is then refused with a 412 that
 * says so, instead of being quietly undone by this one. react-admin hands `update` the record as
 * the form read it (`previousData`).
 */
const savedAsRead = (base: DataProvider, url: string, resources: ReadonlySet<string>): DataProvider => ({
  ...base,
  update: async (resource, params) => {
    const readAt = (params.previousData as { updatedAt?: unknown } | undefined)?.updatedAt;
    if (!resources.has(resource) || typeof readAt !== 'string') return base.update(resource, params);
    const { json } = await httpClient(`${url}/${resource}/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body: JSON.stringify(params.data),
      headers: new Headers({ 'If-Match': etagOf(readAt) }),
    });
    return { data: json };
  },
});

const api = savedAsRead(simpleRestProvider('/api', httpClient), '/api', new Set(['content']));
const adminApi = savedAsRead(
  simpleRestProvider('/api/admin', httpClient),
  '/api/admin',
  new Set([SYNONYMS_RESOURCE]),
);

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

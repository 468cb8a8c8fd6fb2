import { combineDataProviders } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { analyticsMethods } from './analytics/analyticsApi.ts';
import { crmSyncMethods } from './crm-sync/crmSyncApi.ts';
import { httpClient } from './httpClient.ts';
import { templateMethods } from './userguide-template/templateApi.ts';
import { guideMethods } from './userguides/guidesApi.ts';
import { ADMIN_API_RESOURCES, userMethods } from './users/usersApi.ts';
import { recoveryMethods } from './recovery/recoveryApi.ts';

const api = simpleRestProvider('/api', httpClient);
const adminApi = simpleRestProvider('/api/admin', httpClient);

/** The API follows ra-data-simple-rest's dialect (sort/range/filter, Content-Range), see docs/api.md. */
export const dataProvider = {
  // `users` keeps its resource name in the console while its API is /api/admin/users.
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

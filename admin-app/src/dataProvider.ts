import simpleRestProvider from 'ra-data-simple-rest';
import { crmSyncMethods } from './crm-sync/crmSyncApi.ts';
import { httpClient } from './httpClient.ts';
import { recoveryMethods } from './recovery/recoveryApi.ts';

/** The API follows ra-data-simple-rest's dialect (sort/range/filter, Content-Range), see docs/api.md. */
export const dataProvider = {
  ...simpleRestProvider('/api', httpClient),
  ...crmSyncMethods,
  ...recoveryMethods,
};

/** What `useDataProvider<ZenDataProvider>()` offers: the resources' methods and the console's own. */
export type ZenDataProvider = typeof dataProvider;

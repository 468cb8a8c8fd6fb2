import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useStore } from 'react-admin';
import type { ZenDataProvider } from '../dataProvider.ts';
import type { AnalyticsRange } from './analyticsApi.ts';

/**
 * The chosen range, kept in the console's store so it survives a reload. All time at first, as
 * the spec's dashboard counts: opened on the last 30 days, it told an admin whose customers were
 * quiet for a month 'No content views tracked yet'.
 */
export const useAnalyticsRange = () => useStore<AnalyticsRange>('analytics.range', 'all');

type Method =
  | 'getAnalyticsSummary'
  | 'getContentViews'
  | 'getSearchQueries'
  | 'getSearchesWithoutResults'
  | 'getViewsByDomain'
  | 'getMostFavorited'
  | 'getViewsPerDay';

type DataOf<M extends Method> = Awaited<ReturnType<ZenDataProvider[M]>>['data'];

/**
 * One analytics read for the range. The figures lag a customer's activity by at most a second,
 * so they are read again every 30 s while the dashboard is open, and when the admin comes back.
 */
export const useAnalytics = <M extends Method>(method: M, range: AnalyticsRange) => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useQuery<DataOf<M>, Error>({
    queryKey: ['analytics', method, range],
    queryFn: async () => (await dataProvider[method](range)).data as DataOf<M>,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
};

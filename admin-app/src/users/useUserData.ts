import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Progress } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';

/** No learner found (e.g. a staff account): the spec's default of zeros (§7 'default zeros'). */
export const NO_PROGRESS: Progress = {
  essential: { completed: 0, total: 0 },
  operational: { completed: 0, total: 0 },
  companyProcesses: { completed: 0, total: 0 },
  completed: 0,
  total: 0,
  overall: 0,
};

/**
 * The learner's progress figures, read fresh each time the dialog opens; `learner` is false when
 * the search found no learner (staff are never learners), and the figures are then the zeros.
 */
export const useLearnerProgress = (email: string) => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useQuery({
    queryKey: ['users', 'progress', email],
    queryFn: async () => {
      const found = (await dataProvider.getLearnerProgress(email)).data;
      return found ? { learner: true, progress: found.progress } : { learner: false, progress: NO_PROGRESS };
    },
    staleTime: 0,
  });
};

/** The learner's unwatched content, a page at a time (fetchNextPage), read fresh each time the dialog opens. */
export const useUnwatchedContent = (email: string) => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useInfiniteQuery({
    queryKey: ['users', 'unwatched', email],
    queryFn: async ({ pageParam }) => (await dataProvider.getUnwatchedPage(email, pageParam)).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((count, page) => count + page.items.length, 0);
      // An empty page ends the list too, should items be completed while staff read it.
      return last.items.length > 0 && read < last.total ? read : undefined;
    },
    staleTime: 0,
  });
};

export const useCompanies = () => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useQuery({
    queryKey: ['users', 'companies'],
    queryFn: async () => (await dataProvider.getCompanies()).data,
  });
};

export const useActiveUsers = () => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useQuery({
    queryKey: ['users', 'active'],
    queryFn: async () => (await dataProvider.getActiveUsers()).data,
    refetchOnWindowFocus: true,
  });
};

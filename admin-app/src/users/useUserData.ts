import { useQuery } from '@tanstack/react-query';
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

export const useUnwatchedContent = (email: string) => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useQuery({
    queryKey: ['users', 'unwatched', email],
    queryFn: async () => (await dataProvider.getUnwatchedContent(email)).data,
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

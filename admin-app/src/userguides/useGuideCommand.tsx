import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { UserGuideDetail } from '@zen/contracts';
import { Notice } from '../layout/Notice.tsx';
import { useToldAsSaved } from '../layout/useSaveErrors.tsx';
import { guideKeys } from './guidesApi.ts';
import { useGuideFailureNotice } from './useGuideFailureNotice.tsx';

/**
 * A command on a guide from its Edit page: the answer is the guide as it now is, shown at once;
 * the list is read again; a refusal is shown in the server's words.
 *
 * A command saved whose guide read did not catch up in time (503 'Saved, not yet visible') counts
 * as done: the mutation succeeds with no guide (so a caller's own onSuccess, such as closing Add
 * Modules, runs), it is told as saved, and the guide is read again.
 */
export const useGuideCommand = <T,>(
  guideId: string,
  run: (input: T) => Promise<{ data: UserGuideDetail }>,
  success: (input: T) => string,
) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failureNotice = useGuideFailureNotice();
  const toldAsSaved = useToldAsSaved();
  return useMutation({
    mutationFn: async (input: T): Promise<UserGuideDetail | null> => {
      try {
        return (await run(input)).data;
      } catch (error) {
        if (toldAsSaved(error, () => void queryClient.invalidateQueries({ queryKey: guideKeys.all })))
          return null;
        throw error;
      }
    },
    onSuccess: async (guide, input) => {
      if (!guide) return;
      queryClient.setQueryData(guideKeys.detail(guideId), guide);
      await queryClient.invalidateQueries({ queryKey: guideKeys.all, refetchType: 'none' });
      notify(<Notice severity="success" title={success(input)} />);
    },
    onError: (error) => failureNotice(error, 'The guide could not be changed. Please try again.'),
  });
};

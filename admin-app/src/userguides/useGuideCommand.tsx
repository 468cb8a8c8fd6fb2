import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { UserGuideDetail } from '@zen/contracts';
import { Notice } from '../layout/Notice.tsx';
import { failureMessage } from './guideHttp.ts';
import { guideKeys } from './guidesApi.ts';

/**
 * A command on a guide from its Edit page: the answer is the guide as it now is, shown at once;
 * the list is read again; a refusal is shown in the server's words.
 */
export const useGuideCommand = <T,>(
  guideId: string,
  run: (input: T) => Promise<{ data: UserGuideDetail }>,
  success: (input: T) => string,
) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (input: T) => (await run(input)).data,
    onSuccess: async (guide, input) => {
      queryClient.setQueryData(guideKeys.detail(guideId), guide);
      await queryClient.invalidateQueries({ queryKey: guideKeys.all, refetchType: 'none' });
      notify(<Notice severity="success" title={success(input)} />);
    },
    onError: (error) =>
      notify(
        <Notice severity="error" title="Error">
          {failureMessage(error, 'The guide could not be changed. Please try again.')}
        </Notice>,
      ),
  });
};

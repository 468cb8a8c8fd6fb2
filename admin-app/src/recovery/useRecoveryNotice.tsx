import { useNotify } from 'react-admin';
import { RECOVERY_MESSAGES } from '@zen/contracts';
import { Notice } from '../layout/Notice.tsx';
import { useToldAsSaved } from '../layout/useSaveErrors.tsx';

/**
 * 'Recovery Complete' / 'Recovery Failed' (spec §8), each with what happened. A restore saved whose
 * lists did not catch up in time (503 'Saved, not yet visible') is neither: it is told as saved
 * (the panels read their lists again whatever the outcome).
 */
export const useRecoveryNotice = () => {
  const notify = useNotify();
  const toldAsSaved = useToldAsSaved();
  return {
    complete: (description: string) =>
      notify(
        <Notice severity="success" title={RECOVERY_MESSAGES.complete}>
          {description}
        </Notice>,
      ),
    failed: (error: unknown) => {
      if (toldAsSaved(error)) return;
      notify(
        <Notice severity="error" title={RECOVERY_MESSAGES.failed}>
          {error instanceof Error && error.message ? error.message : 'Please try again.'}
        </Notice>,
        { type: 'error' },
      );
    },
  };
};

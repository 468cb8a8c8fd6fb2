import { useNotify } from 'react-admin';
import { RECOVERY_MESSAGES } from '@zen/contracts';
import { Notice } from '../layout/Notice.tsx';

/** 'Recovery Complete' / 'Recovery Failed' (spec §8), each with what happened. */
export const useRecoveryNotice = () => {
  const notify = useNotify();
  return {
    complete: (description: string) =>
      notify(
        <Notice severity="success" title={RECOVERY_MESSAGES.complete}>
          {description}
        </Notice>,
      ),
    failed: (error: unknown) =>
      notify(
        <Notice severity="error" title={RECOVERY_MESSAGES.failed}>
          {error instanceof Error && error.message ? error.message : 'Please try again.'}
        </Notice>,
        { type: 'error' },
      ),
  };
};

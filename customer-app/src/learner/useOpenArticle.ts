import { useCallback } from 'react';
import { useSignedInUser } from '../session/RequireSession.tsx';
import { useCompleteContent } from './useCompletions.ts';
import { useRecordView } from './useRecordView.ts';

/**
 * Opening an article (spec §4): the view is recorded and the article is completed with 0 watch
 * seconds, 0 total seconds and 100 %, while the browser opens the link in a new tab. Failures
 * are only logged (spec §8); a completion the server cannot take yet waits in the outbox.
 */
export function useOpenArticle() {
  const user = useSignedInUser();
  const recordView = useRecordView();
  const complete = useCompleteContent(user.id);
  return useCallback(
    (contentId: number) => {
      void recordView(contentId);
      void complete({
        contentId,
        completedAt: new Date().toISOString(),
        watchDurationSeconds: 0,
        totalDurationSeconds: 0,
        completionPercentage: 100,
      });
    },
    [complete, recordView],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  completionRecoveryNotice,
  CompletionRecoveryResponseSchema,
  RECOVERY_MESSAGES,
} from '@zen/contracts';
import {
  describeError,
  isConflict,
  isClientError,
  request,
  savedNotYetShown,
  SHOWN_LATER_MS,
} from '../api/http.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { browserSessionId } from './browserSessionId.ts';
import { HISTORICAL_COMPLETIONS_KEY, parseHistoricalCompletions } from './historicalCompletions.ts';
import { refreshAfterCompletion } from './learnerQueries.ts';

/**
 * Sends the completions a browser kept in its storage to POST /api/video-completions/recover,
 * once per dashboard visit, and says how it went with the spec's words. The server records only
 * what it lacks, so sending again is harmless; the stored list is dropped once the server has
 * answered (kept for the next visit if the server could not be reached or other writes to the
 * progress won every retry).
 */
export function useHistoricalCompletionRecovery() {
  const notify = useNotify();
  const client = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ids = parseHistoricalCompletions(localStorage.getItem(HISTORICAL_COMPLETIONS_KEY));
    if (ids.length === 0) {
      localStorage.removeItem(HISTORICAL_COMPLETIONS_KEY);
      return;
    }
    request('/api/video-completions/recover', {
      method: 'POST',
      body: { sessionId: browserSessionId(), completions: ids.map((contentId) => ({ contentId })) },
    })
      .then((answer) => {
        localStorage.removeItem(HISTORICAL_COMPLETIONS_KEY);
        const response = CompletionRecoveryResponseSchema.parse(answer);
        notify({ ...completionRecoveryNotice(response), variant: 'success' });
        if (response.recovered.length > 0) void refreshAfterCompletion(client);
      })
      .catch((error: unknown) => {
        // Recorded, its progress not yet shown (503 'Saved, not yet visible'): done.
        const saved = savedNotYetShown(error);
        if (saved) {
          localStorage.removeItem(HISTORICAL_COMPLETIONS_KEY);
          notify({ title: RECOVERY_MESSAGES.complete, description: saved, variant: 'success' });
          setTimeout(() => void refreshAfterCompletion(client), SHOWN_LATER_MS);
          return;
        }
        // A refusal will not change on a retry; an unreachable server, or other writes to the
        // progress winning every retry (409), might. Not a 401: the list names no account, and
        // kept it would be credited to whoever signs in next in this browser.
        if (isClientError(error) && !isConflict(error)) {
          localStorage.removeItem(HISTORICAL_COMPLETIONS_KEY);
        }
        notify({
          title: RECOVERY_MESSAGES.failed,
          description: describeError(error).detail,
          variant: 'destructive',
        });
      });
  }, [client, notify]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  completionRecoveryNotice,
  CompletionRecoveryResponseSchema,
  RECOVERY_MESSAGES,
} from '@zen/contracts';
import { isClientError, request } from '../api/http.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { browserSessionId } from './browserSessionId.ts';
import { HISTORICAL_COMPLETIONS_KEY, parseHistoricalCompletions } from './historicalCompletions.ts';
import { refreshAfterCompletion } from './learnerQueries.ts';

/**
 * Sends the completions a browser kept in its storage to POST /api/video-completions/recover,
 * once per dashboard visit, and says how it went with the spec's words. The server records only
 * what it lacks, so sending again is harmless; the stored list is dropped once the server has
 * answered (kept for the next visit if the server could not be reached).
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
        // A refusal will not change on a retry; an unreachable server might.
        if (isClientError(error)) localStorage.removeItem(HISTORICAL_COMPLETIONS_KEY);
        notify({ title: RECOVERY_MESSAGES.failed, variant: 'destructive' });
      });
  }, [client, notify]);
}

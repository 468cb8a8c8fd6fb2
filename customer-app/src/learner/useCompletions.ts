import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { connection } from '../connection/connection.ts';
import { completionOutbox, type Completion, type FlushResult } from './completionOutbox.ts';
import { refreshAfterCompletion, sendCompletion } from './learnerQueries.ts';
import { announce } from './pageEvents.ts';

/** While completions wait for the server, it is asked again this often (a 503 fires no 'online'). */
export const OUTBOX_RETRY_MS = 10_000;

export type CompletionOutcome = 'saved' | 'queued' | 'failed';

const report = (result: FlushResult): void => {
  for (const contentId of result.sent) announce('completionUpdated', contentId);
  // Spec §8: a completion the server refuses is only logged (on the player and for articles).
  for (const { contentId, error } of result.rejected) {
    console.error(`Failed to mark video as completed (content ${contentId})`, error);
  }
};

/**
 * Records a completion for the signed-in learner: into the outbox first, then sent. Resolves to
 * 'saved' once the server has it, 'queued' when the server is unreachable (it is sent later by
 * `useSendPendingCompletions`), 'failed' when the server refused it.
 */
export function useCompleteContent(userId: string) {
  const client = useQueryClient();
  return useCallback(
    async (completion: Completion): Promise<CompletionOutcome> => {
      completionOutbox.add(userId, completion);
      const result = await completionOutbox.flush(userId, sendCompletion);
      report(result);
      if (result.sent.length > 0) void refreshAfterCompletion(client);
      if (result.rejected.some((rejected) => rejected.contentId === completion.contentId)) return 'failed';
      if (result.sent.includes(completion.contentId)) return 'saved';
      const stillPending = completionOutbox
        .pendingFor(userId)
        .some((entry) => entry.completion.contentId === completion.contentId);
      return stillPending ? 'queued' : 'saved';
    },
    [client, userId],
  );
}

/**
 * Sends what the outbox holds for this learner: when the page opens, when the browser comes back
 * online or the portal is reachable again after an outage, and every few seconds while anything
 * is waiting (a server that answers 503 may come back without either event).
 */
export function useSendPendingCompletions(userId: string) {
  const client = useQueryClient();
  const pending = usePendingCompletionIds(userId);
  const waiting = pending.size > 0;

  const sendPending = useCallback(async () => {
    if (completionOutbox.pendingFor(userId).length === 0) return;
    const result = await completionOutbox.flush(userId, sendCompletion);
    report(result);
    if (result.sent.length > 0) await refreshAfterCompletion(client);
  }, [client, userId]);

  useEffect(() => {
    void sendPending();
    const onOnline = () => void sendPending();
    window.addEventListener('online', onOnline);
    const stopFollowingConnection = connection.onReconnected(onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stopFollowingConnection();
    };
  }, [sendPending]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sendPending(), OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, sendPending]);
}

/** Content ids completed here but not yet on the server: shown as completed meanwhile. */
export function usePendingCompletionIds(userId: string): ReadonlySet<number> {
  const entries = useSyncExternalStore(completionOutbox.subscribe, completionOutbox.entries);
  return useMemo(
    () =>
      new Set(entries.filter((entry) => entry.userId === userId).map((entry) => entry.completion.contentId)),
    [entries, userId],
  );
}

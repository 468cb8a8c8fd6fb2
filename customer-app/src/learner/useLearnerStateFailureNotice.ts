import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedOut, isUnreachable } from '../api/http.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { learnerStateQuery } from './learnerQueries.ts';

/**
 * Every card's star and completion icon wait for the learner's state (useLearnerStatus); if it
 * cannot be read, the cards would quietly show neither. Say so once per failure (spec §8), with
 * the way to try again.
 */
export function useLearnerStateFailureNotice(): void {
  const { error, errorUpdatedAt } = useQuery(learnerStateQuery);
  const notify = useNotify();
  useEffect(() => {
    // A 401 sends the learner to sign in; an outage shows the reconnecting notice, and the read
    // is asked for again once the server is back.
    if (!error || isSignedOut(error) || isUnreachable(error)) return;
    notify({
      title: 'Failed to fetch video completions',
      description:
        'Your favorites and progress are not shown. Refresh completions or reload the page to try again.',
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt, notify]);
}

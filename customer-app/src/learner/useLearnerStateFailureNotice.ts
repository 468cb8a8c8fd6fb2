import { useQuery } from '@tanstack/react-query';
import { isUnreachableStatus } from '@zen/contracts';
import { useEffect } from 'react';
import { HttpError } from '../api/http.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { learnerStateQuery } from './learnerQueries.ts';

/**
 * Failures someone else already tells the learner about: a 401 sends them to sign in, and no
 * answer at all (network, 502/503/504) shows the reconnecting notice, after which the read is
 * asked for again by itself.
 */
const toldElsewhere = (error: Error): boolean =>
  error instanceof HttpError
    ? error.status === 401 || isUnreachableStatus(error.status)
    : error instanceof TypeError;

/**
 * Every card's star and completion icon wait for the learner's state (useLearnerStatus); if it
 * cannot be read, the cards would quietly show neither. Say so once per failure (spec §8), with
 * the way to try again.
 */
export function useLearnerStateFailureNotice(): void {
  const { error, errorUpdatedAt } = useQuery(learnerStateQuery);
  const notify = useNotify();
  useEffect(() => {
    if (!error || toldElsewhere(error)) return;
    notify({
      title: 'Failed to fetch video completions',
      description:
        'Your favorites and progress are not shown. Refresh completions or reload the page to try again.',
      variant: 'destructive',
    });
  }, [error, errorUpdatedAt, notify]);
}

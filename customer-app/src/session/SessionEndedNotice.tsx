import { useEffect } from 'react';
import { SESSION_ENDED } from '@zen/contracts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { useSession } from './sessionHooks.ts';
import { forgetSignedIn, rememberSignedIn, wasSignedIn } from './userHint.ts';

/**
 * Tells the person when the server has ended their session, however the app finds out: any call
 * answered 401 (the account deactivated while they work), or the session gone when the page is
 * opened again. The periodic status check says it itself and clears the mark first. Renders
 * nothing.
 */
export function SessionEndedNotice() {
  const { data: user } = useSession();
  const notify = useNotify();
  useEffect(() => {
    if (user) {
      rememberSignedIn();
    } else if (user === null && wasSignedIn()) {
      forgetSignedIn();
      notify({ ...SESSION_ENDED, variant: 'destructive' });
    }
  }, [user, notify]);
  return null;
}

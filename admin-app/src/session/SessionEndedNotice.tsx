import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { SESSION_ENDED } from '@zen/contracts';
import { takeSessionEnded } from '../authProvider.ts';
import { Notice } from '../layout/Notice.tsx';

/**
 * On the sign-in page: 'Session Expired' when the server ended the session the console was using
 * (spec §8), however the console found out: a call answered 401, the periodic check, a reload.
 * Renders nothing.
 */
export const SessionEndedNotice = () => {
  const notify = useNotify();
  useEffect(() => {
    if (takeSessionEnded()) {
      notify(
        <Notice severity="error" title={SESSION_ENDED.title}>
          {SESSION_ENDED.description}
        </Notice>,
        { type: 'error' },
      );
    }
  }, [notify]);
  return null;
};

import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { SESSION_CHECK_INTERVAL_MS } from '@zen/contracts';

/**
 * The session check every 10 minutes (spec §4 Session, §9) while a console page is open, so a
 * session the server ended (revoked, deactivated, expired) leaves the page without waiting for a
 * click: react-admin signs out and the sign-in page says 'Session Expired'. A check that cannot
 * reach the server changes nothing (checkAuth keeps the page; the reconnecting notice says why).
 */
export const usePeriodicSessionCheck = () => {
  const checkAuth = useCheckAuth();
  useEffect(() => {
    const timer = setInterval(() => {
      checkAuth().catch(() => {
        // Signed out by useCheckAuth itself.
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [checkAuth]);
};

import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../layout/Notice.tsx';

const OUTCOMES = {
  connected: <Notice severity="success" title="Zoho CRM connected" />,
  error: <Notice severity="error" title="Connecting Zoho CRM failed. Please try again." />,
};

const isOutcome = (value: string | null): value is keyof typeof OUTCOMES =>
  value !== null && Object.hasOwn(OUTCOMES, value);

/**
 * Zoho's consent flow ends back at /admin/?crm=connected (or =error): say so once, then drop the
 * parameter, so reloading or sharing the address does not say it again.
 */
export const useCrmConnectionNotice = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const notify = useNotify();
  const outcome = searchParams.get('crm');
  // React runs effects twice in development (StrictMode) before the address has changed.
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!isOutcome(outcome) || announced.current === outcome) return;
    announced.current = outcome;
    notify(OUTCOMES[outcome], { type: outcome === 'connected' ? 'success' : 'error' });
    setSearchParams(
      (params) => {
        params.delete('crm');
        return params;
      },
      { replace: true },
    );
  }, [outcome, notify, setSearchParams]);
};

import { createConnectionMonitor } from '@zen/contracts';

/** The customer app's view of whether the portal is reachable (see ReconnectingNotice). */
export const connection = createConnectionMonitor(() =>
  fetch('/healthz', { cache: 'no-store', credentials: 'omit' }).then((response) => response.ok),
);

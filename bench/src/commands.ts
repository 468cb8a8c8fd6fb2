import type { ContentFormInput } from '@zen/contracts';
import type { Rate } from './concurrency.ts';
import { sendEach } from './json-client.ts';

/**
 * Creates content the way the admin console does: POST /api/content with the admin's session.
 * The route answers only once the catalogue shows the new item (read-your-writes), so the rate
 * includes HTTP, session, validation, the append and the projection catching up: what an admin
 * waits for. Anything but 201 stops the run.
 */
export const createContentOverHttp = (
  portalUrl: string,
  cookie: string,
  forms: readonly ContentFormInput[],
  concurrency: number,
  signal?: AbortSignal,
): Promise<Rate> =>
  sendEach(portalUrl, forms, concurrency, (form) => ({ path: '/api/content', cookie, body: form }), signal);

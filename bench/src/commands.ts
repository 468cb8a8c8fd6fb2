import type { ContentFormInput } from '@zen/contracts';
import { runConcurrently, type Rate } from './concurrency.ts';

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
  runConcurrently(
    forms,
    concurrency,
    async (form) => {
      const response = await fetch(`${portalUrl}/api/content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(form),
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`POST /api/content answered ${response.status}: ${body}`);
    },
    signal,
  );

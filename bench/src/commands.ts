import type { ContentFormInput } from '@zen/contracts';
import { runConcurrently, type Rate } from './concurrency.ts';
import { jsonClient } from './json-client.ts';

/**
 * Creates content the way the admin console does: POST /api/content with the admin's session.
 * The route answers only once the catalogue shows the new item (read-your-writes), so the rate
 * includes HTTP, session, validation, the append and the projection catching up: what an admin
 * waits for. Anything but 201 stops the run.
 */
export const createContentOverHttp = async (
  portalUrl: string,
  cookie: string,
  forms: readonly ContentFormInput[],
  concurrency: number,
  signal?: AbortSignal,
): Promise<Rate> => {
  const client = jsonClient(portalUrl, concurrency);
  try {
    return await runConcurrently(
      forms,
      concurrency,
      async (form) => {
        const { status, text } = await client.post('/api/content', cookie, form);
        if (status !== 201) throw new Error(`POST /api/content answered ${status}: ${text}`);
      },
      signal,
    );
  } finally {
    client.close();
  }
};

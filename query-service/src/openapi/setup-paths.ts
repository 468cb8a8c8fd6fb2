import { z } from 'zod';
import { adminOnly, problem } from './responses.ts';

/** What Zoho appends to the redirect URI (command-service/src/crm/zoho-oauth-routes.ts parses it). */
const ZohoCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(256).optional(),
  location: z.string().max(32).optional(),
  'accounts-server': z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
});

/**
 * The routes that are not read models: this document itself, and the browser redirects of the
 * Zoho CRM connection (an admin follows them; they answer with redirects, not JSON).
 */
export const setupPaths = {
  '/api/openapi.json': {
    get: {
      summary: 'This document',
      responses: { '200': { description: 'The OpenAPI description', content: { 'application/json': {} } } },
      // Nothing is refused here, and that is the point: client generators read it signed out.
      'x-access': 'public',
    },
  },
  '/api/auth/zoho-setup': {
    get: {
      summary: 'Connect to Zoho CRM: redirects a signed-in admin to Zoho’s consent screen',
      responses: {
        '302': { description: 'To Zoho’s consent screen, with a single-use state bound to the session' },
        '303': { description: 'A browser (Accept: text/html) that is not a signed-in admin: to the console' },
        '400': problem('Zoho CRM cannot be connected: the setting to change is named'),
        ...adminOnly,
      },
    },
  },
  '/api/auth/zoho-callback': {
    get: {
      summary: 'Where Zoho returns after consent: stores the refresh token when the state matches',
      requestParams: { query: ZohoCallbackQuerySchema },
      responses: {
        '302': { description: 'To the console: /admin/?crm=connected, or ?crm=error (the reason is logged)' },
        ...adminOnly,
      },
    },
  },
};

import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpProblem } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Cross-site request forgery guard for cookie sessions (DESIGN §7). A browser always labels a
 * cross-site request (Sec-Fetch-Site or Origin); a JSON content type cannot be sent by a plain form.
 */
export const csrfGuard =
  (publicOrigin?: string): RequestHandler =>
  (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new HttpProblem(403, 'Not allowed', 'Cross-site requests are refused'));
    }
    const origin = req.get('origin');
    if (origin) {
      const expected = publicOrigin ?? `${req.protocol}://${req.get('host')}`;
      if (origin !== expected)
        return next(new HttpProblem(403, 'Not allowed', 'Cross-site requests are refused'));
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (BODY_METHODS.has(req.method) && hasBody && !req.is('application/json')) {
      return next(
        new HttpProblem(415, 'Unsupported media type', 'Send JSON with Content-Type: application/json'),
      );
    }
    next();
  };

/**
 * Whether `csrfGuard` would surely let this request through, judged on its raw headers for a
 * command answered before Express (fast-commands.ts): no cross-site label, the expected origin
 * or none, and no body or one that is plainly JSON with no content coding. Anything less plain
 * (another origin, an origin that cannot be known without Express behind a proxy, a JSON type the
 * guard would still accept) is left to the guard itself, which answers it as it always has.
 */
export const passesCsrfPlainly = (req: IncomingMessage, expectedOrigin: string | undefined): boolean => {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const { origin } = req.headers;
  if (origin !== undefined && (expectedOrigin === undefined || origin !== expectedOrigin)) return false;
  // The guard's own test for a body: a POST without one needs no content type (spec §7).
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return true;
  if (req.headers['content-encoding'] !== undefined) return false;
  const type = req.headers['content-type'];
  return type !== undefined && type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
};

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

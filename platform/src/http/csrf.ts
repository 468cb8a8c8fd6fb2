import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { RequestHandler } from 'express';
import { HttpProblem } from './problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A browser's label for a request from another site (same-origin, or none when typed in, pass). */
const labelledCrossSite = (fetchSite: string | undefined): boolean =>
  !!fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none';

/** Whether a request carries a body, whatever its length says it is. */
const hasBody = (headers: IncomingHttpHeaders): boolean =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

/**
 * Cross-site request forgery guard for cookie sessions (DESIGN §7). A browser always labels a
 * cross-site request (Sec-Fetch-Site or Origin); a JSON content type cannot be sent by a plain form.
 */
export const csrfGuard =
  (publicOrigin?: string): RequestHandler =>
  (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (labelledCrossSite(req.get('sec-fetch-site'))) {
      return next(new HttpProblem(403, 'Not allowed', 'Cross-site requests are refused'));
    }
    const origin = req.get('origin');
    if (origin) {
      const expected = publicOrigin ?? `${req.protocol}://${req.get('host')}`;
      if (origin !== expected)
        return next(new HttpProblem(403, 'Not allowed', 'Cross-site requests are refused'));
    }
    if (BODY_METHODS.has(req.method) && hasBody(req.headers) && !req.is('application/json')) {
      return next(
        new HttpProblem(415, 'Unsupported media type', 'Send JSON with Content-Type: application/json'),
      );
    }
    next();
  };

/**
 * The origin `csrfGuard` expects, worked out without Express where that is plain: the public
 * origin when configured, else the request's own protocol and host when no proxy is trusted
 * (Express's `req.protocol` then ignores X-Forwarded-Proto). Behind a trusted proxy: undefined.
 */
export const plainExpectedOrigin =
  (publicOrigin: string | undefined, trustProxy: number) =>
  (req: IncomingMessage): string | undefined => {
    if (publicOrigin) return publicOrigin;
    if (trustProxy !== 0 || !req.headers.host) return undefined;
    return `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host}`;
  };

/**
 * Whether `csrfGuard` would surely let this request through, judged on its raw headers for a
 * command answered before Express (fast-commands.ts): no cross-site label, the expected origin
 * or none, and no body or one that is plainly JSON with no content coding. Anything less plain
 * (another origin, an origin that cannot be known without Express behind a proxy, a JSON type the
 * guard would still accept) is left to the guard itself, which answers it as it always has.
 */
export const passesCsrfPlainly = (req: IncomingMessage, expectedOrigin: string | undefined): boolean => {
  const { headers } = req;
  if (labelledCrossSite(headers['sec-fetch-site'])) return false;
  if (headers.origin !== undefined && (expectedOrigin === undefined || headers.origin !== expectedOrigin))
    return false;
  // A POST without a body needs no content type (spec §7).
  if (!hasBody(headers)) return true;
  if (headers['content-encoding'] !== undefined) return false;
  const type = headers['content-type'];
  return type !== undefined && type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
};

import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { fieldErrorsOf, SERVICE_UNAVAILABLE, type FieldError, type Problem } from '@zen/contracts';
import type { Logger } from '../logger.ts';
import { isDatabaseUnavailable } from '../database/connections.ts';

/** Seconds a client is asked to wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Something went wrong',
  503: SERVICE_UNAVAILABLE,
};

/** An error that becomes an RFC 9457 problem response. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string = TITLES[status] ?? 'Error',
    readonly detail?: string,
    readonly errors?: FieldError[],
    /** Sent as Retry-After (seconds) with a 503 or 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? title);
  }

  /** The database cannot be reached: nothing was done, and trying again shortly will work. */
  static unavailable(): HttpProblem {
    return new HttpProblem(
      503,
      TITLES[503],
      'The portal cannot reach its database right now. Please try again in a few seconds.',
      undefined,
      RETRY_AFTER_SECONDS,
    );
  }

  static validation(errors: FieldError[], detail = 'Some fields are not valid'): HttpProblem {
    return new HttpProblem(400, TITLES[400], detail, errors);
  }
}

/** The RFC 9457 body of `problem`, as every refusal of the API carries it. */
export const problemBody = (problem: HttpProblem): Problem => ({
  type: 'about:blank',
  title: problem.title,
  status: problem.status,
  ...(problem.detail ? { detail: problem.detail } : {}),
  ...(problem.errors ? { errors: problem.errors } : {}),
});

export const sendProblem = (res: Response, problem: HttpProblem): void => {
  const body = problemBody(problem);
  const retryAfter = problem.retryAfterSeconds ?? (problem.status === 503 ? RETRY_AFTER_SECONDS : undefined);
  if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(body));
};

export const notFoundHandler: RequestHandler = (_req, _res, next) =>
  next(new HttpProblem(404, 'Not found', 'No such resource'));

/** body-parser's 'request entity too large', in words a person can act on. */
const tooLarge = ({ limit }: { limit?: unknown }): string =>
  typeof limit === 'number'
    ? `The request is larger than the ${limit >= 2 ** 20 ? `${Math.round(limit / 2 ** 20)} MB` : `${Math.round(limit / 1024)} kB`} this call takes: shorten the text and try again.`
    : 'The request is too large: shorten the text and try again.';

/** The last middleware: every error leaves as problem+json; unexpected ones are logged, not leaked. */
export const problemHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpProblem) return sendProblem(res, error);
    if (error instanceof z.ZodError) return sendProblem(res, HttpProblem.validation(fieldErrorsOf(error)));
    // A database restart or failover: logged once by the connection guard, answered as 503.
    if (isDatabaseUnavailable(error)) return sendProblem(res, HttpProblem.unavailable());
    const status = (error as { status?: number; statusCode?: number }).status;
    // body-parser and friends raise http-errors with a client status (malformed JSON, too large).
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // The router's own 400 is a path it cannot decode (a broken percent-escape), not a body.
      const message =
        status === 413
          ? tooLarge(error as { limit?: unknown })
          : status !== 400
            ? (error as Error).message
            : error instanceof URIError
              ? 'The path is not valid (a broken percent-encoding)'
              : 'The request body is not valid JSON';
      return sendProblem(res, new HttpProblem(status, TITLES[status] ?? 'Invalid request', message));
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendProblem(res, new HttpProblem(500));
  };

import { fetchUtils, HttpError } from 'react-admin';
import { connection, isUnreachable } from './connection/connection.ts';
import { isProblem, problemMessage, toFormErrors } from './problem.ts';

/**
 * Every API call of the console: it carries the session cookie, and a failure becomes an
 * HttpError worded by the API's problem details (RFC 9457) instead of the bare status text.
 * A 400 naming bad fields carries them as react-admin's `{ errors }` body, so each message
 * appears under its input rather than in a generic toast.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (isUnreachable(error)) connection.reportUnreachable();
    throw error instanceof HttpError ? withProblemDetails(error) : error;
  }
};

const withProblemDetails = (error: HttpError): HttpError => {
  const body: unknown = error.body;
  if (!isProblem(body)) return error;
  // react-admin treats any `errors` in a body as form errors, so only a field-level 400 keeps it.
  const { errors, ...problem } = body;
  const fieldErrors = error.status === 400 && errors && errors.length > 0 ? toFormErrors(body) : undefined;
  return new HttpError(
    problemMessage(body),
    error.status,
    fieldErrors ? { ...problem, errors: fieldErrors } : problem,
  );
};

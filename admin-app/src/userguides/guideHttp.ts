import { fetchUtils, HttpError } from 'react-admin';
import { etagOf } from '@zen/contracts';
import { connection, isUnreachable } from '../connection/connection.ts';
import { isProblem, problemMessage, problemOf } from '../problem.ts';

/**
 * The guide and template calls. Like the console's httpClient they carry the session cookie and
 * word failures by the API's problem details, but they keep each field error's whole path
 * ('content.processes.0.videoContentId'): these forms are nested, and the message belongs under
 * the input that path names.
 */
export const guideRequest = async (
  url: string,
  options: fetchUtils.Options = {},
): Promise<{ json: unknown; headers: Headers }> => {
  try {
    const { json, headers } = await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
    return { json, headers };
  } catch (error) {
    if (isUnreachable(error)) connection.reportUnreachable();
    if (error instanceof HttpError && isProblem(error.body)) {
      throw new HttpError(problemMessage(error.body), error.status, error.body);
    }
    throw error;
  }
};

/** JSON bodies for the commands; an empty one still says it is JSON (the CSRF rule). */
export const jsonBody = (method: 'POST' | 'PATCH' | 'DELETE', body: unknown = {}): fetchUtils.Options => ({
  method,
  body: JSON.stringify(body),
});

/**
 * An edit of a guide or a page as it was read at `readAt` (its updatedAt): If-Match, so the server
 * refuses it (412) if someone else saved it in between, rather than undoing their work.
 */
export const editAsRead = (body: unknown, readAt: string): fetchUtils.Options => ({
  ...jsonBody('PATCH', body),
  headers: new Headers({ 'If-Match': etagOf(readAt) }),
});

/**
 * A 400's field errors for react-admin's form (react-hook-form paths are the API's dotted paths),
 * with the summary under `root.serverError`; undefined when the refusal was not about fields.
 */
export const formErrorsOf = (error: unknown): Record<string, unknown> | undefined => {
  const problem = problemOf(error);
  if (!problem || problem.status !== 400 || !problem.errors?.length) return undefined;
  const errors: Record<string, string> = {};
  for (const { field, message } of problem.errors) {
    if (field !== '') errors[field] ??= message;
  }
  return { ...errors, root: { serverError: problemMessage(problem) } };
};

/**
 * What a person reads about a failure: the server's words, or the fallback. Of several field
 * errors the first is named and the rest counted: each is under its own field.
 */
export const failureMessage = (error: unknown, fallback: string): string => {
  const problem = problemOf(error);
  if (problem) {
    const [first, ...more] = problem.errors ?? [];
    if (!first) return problemMessage(problem);
    return more.length === 0
      ? first.message
      : `${first.message} (and ${more.length} more ${more.length === 1 ? 'problem' : 'problems'}, marked in the form)`;
  }
  return error instanceof Error && error.message ? error.message : fallback;
};

/**
 * After a refused save of a long form in a dialog, the first field marked invalid takes the
 * keyboard, which scrolls it into view: the fields the server named may be screens away from Save.
 * Waits a frame for react-hook-form to mark them.
 */
export const focusFirstInvalidField = (): void => {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
  );
};

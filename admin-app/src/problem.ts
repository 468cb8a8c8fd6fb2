import { HttpError } from 'react-admin';
import { isSavedNotYetVisible, type Problem } from '@zen/contracts';

/**
 * react-admin's server-side validation shape: one message per form input, and a summary under
 * `root.serverError`, which react-admin shows as the form's error notification.
 */
export type FormErrors = Record<string, string> & { root?: { serverError: string } };

export const isProblem = (body: unknown): body is Problem =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { title?: unknown }).title === 'string' &&
  typeof (body as { status?: unknown }).status === 'number';

/** The problem a failed call answered, if it was one. */
export const problemOf = (error: unknown): Problem | null =>
  error instanceof HttpError && isProblem(error.body) ? error.body : null;

/** The sentence a person should read: the detail when the API gives one, else the title. */
export const problemMessage = (problem: Problem): string => problem.detail ?? problem.title;

/** The words of a 503 'Saved, not yet visible' (isSavedNotYetVisible), or undefined for any other outcome. */
export const savedNotYetShown = (error: unknown): string | undefined => {
  const problem = problemOf(error);
  return problem && isSavedNotYetVisible(problem) ? problemMessage(problem) : undefined;
};

/**
 * The API names each bad field by its dotted path ("keywords.2"), but a form input owns the whole
 * top-level value, so the first message for a top-level field is the one shown under its input.
 * Messages about the body as a whole (an empty path) have no input and join the summary.
 */
export const toFormErrors = (problem: Problem): FormErrors => {
  const errors: FormErrors = {};
  const bodyMessages: string[] = [];
  for (const { field, message } of problem.errors ?? []) {
    const input = field.split('.')[0] ?? '';
    if (input === '' || input === 'root') bodyMessages.push(message);
    else errors[input] ??= message;
  }
  errors.root = { serverError: [problemMessage(problem), ...bodyMessages].join(' ') };
  return errors;
};

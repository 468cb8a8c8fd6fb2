import {
  describeFailedResponse,
  isSavedNotYetVisible,
  isUnreachableAnswer,
  ProblemSchema,
  type Problem,
} from '@zen/contracts';
import { connection } from '../connection/connection.ts';

/**
 * A non-OK answer from the API. The message follows the spec's rule ("{status}: {body or status
 * text}", spec §7); the parsed problem+json body stays available so screens can show its
 * `title` and `detail` instead of raw JSON.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly problem: Problem | null;
  /** `{ error }` or `{ message }` of a JSON body that is not problem+json. */
  readonly bodyError: string | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(describeFailedResponse(status, bodyText, statusText));
    this.status = status;
    this.problem = parseProblem(bodyText);
    this.bodyError = this.problem ? null : parseBodyError(bodyText);
  }
}

const parseProblem = (bodyText: string): Problem | null => {
  try {
    const parsed = ProblemSchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const parseBodyError = (bodyText: string): string | null => {
  try {
    const body = JSON.parse(bodyText) as unknown;
    if (typeof body !== 'object' || body === null) return null;
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error !== '') return error;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
};

/**
 * The server's own words for a refusal: the problem's detail, else its first field message, else
 * its title; for a body that is not problem+json, its `error`.
 */
export const serverMessage = (error: unknown): string | null => {
  if (!(error instanceof HttpError)) return null;
  const { problem } = error;
  if (problem) return problem.detail ?? problem.errors?.[0]?.message ?? problem.title;
  return error.bodyError;
};

/**
 * The server's words when a command was saved but what it reads back did not show it in time
 * (503 'Saved, not yet visible', docs/api.md Conventions): a success to tell as one, not to send
 * again; null for any other outcome.
 */
export const savedNotYetShown = (error: unknown): string | null =>
  error instanceof HttpError && error.problem && isSavedNotYetVisible(error.problem)
    ? (error.problem.detail ?? error.problem.title)
    : null;

/**
 * How long a change saved but not yet shown is left before what shows it is read again: read at
 * once, it would still show the change undone (the server waited 10 s for it already).
 */
export const SHOWN_LATER_MS = 5_000;

/**
 * The server could not be asked or failed (network error, 5xx, an answer this app cannot read):
 * screens say "please try again" instead of showing a refusal.
 */
export const isUnavailable = (error: unknown): boolean =>
  !(error instanceof HttpError) || error.status >= 500;

/**
 * No answer at all, or a gateway's or an unavailable server's: what `request` reports to the
 * connection monitor, whose reconnecting notice then speaks for it.
 */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof HttpError
    ? isUnreachableAnswer(error.status, error.problem?.title)
    : error instanceof TypeError;

/** 401 means the server session is gone (or never existed): the user is signed out. */
export const isSignedOut = (error: unknown): boolean => error instanceof HttpError && error.status === 401;

/** 409: other writes to the same thing won every retry; nothing was saved, and it may be sent again. */
export const isConflict = (error: unknown): boolean => error instanceof HttpError && error.status === 409;

/** A 4xx answer will not change on a retry; network failures and 5xx answers might. */
export const isClientError = (error: unknown): boolean =>
  error instanceof HttpError && error.status >= 400 && error.status < 500;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a request without a body carries no Content-Type (spec §7). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the app talks to the API: same-origin, with the session cookie, JSON in and out.
 * Resolves to the parsed JSON body (undefined for an empty body such as 204); callers validate
 * it with the contract schema they expect.
 */
export async function request(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    // No answer at all (server down, network gone); an aborted request is not an outage.
    if (!(error instanceof DOMException && error.name === 'AbortError')) connection.reportUnreachable();
    throw error;
  }
  const text = await response.text();
  if (!response.ok) {
    const error = new HttpError(response.status, response.statusText, text);
    if (isUnreachable(error)) connection.reportUnreachable();
    throw error;
  }
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** What to show a person for a failed call: the problem's title and detail when the server sent one. */
export const describeError = (error: unknown): { title: string | null; detail: string } => {
  if (error instanceof HttpError) {
    const { problem } = error;
    if (problem) return { title: problem.title, detail: problem.detail ?? problem.title };
    return { title: null, detail: error.message };
  }
  if (error instanceof TypeError) {
    return { title: null, detail: 'The server could not be reached. Check your connection.' };
  }
  if (error instanceof Error && error.name === 'ZodError') {
    return { title: null, detail: 'The server sent an answer this page does not understand.' };
  }
  return { title: null, detail: error instanceof Error ? error.message : String(error) };
};

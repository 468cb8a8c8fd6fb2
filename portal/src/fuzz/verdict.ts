import type { RawResponse } from './http-client.ts';
import type { FuzzCase } from './hostile-requests.ts';

/** The title platform/src/http/problem.ts gives every validation failure. */
const INVALID_INPUT_TITLE = 'Invalid request';

export type FindingKind =
  '5xx' | 'no answer' | 'refusal not problem+json' | '400 naming no field' | 'write on refusal';

/**
 * What is wrong with an answer on its own (the write check needs the database, see fuzzer.ts):
 * a 5xx; a refusal that is not problem+json with its status; a 400 for invalid input to a readable
 * request that names no field.
 */
export const judgeAnswer = (
  kase: FuzzCase,
  response: RawResponse,
): { kind: FindingKind; detail: string }[] => {
  if (response.status >= 500) return [{ kind: '5xx', detail: response.text.slice(0, 300) }];
  if (response.status < 400) return [];
  const type = String(response.headers['content-type'] ?? '');
  let problem: { status?: unknown; title?: unknown; detail?: unknown; errors?: unknown } | undefined;
  try {
    problem = type.startsWith('application/problem+json') ? JSON.parse(response.text) : undefined;
  } catch {
    problem = undefined;
  }
  if (!problem || problem.status !== response.status || typeof problem.title !== 'string') {
    return [{ kind: 'refusal not problem+json', detail: `${type}: ${response.text.slice(0, 200)}` }];
  }
  if (response.status !== 400 || kase.unreadable) return [];
  // Invalid input (the shared 'Invalid request' title) must say which field; a 400 with a reason
  // of its own (a used reset link, a CRM the portal is not configured for) must say the reason.
  const namesAField =
    Array.isArray(problem.errors) &&
    problem.errors.length > 0 &&
    problem.errors.every((error: { field?: unknown }) => typeof error?.field === 'string');
  const explained = problem.title !== INVALID_INPUT_TITLE && typeof problem.detail === 'string';
  return namesAField || explained
    ? []
    : [{ kind: '400 naming no field', detail: response.text.slice(0, 300) }];
};

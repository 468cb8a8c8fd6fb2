import { describe, expect, it } from 'vitest';
import { URL_INVALID } from '@zen/contracts';
import { isProblem, problemMessage, toFormErrors } from './problem.ts';

const badRequest = {
  type: 'about:blank',
  title: 'Invalid request',
  status: 400,
  errors: [
    { field: 'url', message: URL_INVALID },
    { field: 'keywords.2', message: 'A keyword must be at most 100 characters' },
    { field: 'keywords.4', message: 'A keyword must be at most 100 characters' },
    { field: '', message: 'Body must be JSON' },
  ],
};

describe('problem details from the API', () => {
  it('recognises a problem body and prefers its detail over its title', () => {
    expect(isProblem(badRequest)).toBe(true);
    expect(isProblem({ message: 'nope' })).toBe(false);
    expect(isProblem(null)).toBe(false);
    expect(problemMessage({ ...badRequest, detail: 'Check the highlighted fields' })).toBe(
      'Check the highlighted fields',
    );
    expect(problemMessage(badRequest)).toBe('Invalid request');
  });

  it('puts one message under each top-level input and the rest in the summary', () => {
    expect(toFormErrors(badRequest)).toEqual({
      url: URL_INVALID,
      keywords: 'A keyword must be at most 100 characters',
      root: { serverError: 'Invalid request Body must be JSON' },
    });
  });
});

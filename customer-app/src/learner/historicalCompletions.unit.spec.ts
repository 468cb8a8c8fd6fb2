import { expect, it } from 'vitest';
import { MAX_RECOVERED, parseHistoricalCompletions } from './historicalCompletions.ts';

it('reads the content ids of the stored list, numbers or numeric strings, once each', () => {
  expect(parseHistoricalCompletions('[12, "15", 12, "x", -1, 0, 1.5, null]')).toEqual([12, 15]);
});

it('ignores what is not a list', () => {
  expect(parseHistoricalCompletions(null)).toEqual([]);
  expect(parseHistoricalCompletions('not json')).toEqual([]);
  expect(parseHistoricalCompletions('{"12": true}')).toEqual([]);
});

it('sends at most what the server takes in one call', () => {
  const many = JSON.stringify(Array.from({ length: MAX_RECOVERED + 20 }, (_, i) => i + 1));
  expect(parseHistoricalCompletions(many)).toHaveLength(MAX_RECOVERED);
});

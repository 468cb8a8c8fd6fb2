import { describe, expect, it } from 'vitest';
import { numericQuery } from './terms.ts';

describe('numericQuery', () => {
  it.each([
    ['12', 12],
    ['0012', 12],
    [' 7 ', 7],
    ['0', 0],
    ['123456789', 123456789],
  ])('reads %j as the number %d', (input, expected) => {
    expect(numericQuery(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'leave',
    '12a',
    'a12',
    '12 34',
    '-1',
    '+1',
    '1.5',
    '1e3',
    '0x1f',
    '1_000',
    '١٢',
    '1234567890',
    '99999999999999999999',
  ])('is not a number search for %j', (input) => {
    expect(numericQuery(input)).toBeUndefined();
  });

  it('never yields a number beyond a PostgreSQL integer', () => {
    expect(numericQuery('999999999')).toBe(999_999_999);
    expect(numericQuery('2147483648')).toBeUndefined();
  });
});

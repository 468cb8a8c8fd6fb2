import { expect, it } from 'vitest';
import { PersonalDetailsFormSchema } from './api.ts';
import {
  BIRTHDAY_FORMAT_MESSAGE,
  BIRTHDAY_NO_SUCH_DAY_MESSAGE,
  formatBirthdayInput,
  MOBILE_FORMAT_MESSAGE,
  MOBILE_TOO_SHORT_MESSAGE,
} from './rules.ts';

const details = { firstName: 'Casey', lastName: 'Customer' };
const messages = (input: Record<string, unknown>) =>
  PersonalDetailsFormSchema.safeParse({ ...details, ...input }).error?.issues.map((issue) => issue.message) ??
  [];

it('tells a wrong birthday format from a day that does not exist', () => {
  for (const ok of ['25-12', '5-3', '29-02', '31-01']) expect(messages({ birthday: ok }), ok).toEqual([]);
  for (const format of ['2512', '25/12', 'ab-cd', '1-234']) {
    expect(messages({ birthday: format }), format).toEqual([BIRTHDAY_FORMAT_MESSAGE]);
  }
  for (const missing of ['31-02', '12-34', '00-01', '31-04', '99-99']) {
    expect(messages({ birthday: missing }), missing).toEqual([BIRTHDAY_NO_SUCH_DAY_MESSAGE]);
  }
});

it('takes a mobile number as people write one, and refuses words and too few digits', () => {
  for (const ok of [
    '+1 555 0101',
    '+44 (20) 7946-0000',
    '020.7946.0000',
    '555 0101 x12',
    '555-0101 ext. 7',
  ]) {
    expect(messages({ mobile: ok }), ok).toEqual([]);
  }
  expect(messages({ mobile: '' })).toEqual([]);
  for (const wrong of ['abc-not-a-phone!!', 'call me', '+1 555 0101 😀', '12 abc']) {
    expect(messages({ mobile: wrong }), wrong).toEqual([MOBILE_FORMAT_MESSAGE]);
  }
  // The right characters, too few digits: said as that, not as a wrong character.
  for (const short of ['12', '+1 (23)', '555-0']) {
    expect(messages({ mobile: short }), short).toEqual([MOBILE_TOO_SHORT_MESSAGE]);
  }
  // Too long is said as too long, once.
  expect(messages({ mobile: '1'.repeat(31) })).toEqual(['Must be at most 30 characters']);
});

/** What the field shows after each key, as the birthday input calls the rule. */
const typed = (keys: readonly string[], from = ''): string[] => {
  const shown: string[] = [];
  let value = from;
  for (const key of keys) {
    value = formatBirthdayInput(key === 'Backspace' ? value.slice(0, -1) : value + key, value);
    shown.push(value);
  }
  return shown;
};

it('puts the dash in as soon as the day has two digits, and lets Backspace take it out', () => {
  expect(typed(['2', '5', '1', '2'])).toEqual(['2', '25-', '25-1', '25-12']);
  expect(typed(['Backspace', 'Backspace', 'Backspace'], '25-1')).toEqual(['25-', '25', '2']);
  // Typed again after deleting the dash, the second digit brings it back.
  expect(typed(['5'], '2')).toEqual(['25-']);
});

it('keeps only digits and one dash, at most five characters', () => {
  expect(typed(['a', '2', 'c', '5', '-', 'x', '1', '2', 'z', '9'])).toEqual([
    '',
    '2',
    '2',
    '25-',
    '25-',
    '25-',
    '25-1',
    '25-12',
    '25-12',
    '25-12',
  ]);
  // Pasted whole, with or without the dash.
  expect(formatBirthdayInput('2512')).toBe('25-12');
  expect(formatBirthdayInput('25-12')).toBe('25-12');
  expect(formatBirthdayInput('1-2')).toBe('1-2');
  expect(formatBirthdayInput('123456')).toBe('12-34');
});

import { expect, it } from 'vitest';
import { PersonalDetailsFormSchema } from './api.ts';
import {
  BIRTHDAY_FORMAT_MESSAGE,
  BIRTHDAY_NO_SUCH_DAY_MESSAGE,
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

import { NAMES_REQUIRED_MESSAGE } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { validatePersonalDetails, type PersonalDetailsValues } from './personalDetails.ts';

const values = (names: Pick<PersonalDetailsValues, 'firstName' | 'lastName'>): PersonalDetailsValues => ({
  ...names,
  mobile: '',
  birthday: '',
  jobTitle: '',
});

const errorsOf = (names: Pick<PersonalDetailsValues, 'firstName' | 'lastName'>) => {
  const result = validatePersonalDetails(values(names));
  return result.ok ? {} : result.errors;
};

describe('the profile form’s messages', () => {
  it('says the names are required once, under the first name, and marks the last name too', () => {
    expect(errorsOf({ firstName: ' ', lastName: '' })).toEqual({
      firstName: NAMES_REQUIRED_MESSAGE,
      lastName: '',
    });
  });

  it('says under each name that it is too long', () => {
    const errors = errorsOf({ firstName: 'a'.repeat(300), lastName: 'b'.repeat(300) });
    expect(errors.firstName).toMatch(/at most 100 characters/);
    expect(errors.lastName).toBe(errors.firstName);
  });

  it('accepts names within the limits', () => {
    expect(validatePersonalDetails(values({ firstName: 'Casey', lastName: 'Customer' })).ok).toBe(true);
  });
});

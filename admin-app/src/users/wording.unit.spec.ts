import { describe, expect, it } from 'vitest';
import {
  displayName,
  enabled,
  errorLine,
  fraction,
  lastSync,
  listOrNone,
  orNotGiven,
  share,
} from './wording.ts';

describe('user management wording', () => {
  it('says N/A, None, Never, Enabled and Disabled exactly as the spec', () => {
    expect(orNotGiven(null)).toBe('N/A');
    expect(orNotGiven('  ')).toBe('N/A');
    expect(orNotGiven('07700 900123')).toBe('07700 900123');
    expect(listOrNone([])).toBe('None');
    expect(listOrNone(['Leave', 'Attendance'])).toBe('Leave, Attendance');
    expect(lastSync(null)).toBe('Never');
    expect(lastSync('2026-03-01T14:05:00.000Z', 'en-GB', 'UTC')).toBe('1 Mar 2026, 14:05');
    expect(enabled(true)).toBe('Enabled');
    expect(enabled(false)).toBe('Disabled');
  });

  it('names a user, falling back to the e-mail', () => {
    expect(displayName({ firstName: 'Robin', lastName: 'Learner', email: 'r@acme.example' })).toBe(
      'Robin Learner',
    );
    expect(displayName({ firstName: null, lastName: null, email: 'r@acme.example' })).toBe('r@acme.example');
  });

  it('writes errors and progress as the dialogs show them', () => {
    expect(errorLine('500: Internal Server Error')).toBe('Error: 500: Internal Server Error');
    expect(fraction({ completed: 3, total: 7 })).toBe('3/7');
    expect(share({ completed: 3, total: 7 })).toBe(43);
    expect(share({ completed: 0, total: 0 })).toBe(0);
  });
});

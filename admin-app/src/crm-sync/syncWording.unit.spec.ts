import { describe, expect, it } from 'vitest';
import {
  errorsToList,
  formatSyncTime,
  issuesMessage,
  profilesSynced,
  syncedMessage,
  triggerLabel,
} from './syncWording.ts';

describe('the CRM sync wording', () => {
  it('says how many profiles were synced, as the spec words it', () => {
    expect(syncedMessage(2)).toBe('Successfully synced 2 user profiles from CRM');
    expect(syncedMessage(0)).toBe('Successfully synced 0 user profiles from CRM');
    expect(syncedMessage(1)).toBe('Successfully synced 1 user profile from CRM');
    expect(profilesSynced(2)).toBe('2 profiles synced');
    expect(profilesSynced(1)).toBe('1 profile synced');
  });

  it('counts the errors of a run with issues', () => {
    expect(issuesMessage(3)).toBe('Sync completed with 3 errors');
    expect(issuesMessage(1)).toBe('Sync completed with 1 error');
  });

  it('lists the first five errors and counts the rest', () => {
    const errors = Array.from({ length: 8 }, (_, i) => `error ${i + 1}`);
    expect(errorsToList(errors)).toEqual({
      listed: ['error 1', 'error 2', 'error 3', 'error 4', 'error 5'],
      more: '... and 3 more errors',
    });
    expect(errorsToList(errors.slice(0, 6)).more).toBe('... and 1 more error');
    expect(errorsToList(errors.slice(0, 5))).toEqual({ listed: errors.slice(0, 5) });
    expect(errorsToList([])).toEqual({ listed: [] });
  });

  it('names what started a run', () => {
    expect(triggerLabel('schedule')).toBe('Scheduled');
    expect(triggerLabel('manual')).toBe('Manual');
  });

  it('writes a run’s time in the given locale and time zone', () => {
    const iso = '2025-03-04T14:05:00.000Z';
    expect(formatSyncTime(iso, 'en-GB', 'Europe/London')).toBe('4 Mar 2025, 14:05');
    // ICU versions differ on the space before AM (a narrow no-break space in newer ones).
    expect(formatSyncTime(iso, 'en-US', 'America/New_York').replace(/\s/g, ' ')).toBe('Mar 4, 2025, 9:05 AM');
  });
});

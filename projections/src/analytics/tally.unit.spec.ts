import { describe, expect, it } from 'vitest';
import type { Activity } from './batch.ts';
import { tallyActivity, type OpenSearch } from './tally.ts';

const ROBIN = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const at = (iso: string) => Date.parse(iso);
const view = (userId: string, contentId: number, when: string): Activity => ({
  kind: 'view',
  userId,
  emailDomain: 'acme.example',
  contentId,
  at: at(when),
});
const search = (userId: string, term: string, when: string, resultCount?: number): Activity => ({
  kind: 'search',
  userId,
  emailDomain: 'acme.example',
  term,
  resultCount,
  at: at(when),
});
const none = new Map<string, OpenSearch>();

describe('tallyActivity', () => {
  it('adds views per item and day, and per learner and day with the latest activity', () => {
    const tally = tallyActivity(
      [
        view(ROBIN, 7, '2026-03-01T09:00:00.000Z'),
        view(ROBIN, 7, '2026-03-01T10:00:00.000Z'),
        view(ROBIN, 8, '2026-03-02T00:00:00.000Z'),
      ],
      none,
    );
    expect(tally.contentDays).toEqual([
      { day: '2026-03-01', contentId: 7, views: 2 },
      { day: '2026-03-02', contentId: 8, views: 1 },
    ]);
    expect(tally.userDays).toEqual([
      expect.objectContaining({
        day: '2026-03-01',
        views: 2,
        searches: 0,
        lastActiveAt: at('2026-03-01T10:00:00.000Z'),
      }),
      expect.objectContaining({ day: '2026-03-02', views: 1, searches: 0 }),
    ]);
  });

  it('counts searches per term and those that found nothing; unknown result counts are not "nothing"', () => {
    const tally = tallyActivity(
      [
        search(ROBIN, 'payroll', '2026-03-01T09:00:00.000Z', 0),
        search(SAM, 'payroll', '2026-03-01T09:05:00.000Z', 0),
        search(SAM, 'leave', '2026-03-01T09:06:00.000Z', 4),
        search(SAM, 'leave', '2026-03-01T09:07:00.000Z'),
      ],
      none,
    );
    expect(tally.termDays).toEqual([
      {
        day: '2026-03-01',
        term: 'payroll',
        searches: 2,
        withoutResults: 2,
        followedByView: 0,
        lastSearchedAt: at('2026-03-01T09:05:00.000Z'),
        lastWithoutResultsAt: at('2026-03-01T09:05:00.000Z'),
      },
      {
        day: '2026-03-01',
        term: 'leave',
        searches: 2,
        withoutResults: 0,
        followedByView: 0,
        lastSearchedAt: at('2026-03-01T09:07:00.000Z'),
        lastWithoutResultsAt: undefined,
      },
    ]);
  });

  it('credits only the latest search before a view, once, within 30 minutes', () => {
    const tally = tallyActivity(
      [
        search(ROBIN, 'leave', '2026-03-01T09:00:00.000Z', 3),
        search(ROBIN, 'leave request', '2026-03-01T09:01:00.000Z', 1),
        view(ROBIN, 7, '2026-03-01T09:02:00.000Z'),
        view(ROBIN, 8, '2026-03-01T09:03:00.000Z'),
        search(SAM, 'expenses', '2026-03-01T09:00:00.000Z', 2),
        view(SAM, 9, '2026-03-01T09:31:00.000Z'),
      ],
      none,
    );
    const credited = Object.fromEntries(tally.termDays.map((row) => [row.term, row.followedByView]));
    expect(credited).toEqual({ leave: 0, 'leave request': 1, expenses: 0 });
    expect(tally.openSearches).toEqual(
      new Map([
        [ROBIN, null],
        [SAM, null],
      ]),
    );
  });

  it('credits a search left open by an earlier batch, and keeps an unclicked one open', () => {
    const open = new Map<string, OpenSearch>([
      [ROBIN, { day: '2026-02-28', term: 'leave', searchedAt: at('2026-02-28T23:50:00.000Z') }],
    ]);
    const tally = tallyActivity(
      [view(ROBIN, 7, '2026-03-01T00:05:00.000Z'), search(SAM, 'payroll', '2026-03-01T00:06:00.000Z', 0)],
      open,
    );
    expect(tally.termDays).toEqual([
      expect.objectContaining({ day: '2026-02-28', term: 'leave', searches: 0, followedByView: 1 }),
      expect.objectContaining({ day: '2026-03-01', term: 'payroll', searches: 1 }),
    ]);
    expect(tally.openSearches.get(ROBIN)).toBeNull();
    expect(tally.openSearches.get(SAM)).toEqual({
      day: '2026-03-01',
      term: 'payroll',
      searchedAt: at('2026-03-01T00:06:00.000Z'),
    });
  });

  it('gives the same counts however the activity is cut into batches', () => {
    const activity = [
      search(ROBIN, 'leave', '2026-03-01T09:00:00.000Z', 3),
      view(ROBIN, 7, '2026-03-01T09:02:00.000Z'),
      search(ROBIN, 'payroll', '2026-03-01T09:03:00.000Z', 0),
      view(SAM, 8, '2026-03-01T09:04:00.000Z'),
      view(ROBIN, 9, '2026-03-01T09:05:00.000Z'),
    ];
    const whole = tallyActivity(activity, none);
    const first = tallyActivity(activity.slice(0, 3), none);
    const open = new Map(
      [...first.openSearches].flatMap(([userId, search]) => (search ? [[userId, search] as const] : [])),
    );
    const second = tallyActivity(activity.slice(3), open);
    const credited = (tallies: (typeof whole)[]) =>
      tallies
        .flatMap((tally) => tally.termDays)
        .reduce<Record<string, number>>(
          (sum, row) => ({ ...sum, [row.term]: (sum[row.term] ?? 0) + row.followedByView }),
          {},
        );
    expect(credited([first, second])).toEqual(credited([whole]));
    expect(second.openSearches.get(ROBIN)).toBeNull();
  });
});

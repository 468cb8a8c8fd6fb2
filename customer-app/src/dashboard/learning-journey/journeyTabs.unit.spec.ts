import type { JourneyModule, LearnerContentItem } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { groupJourney, tabHasApplication, videosInProgress } from './journeyTabs.ts';

let nextId = 1;
const item = (fields: Partial<LearnerContentItem>): LearnerContentItem => ({
  id: nextId++,
  title: 'Untitled',
  description: '',
  type: 'Video',
  identifier: null,
  contentNumber: null,
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: 'https://www.loom.com/share/5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f',
  keywords: [],
  thumbnail: '/thumbnails/zoho-people/employee.svg',
  learningJourney: 'Essential',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  state: 'not-started',
  favourite: false,
  ...fields,
});

/** The journey answer for `items`: each module counted as the server counts it. */
const journeyOf = (items: LearnerContentItem[], totals: Record<string, number> = {}) => {
  const modules = new Map<string, JourneyModule>();
  for (const { learningJourney, application, module } of items) {
    const key = `${learningJourney}|${application}|${module}`;
    const known = modules.get(key);
    if (known) known.total += 1;
    else modules.set(key, { journey: learningJourney!, application, module, total: 1 });
  }
  for (const [key, total] of Object.entries(totals)) modules.get(key)!.total = total;
  return { items, modules: [...modules.values()], inProgress: [] };
};

describe('groupJourney', () => {
  // In the server's order: application, module, then title.
  const items = [
    item({ title: 'Your account', application: 'General', module: 'Accounts' }),
    item({ title: 'Clocking in', module: 'Attendance' }),
    item({ title: 'Approving leave', module: 'Leave' }),
    item({ title: 'Leave reports', module: 'Leave', learningJourney: 'Bonus' }),
    item({ title: 'Taking leave', module: 'Leave' }),
    item({ title: 'Scheduling interviews', application: 'Zoho Recruit', module: 'Interviews' }),
  ];
  const applications = ['General', 'Zoho People', 'Zoho Recruit'] as const;

  it('groups one tab by application (journey order), then module, keeping the server’s title order', () => {
    const groups = groupJourney(journeyOf(items), 'Essential', applications, null);
    expect(
      groups.map((g) => [g.application, g.modules.map((m) => [m.module, m.items.map((i) => i.title)])]),
    ).toEqual([
      ['General', [['Accounts', ['Your account']]]],
      [
        'Zoho People',
        [
          ['Attendance', ['Clocking in']],
          ['Leave', ['Approving leave', 'Taking leave']],
        ],
      ],
      ['Zoho Recruit', [['Interviews', ['Scheduling interviews']]]],
    ]);
  });

  it('gives each module its count in all, beyond the items the answer carries', () => {
    const groups = groupJourney(
      journeyOf(items, { 'Essential|Zoho People|Leave': 240 }),
      'Essential',
      applications,
      'Zoho People',
    );
    expect(groups[0]!.modules.map((m) => [m.module, m.items.length, m.total])).toEqual([
      ['Attendance', 1, 1],
      ['Leave', 2, 240],
    ]);
  });

  it('keeps to one application in its sub-tab, and is empty when the tab has nothing', () => {
    const journey = journeyOf(items);
    expect(
      groupJourney(journey, 'Essential', applications, 'Zoho Recruit').map((g) => g.application),
    ).toEqual(['Zoho Recruit']);
    expect(groupJourney(journey, 'Customer Specific', applications, null)).toEqual([]);
    expect(tabHasApplication(journey.modules, 'Bonus', 'Zoho People')).toBe(true);
    expect(tabHasApplication(journey.modules, 'Bonus', 'General')).toBe(false);
  });
});

describe('videosInProgress', () => {
  it('lists started videos that are not completed, by title, from the answer and the items shown', () => {
    const shown = [item({ title: 'B' }), item({ title: 'C', type: 'Article' }), item({ title: 'D' })];
    const startedElsewhere = [item({ title: 'A' }), item({ title: 'E' })];
    const states = new Map([
      [shown[0]!.id, 'in-progress' as const],
      [shown[1]!.id, 'in-progress' as const],
      [startedElsewhere[0]!.id, 'in-progress' as const],
      // Finished since the journey was read: the fresh state wins.
      [startedElsewhere[1]!.id, 'completed' as const],
    ]);
    const journey = { items: shown, inProgress: startedElsewhere };
    expect(videosInProgress(journey, (id) => states.get(id) ?? 'not-started').map((i) => i.title)).toEqual([
      'A',
      'B',
    ]);
  });
});

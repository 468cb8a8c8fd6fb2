import type { LearnerContentItem } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { groupJourney, videosInProgress } from './journeyTabs.ts';

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

describe('groupJourney', () => {
  const items = [
    item({ title: 'Taking leave', module: 'Leave' }),
    item({ title: 'Approving leave', module: 'Leave' }),
    item({ title: 'Clocking in', module: 'Attendance' }),
    item({ title: 'Scheduling interviews', application: 'Zoho Recruit', module: 'Interviews' }),
    item({ title: 'Your account', application: 'General', module: 'Accounts' }),
    item({ title: 'Leave reports', module: 'Leave', learningJourney: 'Bonus' }),
  ];
  const applications = ['General', 'Zoho People', 'Zoho Recruit'] as const;

  it('groups one tab by application (journey order), then module, each sorted by title', () => {
    const groups = groupJourney(items, 'Essential', applications, null);
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

  it('keeps to one application in its sub-tab, and is empty when the tab has nothing', () => {
    expect(groupJourney(items, 'Essential', applications, 'Zoho Recruit').map((g) => g.application)).toEqual([
      'Zoho Recruit',
    ]);
    expect(groupJourney(items, 'Customer Specific', applications, null)).toEqual([]);
  });
});

describe('videosInProgress', () => {
  it('lists started videos that are not completed, by title', () => {
    const started = [item({ title: 'B' }), item({ title: 'A' }), item({ title: 'C', type: 'Article' })];
    const states = new Map([
      [started[0]!.id, 'in-progress' as const],
      [started[1]!.id, 'in-progress' as const],
      [started[2]!.id, 'in-progress' as const],
    ]);
    expect(videosInProgress(started, (id) => states.get(id) ?? 'not-started').map((i) => i.title)).toEqual([
      'A',
      'B',
    ]);
  });
});

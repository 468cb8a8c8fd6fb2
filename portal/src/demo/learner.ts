import { handleLearnerCommand, type LearnerCommand } from '@zen/command-service';
import type { ContentType } from '@zen/contracts';
import { createEventStore, type Pool } from '@zen/platform';
import { recordedActivityTimes } from './interrupted-seed.ts';

/**
 * A started learning journey for the demo customer, so a fresh portal shows progress, completed
 * and in-progress items, favourites and badges, and the console's analytics something to chart.
 * Titles are from the demo catalogue, all within the demo customer's module access (Acme: People
 * Leave, Recruit Interviews, General).
 */
const COMPLETED = [
  'Welcome to the Zen Learning Portal',
  'Signing in to Zoho for the first time',
  'Checking your leave balance',
];
const STARTED = ['Applying for leave on the mobile app'];
const FAVOURITES = ['Approving leave requests from your team', 'Scheduling an interview'];

/**
 * Three weeks of the demo customer's views and searches, [days ago, what]: on eight days, so the
 * seven-active-days badge is earned, with searches that found nothing among them (Acme's access
 * holds no payroll or timesheet content) for the console's "searches without results".
 */
const ACTIVITY: readonly [number, { view: string } | { search: string; found: number }][] = [
  [20, { view: 'Welcome to the Zen Learning Portal' }],
  [20, { search: 'leave balance', found: 3 }],
  [20, { view: 'Checking your leave balance' }],
  [17, { view: 'Signing in to Zoho for the first time' }],
  [17, { search: 'payslip', found: 0 }],
  [14, { view: 'Applying for leave on the mobile app' }],
  [14, { view: 'Cancelling or changing a leave request' }],
  [11, { search: 'interview feedback', found: 2 }],
  [11, { view: 'Submitting interview feedback' }],
  [9, { view: 'Scheduling an interview' }],
  [9, { view: 'Configuring interview panels' }],
  [6, { search: 'password', found: 1 }],
  [6, { view: 'Resetting your Zoho password' }],
  [4, { search: 'timesheet', found: 0 }],
  [4, { view: 'Approving leave requests from your team' }],
  [4, { view: 'Checking your leave balance' }],
  [2, { search: 'carry forward', found: 1 }],
  [1, { view: 'Applying for leave on the mobile app' }],
  [1, { view: 'Scheduling an interview' }],
];
const DEMO_EMAIL_DOMAIN = 'acme.example';
const DAY_MS = 24 * 60 * 60 * 1000;

type CreatedItem = { id: number; title: string; type: ContentType };

/**
 * Runs the demo customer's actions through the learner decider, as their browser would have. The
 * seed runs before any projection, so the items are found by title in the log's ContentCreated
 * events, not in the catalogue read model. The activity is dated back from `now`, the demo's
 * clock; a view or search already recorded at its time (by a seed that stopped part-way) is not
 * recorded again, and the rest (favourites, completions, badges) the decider keeps once anyway.
 */
export const seedDemoLearner = async (
  { pool, databaseUrl }: { pool: Pool; databaseUrl: string },
  userId: string,
  now: Date,
): Promise<void> => {
  const viewedTitles = ACTIVITY.flatMap(([, what]) => ('view' in what ? [what.view] : []));
  // The newest item of each title: the demo catalogue just seeded, even in a database that held
  // items of the same titles before (the bench's synthetic catalogue reuses them).
  const { rows } = await pool.query<CreatedItem>(
    `SELECT DISTINCT ON (message_data->>'title')
            (message_data->>'contentId')::int AS id, message_data->>'title' AS title, message_data->>'type' AS type
       FROM emt_messages WHERE message_type = 'ContentCreated' AND message_data->>'title' = ANY($1::text[])
      ORDER BY message_data->>'title', global_position DESC`,
    [[...COMPLETED, ...STARTED, ...FAVOURITES, ...viewedTitles]],
  );
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  const items = (titles: string[]) => titles.flatMap((title) => byTitle.get(title) ?? []);
  const recorded = await recordedActivityTimes(pool, userId);
  const at = now.toISOString();
  // In time order, a minute apart within a day: the learner's events are kept as they happened.
  const activity = ACTIVITY.flatMap(([daysAgo, what], index): LearnerCommand[] => {
    const meta = { userId, at: new Date(now.getTime() - daysAgo * DAY_MS + index * 60_000).toISOString() };
    if (recorded.has(meta.at)) return [];
    const emailDomain = DEMO_EMAIL_DOMAIN;
    if ('search' in what) {
      return [
        { type: 'RecordSearch', data: { ...meta, emailDomain, query: what.search, resultCount: what.found } },
      ];
    }
    return items([what.view]).map((item) => ({
      type: 'RecordView',
      data: { ...meta, emailDomain, contentId: item.id },
    }));
  });
  const commands: LearnerCommand[] = [
    ...activity,
    // Only a video is started (the decider refuses anything else).
    ...items(STARTED)
      .filter((item) => item.type === 'Video')
      .map((item): LearnerCommand => ({
        type: 'StartVideo',
        data: { userId, at, contentId: item.id, contentType: item.type },
      })),
    ...items(COMPLETED).map((item): LearnerCommand => ({
      type: 'CompleteContent',
      data: {
        userId,
        at,
        contentId: item.id,
        contentType: item.type,
        watchDurationSeconds: 120,
        totalDurationSeconds: 120,
        completionPercentage: 100,
      },
    })),
    ...items(FAVOURITES).map((item): LearnerCommand => ({
      type: 'AddFavourite',
      data: { userId, at, contentId: item.id },
    })),
    // Essentials are judged when the customer's browser checks, against the catalogue they see.
    { type: 'CheckBadges', data: { userId, at, essentialContentIds: [] } },
  ];
  const eventStore = createEventStore(databaseUrl);
  try {
    for (const command of commands) await handleLearnerCommand(eventStore, command);
  } finally {
    await eventStore.close();
  }
};

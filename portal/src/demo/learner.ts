import { handleLearnerCommand, type LearnerCommand } from '@zen/command-service';
import type { ContentType } from '@zen/contracts';
import { createEventStore, findAccountByEmail, type Pool } from '@zen/platform';

/**
 * A started learning journey for the demo customer, so a fresh portal shows progress, completed
 * and in-progress items, favourites and a first badge. Titles are from the demo catalogue, all
 * within the demo customer's module access (Acme: People Leave, Recruit Interviews, General).
 */
const COMPLETED = [
  'Welcome to the Zen Learning Portal',
  'Signing in to Zoho for the first time',
  'Checking your leave balance',
];
const STARTED = ['Applying for leave on the mobile app'];
const FAVOURITES = ['Approving leave requests from your team', 'Scheduling an interview'];

type CreatedItem = { id: number; title: string; type: ContentType };

/**
 * Runs the demo customer's actions through the learner decider, as their browser would have. The
 * seed runs before any projection, so the items are found by title in the log's ContentCreated
 * events, not in the catalogue read model.
 */
export const seedDemoLearner = async (
  { pool, databaseUrl }: { pool: Pool; databaseUrl: string },
  customerEmail: string,
): Promise<void> => {
  const customer = await findAccountByEmail(pool, customerEmail);
  if (!customer) return;
  // The newest item of each title: the demo catalogue just seeded, even in a database that held
  // items of the same titles before (the bench's synthetic catalogue reuses them).
  const { rows } = await pool.query<CreatedItem>(
    `SELECT DISTINCT ON (message_data->>'title')
            (message_data->>'contentId')::int AS id, message_data->>'title' AS title, message_data->>'type' AS type
       FROM emt_messages WHERE message_type = 'ContentCreated' AND message_data->>'title' = ANY($1::text[])
      ORDER BY message_data->>'title', global_position DESC`,
    [[...COMPLETED, ...STARTED, ...FAVOURITES]],
  );
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  const items = (titles: string[]) => titles.flatMap((title) => byTitle.get(title) ?? []);
  const userId = customer.id;
  const at = new Date().toISOString();
  const commands: LearnerCommand[] = [
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

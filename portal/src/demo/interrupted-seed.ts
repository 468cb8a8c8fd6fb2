import { isCutOffRegistration, removeCredentials } from '@zen/command-service';
import { guideStreamName, learnerStreamName, SYNONYMS_STREAM } from '@zen/contracts';
import { findAccountByEmail, type Pool } from '@zen/platform';

/**
 * What an earlier seed that stopped part-way already wrote: a Ctrl-C or a kill during a first
 * start, or the CRM unreachable for a moment. The seed writes through the commands, one append at
 * a time, so it cannot be one transaction; instead the next start adds only what is missing, and
 * the demo ends up whole and once (no item, view or search twice). These reads are of the log, the
 * write side's truth: the seed runs before any projection.
 */

/** Who the seed's events name as their author (`by`). */
export const SEED_AUTHOR = 'seed';

/**
 * Runs the seed while holding a lock of its own, so two starts on one empty database (replicas,
 * or a second `npm start` by mistake) seed it once: the second finds the first one's work done.
 * The lock belongs to its connection, which is closed afterwards, so a process killed mid-seed
 * lets it go too.
 */
export const whileSeedLocked = async <T>(pool: Pool, seed: () => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    // Waiting for another start's seed may take longer than one statement may (POOL_SETTINGS).
    await client.query(
      "BEGIN; SET LOCAL statement_timeout = 0; SELECT pg_advisory_lock(hashtext('zen-demo-seed')); COMMIT",
    );
    return await seed();
  } finally {
    client.release(true);
  }
};

/**
 * The demo items already written (each demo title is unique in its catalogue) and the demo's
 * clock: when its first item was written, or now for a first seed. A resumed seed dates the
 * customer's activity from the same moment as the first attempt did, which is how it knows which
 * views and searches that attempt already recorded.
 */
export type DemoItemsWritten = { titles: Set<string>; startedAt: Date };
export const demoItemsWritten = async (pool: Pool): Promise<DemoItemsWritten> => {
  const { rows } = await pool.query<{ title: string; at: string }>(
    `SELECT message_data->>'title' AS title, message_data->>'createdAt' AS at FROM emt_messages
      WHERE message_type = 'ContentCreated' AND message_data->>'createdBy' = $1`,
    [SEED_AUTHOR],
  );
  // ISO times sort as text.
  const [first] = rows.map((row) => row.at).sort();
  return { titles: new Set(rows.map((row) => row.title)), startedAt: first ? new Date(first) : new Date() };
};

/** Whether the seed's synonym group was saved already (a term may be in one group only). */
export const synonymsSeeded = async (pool: Pool): Promise<boolean> =>
  (
    await pool.query(
      `SELECT 1 FROM emt_messages WHERE stream_id = $1 AND message_data->>'savedBy' = $2 LIMIT 1`,
      [SYNONYMS_STREAM, SEED_AUTHOR],
    )
  ).rowCount === 1;

/** Whether a company's guide was created by the seed (then the seed may finish it), not by staff. */
export const guideSeeded = async (pool: Pool, guideId: string): Promise<boolean> =>
  (
    await pool.query(
      `SELECT 1 FROM emt_messages
        WHERE stream_id = $1 AND message_type = 'GuideCreated' AND message_data->>'createdBy' = $2`,
      [guideStreamName(guideId), SEED_AUTHOR],
    )
  ).rowCount === 1;

/**
 * The id of the account registered with this e-mail, or undefined. A registration cut off between
 * its two writes (isCutOffRegistration) is undone here, so the account can be registered whole.
 */
export const registeredAccountId = async (pool: Pool, email: string): Promise<string | undefined> => {
  const account = await findAccountByEmail(pool, email);
  if (!account) return undefined;
  if (!(await isCutOffRegistration(pool, account))) return account.id;
  await removeCredentials(pool, account.id);
  return undefined;
};

/** When each view and search the learner already has was recorded (ISO time, as commanded). */
export const recordedActivityTimes = async (pool: Pool, userId: string): Promise<Set<string>> => {
  const { rows } = await pool.query<{ at: string }>(
    `SELECT coalesce(message_data->>'viewedAt', message_data->>'searchedAt') AS at FROM emt_messages
      WHERE stream_id = $1 AND message_type IN ('ContentViewed', 'SearchPerformed')`,
    [learnerStreamName(userId)],
  );
  return new Set(rows.map((row) => row.at));
};

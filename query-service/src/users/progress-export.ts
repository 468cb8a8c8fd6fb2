import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Pool } from '@zen/platform';
import type { CatalogueIndex } from '@zen/projections';
import { readProgress } from '../learner/queries.ts';
import { csvRecord } from './csv.ts';
import { listLearnersAfter, type Learner } from './learners.ts';

export const LEARNER_PROGRESS_HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Company',
  'Job Title',
  'Status',
  'Essential Completed',
  'Essential Total',
  'Operational Completed',
  'Operational Total',
  'Company Processes Completed',
  'Company Processes Total',
  'Overall Progress (%)',
];

/** Learners read per page, and how many of their progress queries run at once. */
const PAGE = 200;
const PARALLEL = 4;

const rowOf = async (pool: Pool, index: CatalogueIndex, learner: Learner) => {
  const { essential, operational, companyProcesses, overall } = await readProgress(
    pool,
    index,
    learner.userId,
    learner.access,
  );
  return csvRecord([
    learner.firstName,
    learner.lastName,
    learner.email,
    learner.companyName,
    learner.jobTitle,
    learner.isActive ? 'Active' : 'Inactive',
    essential.completed,
    essential.total,
    operational.completed,
    operational.total,
    companyProcesses.completed,
    companyProcesses.total,
    overall,
  ]);
};

const write = async (out: Writable, text: string): Promise<void> => {
  if (!out.write(text)) await once(out, 'drain');
};

/**
 * The learner progress CSV (spec §7 `download-learner-progress`): a header, then one record per
 * learner (staff excluded) in e-mail order. Learners are read a page at a time and written as
 * they are counted, so memory stays flat however many there are; progress comes from the same
 * query the learner's own journey uses, under their own module access.
 */
export const writeLearnerProgressCsv = async (
  pool: Pool,
  index: CatalogueIndex,
  adminDomain: string,
  out: Writable,
): Promise<void> => {
  // A byte-order mark: Excel, where staff open this, otherwise reads UTF-8 names as Latin-1.
  await write(out, `\uFEFF${csvRecord(LEARNER_PROGRESS_HEADER)}`);
  let after = '';
  for (;;) {
    const learners = await listLearnersAfter(pool, adminDomain, after, PAGE);
    for (let i = 0; i < learners.length; i += PARALLEL) {
      const rows = await Promise.all(
        learners.slice(i, i + PARALLEL).map((learner) => rowOf(pool, index, learner)),
      );
      await write(out, rows.join(''));
    }
    if (learners.length < PAGE) return;
    after = learners.at(-1)!.email;
  }
};

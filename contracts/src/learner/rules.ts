import type { LearningJourney } from '../enumerations.ts';

/** Progress counts these journeys only; Bonus material is excluded (spec §5, §9). */
export const PROGRESS_JOURNEYS = [
  'Essential',
  'Operational',
  'Customer Specific',
] as const satisfies readonly LearningJourney[];

/** The rounded percentage of progress; nothing to do counts as 0 %, not as done. */
export const progressPercent = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);

/** The UTC calendar day of an ISO timestamp: what "active days" count. */
export const activityDay = (isoTimestamp: string): string => isoTimestamp.slice(0, 10);

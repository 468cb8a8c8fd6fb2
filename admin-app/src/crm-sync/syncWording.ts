import type { SyncStatus } from '@zen/contracts';
import { formatDateTime } from '../layout/dates.ts';

/** A sync's notification lists this many of its errors, then how many more there are (spec §8). */
export const ERRORS_SHOWN = 5;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const errorCount = (n: number): string => count(n, 'error', 'errors');

/** The spec's 'Sync Completed' description (§8), in the singular for a single profile. */
export const syncedMessage = (syncedCount: number): string =>
  `Successfully synced ${count(syncedCount, 'user profile', 'user profiles')} from CRM`;

/** The spec's 'Sync Completed with issues' description (§8). */
export const issuesMessage = (errors: number): string => `Sync completed with ${errorCount(errors)}`;

/** The first errors to list, and the line that stands for the rest, if any ('... and N more errors'). */
export const errorsToList = (errors: readonly string[]): { listed: string[]; more?: string } => {
  const rest = errors.length - ERRORS_SHOWN;
  return {
    listed: errors.slice(0, ERRORS_SHOWN),
    ...(rest > 0 ? { more: `... and ${count(rest, 'more error', 'more errors')}` } : {}),
  };
};

/** The card's one-line result of a run. */
export const profilesSynced = (syncedCount: number): string =>
  `${count(syncedCount, 'profile', 'profiles')} synced`;

type Trigger = NonNullable<SyncStatus['lastSync']>['trigger'];

const TRIGGER_LABELS: Record<Trigger, string> = { schedule: 'Scheduled', manual: 'Manual' };

export const triggerLabel = (trigger: Trigger): string => TRIGGER_LABELS[trigger];

/** A run's time as the admin's browser writes dates (its locale and time zone, unless given). */
export const formatSyncTime = (iso: string, locales?: Intl.LocalesArgument, timeZone?: string): string =>
  formatDateTime(iso, locales, timeZone);

export const CRM_NAMES: Record<SyncStatus['crm']['kind'], string> = {
  directory: 'Local directory',
  zoho: 'Zoho CRM',
};

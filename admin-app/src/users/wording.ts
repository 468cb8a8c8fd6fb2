import type { AdminUserRow } from '@zen/contracts';
import { formatDateTime } from '../layout/dates.ts';

/** The spec's wording for empty values (§2 User Management, Details dialog), word for word. */
export const NOT_GIVEN = 'N/A';
export const NONE = 'None';
export const NEVER = 'Never';
export const UNKNOWN_COMPANY = 'Unknown';
export const NO_USERS_FOUND = 'No users found matching your search';
export const CHECK_PERMISSIONS = 'Please check your admin permissions';
export const ALL_WATCHED = 'All relevant content has been watched';

export const orNotGiven = (value: string | null | undefined): string => (value?.trim() ? value : NOT_GIVEN);

export const listOrNone = (values: readonly string[]): string =>
  values.length > 0 ? values.join(', ') : NONE;

export const enabled = (on: boolean): string => (on ? 'Enabled' : 'Disabled');

/** A user's name as rows and dialogs show it; the e-mail when no name is known. */
export const displayName = (user: Pick<AdminUserRow, 'firstName' | 'lastName' | 'email'>): string =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.email;

/** A CRM sync's time in the admin's locale and time zone (given for tests), or 'Never'. */
export const lastSync = (iso: string | null, locales?: Intl.LocalesArgument, timeZone?: string): string =>
  iso ? formatDateTime(iso, locales, timeZone) : NEVER;

/** The spec's error line for the users list (§8 'Admin list'). */
export const errorLine = (message: string): string => `Error: ${message}`;

/** Completed of total, as the progress bars label themselves ('3/7'). */
export const fraction = ({ completed, total }: { completed: number; total: number }): string =>
  `${completed}/${total}`;

export const share = ({ completed, total }: { completed: number; total: number }): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);

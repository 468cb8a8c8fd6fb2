import { APPLICATIONS, type Application } from '../enumerations.ts';

export const BIRTHDAY_MAX_LENGTH = 5;
export const BIRTHDAY_FORMAT_MESSAGE = 'Birthday must be in DD-MM format (e.g., 25-12).';
export const NAMES_REQUIRED_MESSAGE = 'First name and last name are required.';

/**
 * What the birthday field keeps of what was typed (spec §2): digits and dashes only, a dash
 * inserted after two digits, at most five characters.
 */
export const formatBirthdayInput = (raw: string, previous = ''): string => {
  // A dash typed out of habit after the one put in for the person is one dash.
  let value = raw.replace(/[^\d-]/g, '').replace(/-{2,}/g, '-');
  if (/^\d{3,}/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`;
  // The day's second digit typed: the dash follows at once. Not while deleting, or the dash
  // could never be removed.
  else if (/^\d{2}$/.test(value) && value.length > previous.length) value = `${value}-`;
  return value.slice(0, BIRTHDAY_MAX_LENGTH);
};

/**
 * Written as a DD-MM date that does not exist ('31-02', '12-34'): the format is right, so the
 * format's message would send the person looking for a mistake they did not make.
 */
export const BIRTHDAY_NO_SUCH_DAY_MESSAGE =
  'Birthday must be a day that exists, in DD-MM format (e.g., 25-12).';

/** 1–2 digits, a dash, 1–2 digits (spec §5). */
export const isBirthdayFormat = (value: string): boolean => /^\d{1,2}-\d{1,2}$/.test(value);

/** In the DD-MM format (spec §5), and a day and month that exist. */
export const isValidBirthday = (value: string): boolean => {
  if (!isBirthdayFormat(value)) return false;
  const [day, month] = value.split('-').map(Number) as [number, number];
  const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
};

export const MOBILE_FORMAT_MESSAGE = 'Please enter a phone number: digits, spaces and + ( ) - . only.';

/**
 * Written with the right characters but too few digits ('12'): the format's message would send
 * the person looking for a character they did not type.
 */
export const MOBILE_TOO_SHORT_MESSAGE = 'A phone number has at least 5 digits.';
const MOBILE_MIN_DIGITS = 5;

/**
 * A phone number's characters as people write one: digits with spaces, '+', brackets, dashes,
 * dots or slashes between them, and perhaps an extension ('x12', 'ext. 12'). Not 'abc'.
 */
export const isPhoneFormat = (value: string): boolean => /^\+?[\d\s().\-/]+((x|ext\.?)\s*\d+)?$/i.test(value);

/** Enough digits to be a phone number (at least five). */
export const hasPhoneDigits = (value: string): boolean =>
  (value.match(/\d/g)?.length ?? 0) >= MOBILE_MIN_DIGITS;

/** CRM names an application with or without the 'Zoho ' prefix (spec §3 Profile). */
export const normaliseApplicationName = (name: string): Application | undefined => {
  const trimmed = name
    .trim()
    .toLowerCase()
    .replace(/^zoho\s+/, '');
  return APPLICATIONS.find((application) => application.toLowerCase().replace(/^zoho\s+/, '') === trimmed);
};

/**
 * The applications whose content a user sees: their implemented applications, both Zoho
 * applications when the CRM says nothing (spec §6), and General always.
 */
export const accessibleApplications = (implemented: readonly string[]): Application[] => {
  const known = implemented.map(normaliseApplicationName).filter((a): a is Application => a !== undefined);
  const chosen = known.filter((a) => a !== 'General');
  const zoho: Application[] = chosen.length ? chosen : ['Zoho People', 'Zoho Recruit'];
  return APPLICATIONS.filter((a) => a === 'General' || zoho.includes(a));
};

import { APPLICATIONS, type Application } from '../enumerations.ts';

export const BIRTHDAY_MAX_LENGTH = 5;
export const BIRTHDAY_FORMAT_MESSAGE = 'Birthday must be in DD-MM format (e.g., 25-12).';
export const NAMES_REQUIRED_MESSAGE = 'First name and last name are required.';

/**
 * What the birthday field keeps of what was typed (spec §2): digits and dashes only, a dash
 * inserted after two digits, at most five characters.
 */
export const formatBirthdayInput = (raw: string): string => {
  let value = raw.replace(/[^\d-]/g, '');
  if (/^\d{3,}/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`;
  return value.slice(0, BIRTHDAY_MAX_LENGTH);
};

/** 1–2 digits, a dash, 1–2 digits (spec §5), and a day and month that exist. */
export const isValidBirthday = (value: string): boolean => {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!match) return false;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
};

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

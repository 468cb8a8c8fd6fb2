import { z } from 'zod';

/**
 * What a field's error says when its schema names no message of its own. zod's own wording is
 * for developers ('Invalid input: expected number, received NaN', 'Too big: expected int to be
 * <=9007199254740991'); the API returns these messages beside each field and the apps show
 * them under form fields, so they are written for the person who typed the value. A schema's own
 * message (e.g. the profile's 'Birthday must be in DD-MM format') still wins over these.
 */

type Issue = z.core.$ZodRawIssue;

const UNITS: Record<string, string> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  map: 'entries',
  file: 'bytes',
};

const TYPES: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** What a date-and-time field takes, in the words every such field's error uses. */
export const DATE_TIME_MESSAGE = 'Must be a date and time (ISO 8601, e.g. 2026-11-27T13:30:00Z)';

const FORMATS: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a web address (URL)',
  uuid: 'an id in UUID form',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
};

const listed = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

const bound = (issue: Issue & { origin?: string }, limit: unknown, side: 'most' | 'least' | 'exactly') => {
  const unit = UNITS[issue.origin ?? ''];
  const strict = 'inclusive' in issue && issue.inclusive === false;
  const words =
    side === 'exactly' ? 'exactly' : strict ? (side === 'most' ? 'less than' : 'more than') : `at ${side}`;
  return unit ? `Must have ${words} ${String(limit)} ${unit}` : `Must be ${words} ${String(limit)}`;
};

export const plainMessage = (issue: Issue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Required';
      const expected = TYPES[issue.expected] ?? issue.expected;
      return `Must be ${expected}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${listed(issue.values)}`
        : `Must be one of: ${listed(issue.values)}`;
    case 'too_big':
      return bound(issue, issue.maximum, issue.exact ? 'exactly' : 'most');
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1 && !issue.exact) return 'Must not be empty';
      return bound(issue, issue.minimum, issue.exact ? 'exactly' : 'least');
    case 'invalid_format': {
      if (issue.format === 'datetime') return DATE_TIME_MESSAGE;
      const format = FORMATS[issue.format];
      return format ? `Must be ${format}` : 'Is not in the expected form';
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Not a field this request takes: ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // A discriminated union whose tag matched none of its options.
      const options = (issue as { options?: unknown[] }).options;
      if (Array.isArray(options) && options.length > 0) return `Must be one of: ${listed(options)}`;
      return 'Is not one of the accepted forms';
    }
    case 'invalid_key':
    case 'invalid_element':
      return 'Holds a value that is not valid';
    default:
      return undefined;
  }
};

z.config({ customError: plainMessage });

/**
 * A timestamp column as the API writes dates: ISO 8601 in UTC with milliseconds, made by
 * PostgreSQL so a list's dates need no pass over its rows in Node.js.
 */
export const isoText = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A LIKE pattern for "contains `text`": `%` and `_` typed in a search box mean themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

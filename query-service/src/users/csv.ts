/** A cell value as the export writes it. */
export type CsvValue = string | number | boolean | null;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"):
 * = + - @, and tab and carriage return, which some of them strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field (RFC 4180 §2): a text that a spreadsheet would run is prefixed with a single quote,
 * and a field holding a comma, a double quote or a line break is quoted, its quotes doubled.
 * Numbers and booleans are written as they are: they are ours, not typed by anyone.
 */
export const csvField = (value: CsvValue): string => {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One record, CRLF-terminated as RFC 4180 §2.1 says. */
export const csvRecord = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`;

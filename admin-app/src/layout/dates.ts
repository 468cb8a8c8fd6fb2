/**
 * Dates as staff read them across the console: in the browser's own locale and time zone (tests
 * pass `locales` and `timeZone` to make the text certain). One style, a medium date with the time
 * where the moment matters: guides and Data Recovery wrote British dates ('25 Nov 2026') while
 * analytics, users and the CRM sync wrote the browser's ('Nov 25, 2026'), side by side.
 */
export const formatDate = (iso: string, locales?: Intl.LocalesArgument, timeZone?: string): string =>
  new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeZone }).format(new Date(iso));

export const formatDateTime = (iso: string, locales?: Intl.LocalesArgument, timeZone?: string): string =>
  new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** A calendar day (YYYY-MM-DD) as that same day wherever the browser is. */
export const formatDay = (day: string, locales?: Intl.LocalesArgument): string =>
  new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day));

export { Notifications } from '@zen/platform';

/** Raised by a trigger on the event log (migration 0002) for every append. */
export const EVENTS_APPENDED_CHANNEL = 'zen_events_appended';

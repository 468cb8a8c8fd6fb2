/** EVENTS_APPENDED_CHANNEL is sent by the event store after every append (platform/src/events/append.ts). */
export { EVENTS_APPENDED_CHANNEL, Notifications } from '@zen/platform';

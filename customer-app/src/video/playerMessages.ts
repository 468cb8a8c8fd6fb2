import type { EmbedProvider } from './videoSources.ts';

/**
 * What an embedded player tells the page, read from its postMessage data (spec §4: completion is
 * detected from progress, timeupdate and ended events and from older message types). Providers
 * send JSON strings or objects, with the event under `event`, `type` or `name` and the figures
 * under `info` (YouTube), `data` (Vimeo) or at the top level (Loom and older players).
 */
export type PlayerEvent =
  | { kind: 'ready' }
  /** Seconds; a player may report the position and the length in separate messages. */
  | { kind: 'progress'; currentTime?: number; duration?: number }
  /** Older messages give only how much of the video has played, from 0 to 1. */
  | { kind: 'share'; fraction: number }
  | { kind: 'ended' };

type Fields = Record<string, unknown>;

const ENDED_EVENTS = new Set([
  'ended',
  'end',
  'finish',
  'finished',
  'complete',
  'completed',
  'video-ended',
  'videoended',
  'video_ended',
  'video-complete',
  'video_complete',
  'playback-complete',
]);
const READY_EVENTS = new Set(['ready', 'onready', 'initialdelivery', 'video-ready']);
/** YouTube's player state for "ended". */
const YOUTUBE_ENDED = 0;

const asFields = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;

const decode = (data: unknown): Fields | null => {
  if (typeof data !== 'string') return asFields(data);
  try {
    return asFields(JSON.parse(data));
  } catch {
    return null;
  }
};

const numberIn = (fields: Fields, ...names: string[]): number | undefined => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
};

const eventName = (message: Fields): string => {
  const name = message.event ?? message.type ?? message.name ?? message.method;
  return typeof name === 'string' ? name.toLowerCase() : '';
};

export const readPlayerMessage = (data: unknown): PlayerEvent | null => {
  const message = decode(data);
  if (!message) return null;
  const name = eventName(message);
  const payload = asFields(message.info) ?? asFields(message.data) ?? asFields(message.payload) ?? message;

  // YouTube reports its state as `info` (a number) on onStateChange, or as info.playerState.
  if (message.info === YOUTUBE_ENDED && name === 'onstatechange') return { kind: 'ended' };
  if (numberIn(payload, 'playerState') === YOUTUBE_ENDED) return { kind: 'ended' };
  if (ENDED_EVENTS.has(name)) return { kind: 'ended' };

  const currentTime = numberIn(payload, 'currentTime', 'seconds', 'current_time', 'position');
  const duration = numberIn(payload, 'duration', 'totalDuration', 'total_duration');
  if (currentTime !== undefined || duration !== undefined) return { kind: 'progress', currentTime, duration };

  // Older messages carry only a share of the video: `percent` as a fraction (Vimeo's
  // playProgress), `percentage` or `progress` out of 100.
  const fraction = numberIn(payload, 'percent');
  const outOf100 = numberIn(payload, 'percentage', 'progress');
  const share = fraction ?? (outOf100 !== undefined ? outOf100 / 100 : undefined);
  if (share !== undefined && share >= 0 && share <= 1) return { kind: 'share', fraction: share };

  return READY_EVENTS.has(name) ? { kind: 'ready' } : null;
};

/**
 * Messages that ask a player to report its progress: YouTube's iframe API needs "listening",
 * Vimeo's needs an addEventListener per event; Loom posts its events without being asked.
 */
export const subscriptionMessages = (provider: EmbedProvider): string[] => {
  switch (provider) {
    case 'youtube':
      return [
        JSON.stringify({ event: 'listening', id: 'zen-player', channel: 'widget' }),
        JSON.stringify({ event: 'command', func: 'addEventListener', args: ['onStateChange'] }),
      ];
    case 'vimeo':
      return ['timeupdate', 'playProgress', 'ended', 'finish'].map((event) =>
        JSON.stringify({ method: 'addEventListener', value: event }),
      );
    case 'loom':
      return [];
  }
};

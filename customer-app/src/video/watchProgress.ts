import type { PlayerEvent } from './playerMessages.ts';

/** Spec §9: a video is complete at 95 % of its duration (or when it ends). */
export const COMPLETION_THRESHOLD_PERCENT = 95;

/** Spec §5: round(watched / total * 100), or 100 when the total is unknown. */
export const completionPercentage = (watchedSeconds: number, totalSeconds: number): number =>
  totalSeconds > 0 ? Math.min(100, Math.round((watchedSeconds / totalSeconds) * 100)) : 100;

/** A length the player does not know (an unindexed recording reports Infinity) counts as 0, "unknown". */
export const knownDuration = (seconds: number | undefined): number =>
  seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : 0;

export interface WatchedCompletion {
  completedAt: string;
  watchDurationSeconds: number;
  totalDurationSeconds: number;
  completionPercentage: number;
}

const toHundredths = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * Follows one viewing from the player's events and says, once, when the video is complete:
 * at 95 % of its length, or at the ended event. "Watched" is the furthest point reached.
 */
export class WatchTracker {
  private furthestSeconds = 0;
  private durationSeconds = 0;
  private furthestShare = 0;
  private completed = false;

  /** The completion to record when this event completes the video, else null (and null ever after). */
  report(event: PlayerEvent, now: Date = new Date()): WatchedCompletion | null {
    if (this.completed) return null;
    if (event.kind === 'progress') {
      this.durationSeconds = knownDuration(event.duration) || this.durationSeconds;
      if (event.currentTime !== undefined && Number.isFinite(event.currentTime)) {
        this.furthestSeconds = Math.max(this.furthestSeconds, event.currentTime);
      }
    } else if (event.kind === 'share') {
      this.furthestShare = Math.max(this.furthestShare, event.fraction);
    }

    const ended = event.kind === 'ended';
    const total = this.durationSeconds;
    const share = total > 0 ? this.furthestSeconds / total : this.furthestShare;
    if (!ended && share < COMPLETION_THRESHOLD_PERCENT / 100) return null;

    this.completed = true;
    // The ended event means the whole video was played, whatever the last progress said.
    const watched =
      total > 0 ? (ended ? total : Math.min(this.furthestSeconds, total)) : this.furthestSeconds;
    return {
      completedAt: now.toISOString(),
      watchDurationSeconds: toHundredths(watched),
      totalDurationSeconds: toHundredths(total),
      completionPercentage: completionPercentage(watched, total),
    };
  }
}

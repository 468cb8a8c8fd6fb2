import { describe, expect, it } from 'vitest';
import { completionPercentage, WatchTracker } from './watchProgress.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describe('completion of a video', () => {
  it('is round(watched / total * 100), or 100 when the total is unknown', () => {
    expect(completionPercentage(57, 60)).toBe(95);
    expect(completionPercentage(10, 30)).toBe(33);
    expect(completionPercentage(12, 0)).toBe(100);
  });

  it('completes once, at 95 % of the duration', () => {
    const tracker = new WatchTracker();
    expect(tracker.report({ kind: 'progress', currentTime: 30, duration: 60 }, NOW)).toBeNull();
    expect(tracker.report({ kind: 'progress', currentTime: 56.9 }, NOW)).toBeNull();
    expect(tracker.report({ kind: 'progress', currentTime: 57 }, NOW)).toEqual({
      completedAt: NOW.toISOString(),
      watchDurationSeconds: 57,
      totalDurationSeconds: 60,
      completionPercentage: 95,
    });
    expect(tracker.report({ kind: 'ended' }, NOW)).toBeNull();
  });

  it('completes at the ended event, as the whole video', () => {
    const tracker = new WatchTracker();
    tracker.report({ kind: 'progress', currentTime: 10, duration: 60 }, NOW);
    expect(tracker.report({ kind: 'ended' }, NOW)).toMatchObject({
      watchDurationSeconds: 60,
      totalDurationSeconds: 60,
      completionPercentage: 100,
    });
  });

  it('treats an unknown (infinite) length as 0 and credits 100 % at the end', () => {
    const tracker = new WatchTracker();
    expect(tracker.report({ kind: 'progress', currentTime: 1.5, duration: Infinity }, NOW)).toBeNull();
    expect(tracker.report({ kind: 'ended' }, NOW)).toMatchObject({
      watchDurationSeconds: 1.5,
      totalDurationSeconds: 0,
      completionPercentage: 100,
    });
  });

  it('completes from a share of the video when that is all the player says', () => {
    const tracker = new WatchTracker();
    expect(tracker.report({ kind: 'share', fraction: 0.9 }, NOW)).toBeNull();
    expect(tracker.report({ kind: 'share', fraction: 0.95 }, NOW)).not.toBeNull();
  });

  it('does not go backwards when the viewer seeks back', () => {
    const tracker = new WatchTracker();
    tracker.report({ kind: 'progress', currentTime: 50, duration: 100 }, NOW);
    tracker.report({ kind: 'progress', currentTime: 5 }, NOW);
    expect(tracker.report({ kind: 'progress', currentTime: 94 }, NOW)).toBeNull();
    expect(tracker.report({ kind: 'progress', currentTime: 95 }, NOW)).not.toBeNull();
  });
});

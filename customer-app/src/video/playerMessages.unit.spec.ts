import { describe, expect, it } from 'vitest';
import { readPlayerMessage, subscriptionMessages } from './playerMessages.ts';

describe('readPlayerMessage', () => {
  it('reads YouTube infoDelivery progress and its ended state', () => {
    expect(
      readPlayerMessage(JSON.stringify({ event: 'infoDelivery', info: { currentTime: 57, duration: 60 } })),
    ).toEqual({ kind: 'progress', currentTime: 57, duration: 60 });
    expect(readPlayerMessage(JSON.stringify({ event: 'infoDelivery', info: { playerState: 0 } }))).toEqual({
      kind: 'ended',
    });
    expect(readPlayerMessage(JSON.stringify({ event: 'onStateChange', info: 0 }))).toEqual({ kind: 'ended' });
  });

  it('reads Vimeo timeupdate, ready and ended', () => {
    expect(
      readPlayerMessage(
        JSON.stringify({ event: 'timeupdate', data: { seconds: 30, percent: 0.5, duration: 60 } }),
      ),
    ).toEqual({ kind: 'progress', currentTime: 30, duration: 60 });
    expect(readPlayerMessage('{"event":"ready","player_id":"x"}')).toEqual({ kind: 'ready' });
    expect(readPlayerMessage({ event: 'ended', data: {} })).toEqual({ kind: 'ended' });
  });

  it('reads older message types that only carry a share of the video', () => {
    expect(readPlayerMessage({ event: 'playProgress', data: { percent: 0.96 } })).toEqual({
      kind: 'share',
      fraction: 0.96,
    });
    expect(readPlayerMessage({ type: 'video-progress', percentage: 40 })).toEqual({
      kind: 'share',
      fraction: 0.4,
    });
    expect(readPlayerMessage({ type: 'video-ended' })).toEqual({ kind: 'ended' });
    expect(readPlayerMessage({ type: 'timeupdate', currentTime: 3 })).toEqual({
      kind: 'progress',
      currentTime: 3,
      duration: undefined,
    });
  });

  it('ignores what is not a player event', () => {
    expect(readPlayerMessage('hello')).toBeNull();
    expect(readPlayerMessage(42)).toBeNull();
    expect(readPlayerMessage({ event: 'something' })).toBeNull();
    expect(readPlayerMessage({ type: 'progress', percent: 7 })).toBeNull();
  });

  it('asks YouTube and Vimeo for their events; Loom sends them unasked', () => {
    expect(subscriptionMessages('youtube')[0]).toContain('"listening"');
    expect(subscriptionMessages('vimeo').map((m) => JSON.parse(m).value)).toContain('ended');
    expect(subscriptionMessages('loom')).toEqual([]);
  });
});

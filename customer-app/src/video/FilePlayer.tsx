import type { SyntheticEvent } from 'react';
import type { PlayerEvent } from './playerMessages.ts';

/**
 * A plain video file (.mp4, .webm, .ogg) in the browser's own player. Its timeupdate and ended
 * events complete it, so completion does not depend on any provider's embed API (issue 8).
 */
export function FilePlayer({
  src,
  title,
  onEvent,
}: {
  src: string;
  title: string;
  onEvent: (event: PlayerEvent) => void;
}) {
  const progress = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    onEvent({ kind: 'progress', currentTime: video.currentTime, duration: video.duration });
  };
  return (
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video: ${title}`}
      onTimeUpdate={progress}
      onDurationChange={progress}
      onEnded={() => onEvent({ kind: 'ended' })}
      style={{ width: '100%', height: '100%', display: 'block', background: '#000' }}
    />
  );
}

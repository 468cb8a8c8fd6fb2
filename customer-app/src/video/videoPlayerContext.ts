import type { ContentItem } from '@zen/contracts';
import { createContext, useContext } from 'react';

/** Where a video was opened from: the modal's source badge (spec §2 Video modal). */
export type VideoSource = 'Browse' | 'Learning Journey' | 'User Guide';

export type PlayVideo = (item: ContentItem, source: VideoSource) => void;

export const VideoPlayerContext = createContext<PlayVideo | null>(null);

/** Opens a video in the modal: records the view and, unless it is completed, puts it in progress. */
export const usePlayVideo = (): PlayVideo => {
  const play = useContext(VideoPlayerContext);
  if (!play) throw new Error('usePlayVideo must be used inside <VideoPlayerProvider>');
  return play;
};

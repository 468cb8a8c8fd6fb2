import { useState } from 'react';
import { useNotify } from '../notifications/notificationsContext.ts';
import { usePlayVideo } from '../video/videoPlayerContext.ts';
import { fetchGuideVideo } from './guideQueries.ts';

/**
 * Plays a catalogue video a guide names (a process's video, a related-help link) in the portal's
 * video modal, badged 'User Guide', where watching it earns completion. A video this learner
 * cannot open (outside their access, or deleted since) opens at its address in a new tab, as a
 * plain link would. `opening` is true while the item is being read.
 */
const openAtAddress = (url: string): void => void window.open(url, '_blank', 'noopener,noreferrer');

export const usePlayGuideVideo = () => {
  const play = usePlayVideo();
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  /** `contentId` null: a video that is not in the catalogue, opened at its address. */
  const watch = async (contentId: number | null, url: string) => {
    if (contentId === null) return openAtAddress(url);
    setOpening(true);
    try {
      const item = await fetchGuideVideo(contentId);
      if (item) play(item, 'User Guide');
      else openAtAddress(url);
    } catch {
      notify({
        title: 'The video could not be opened',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setOpening(false);
    }
  };
  return { watch, opening };
};

import { Link } from '@mui/material';
import type { ContentItem } from '@zen/contracts';
import type { ReactNode } from 'react';
import { usePlayVideo, type VideoSource } from '../video/videoPlayerContext.ts';
import { useOpenArticle } from './useOpenArticle.ts';

/**
 * An item's title as the way to open it: a video opens the modal (a button), an article is a
 * real link to a new tab that also records the view and the completion, so the browser, not a
 * script, opens the tab (no pop-up blocker, middle-click and keyboard work as for any link).
 */
export function OpenContentLink({
  item,
  source,
  children,
}: {
  item: ContentItem;
  source: VideoSource;
  children: ReactNode;
}) {
  const playVideo = usePlayVideo();
  const openArticle = useOpenArticle();

  if (item.type === 'Video') {
    return (
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => playVideo(item, source)}
        sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      onClick={() => openArticle(item.id)}
      onAuxClick={(event) => {
        if (event.button === 1) openArticle(item.id);
      }}
    >
      {children}
    </Link>
  );
}

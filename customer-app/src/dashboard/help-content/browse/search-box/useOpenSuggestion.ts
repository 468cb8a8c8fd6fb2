import { useQueryClient } from '@tanstack/react-query';
import type { ContentItem, ContentSuggestion } from '@zen/contracts';
import { useCallback } from 'react';
import { describeError } from '../../../../api/http.ts';
import { useOpenArticle } from '../../../../learner/useOpenArticle.ts';
import { useNotify } from '../../../../notifications/notificationsContext.ts';
import { usePlayVideo } from '../../../../video/videoPlayerContext.ts';
import { contentItemQuery } from '../../contentQueries.ts';

/**
 * Opening a suggestion as its card's title opens the item (OpenContentLink): a video in the
 * modal, an article in a new tab with its view and completion recorded. A suggestion carries only
 * id, title and type, so the item is read first; `prefetch` starts that read when a suggestion
 * is highlighted, so that by the Enter or click it is usually in the cache and the tab opens
 * within the key press itself, which is what pop-up blockers allow without question.
 */
export function useOpenSuggestion(): {
  prefetch: (suggestion: ContentSuggestion) => void;
  open: (suggestion: ContentSuggestion) => void;
} {
  const client = useQueryClient();
  const playVideo = usePlayVideo();
  const openArticle = useOpenArticle();
  const notify = useNotify();

  const openItem = useCallback(
    (item: ContentItem) => {
      if (item.type === 'Video') {
        playVideo(item, 'Browse');
        return;
      }
      // The card's link has rel="noopener noreferrer": the article's page gets no hold on this one.
      window.open(item.url, '_blank', 'noopener,noreferrer');
      openArticle(item.id);
    },
    [openArticle, playVideo],
  );

  const prefetch = useCallback(
    (suggestion: ContentSuggestion) => void client.prefetchQuery(contentItemQuery(suggestion.id)),
    [client],
  );

  const open = useCallback(
    (suggestion: ContentSuggestion) => {
      const cached = client.getQueryData(contentItemQuery(suggestion.id).queryKey);
      if (cached) {
        openItem(cached);
        return;
      }
      // Not read yet (chosen the instant it was highlighted): browsers keep the key press's
      // permission to open a tab for a few seconds, which one short read fits in.
      client.fetchQuery(contentItemQuery(suggestion.id)).then(openItem, (error: unknown) =>
        notify({
          title: `Could not open “${suggestion.title}”`,
          description: describeError(error).detail,
          variant: 'destructive',
        }),
      );
    },
    [client, notify, openItem],
  );

  return { prefetch, open };
}

import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { usePlayGuideVideo } from './usePlayGuideVideo.ts';

/**
 * A plain click (or Enter) on a guide's link to a catalogue video (`data-content-id`, written by
 * the server) plays it in the portal's player instead of on the video's site; a click that asks
 * for a new tab or window (a modifier key, the middle button) is left to the browser.
 */
const videoLinkClicked = (event: MouseEvent<HTMLElement>): { contentId: number; url: string } | null => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a[data-content-id]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  return { contentId: Number(link.dataset.contentId), url: link.href };
};

/**
 * Guide text as the server stored it: HTML it sanitised before storing (DESIGN §8: no scripts,
 * no event handlers, no javascript: links; every link opens in a new tab), rendered as such.
 */
export function GuideHtml({ html }: { html: string }) {
  const { watch } = usePlayGuideVideo();
  return (
    <Box
      onClick={(event: MouseEvent<HTMLElement>) => {
        const video = videoLinkClicked(event);
        if (!video) return;
        event.preventDefault();
        void watch(video.contentId, video.url);
      }}
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 1 },
        '& h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
        '& h2': { fontSize: '1.25rem' },
        '& h3': { fontSize: '1.125rem' },
        '& h4': { fontSize: '1rem' },
        '& ul, & ol': { pl: 3 },
        '& li > p': { my: 0.25 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

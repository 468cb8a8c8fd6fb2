import { Backdrop, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@zen/contracts';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { chunkComponent } from '../common/chunkComponent.tsx';
import { refreshAfterStart, startVideo } from '../learner/learnerQueries.ts';
import { announce } from '../learner/pageEvents.ts';
import { useLearnerStatus } from '../learner/useLearnerStatus.ts';
import { useRecordView } from '../learner/useRecordView.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { VideoPlayerContext, type VideoSource } from './videoPlayerContext.ts';

/**
 * The modal and its players load the first time a video is opened, not with the dashboard. If
 * their code does not arrive (or the modal fails), the modal closes with a toast and the next
 * video opened loads it again; the dashboard stays as it was.
 */
const videoModal = chunkComponent(() => import('./VideoModal.tsx'));

/**
 * Owns the one video modal of the dashboard. Opening a video records the view (and the badge
 * check after it) and, unless the video is completed, POSTs /api/video-starts so it shows as in
 * progress (spec §4).
 */
export function VideoPlayerProvider({ children }: { children: ReactNode }) {
  const [playing, setPlaying] = useState<{ item: ContentItem; source: VideoSource } | null>(null);
  const client = useQueryClient();
  const recordView = useRecordView();
  const { stateOf } = useLearnerStatus();
  const notify = useNotify();

  const play = useCallback(
    (item: ContentItem, source: VideoSource) => {
      setPlaying({ item, source });
      void recordView(item.id);
      if (stateOf(item.id) === 'completed') return;
      startVideo(item.id)
        .then(() => {
          announce('videoStarted', item.id);
          return refreshAfterStart(client);
        })
        .catch((error: unknown) => console.warn('Failed to record the video start', error));
    },
    [client, recordView, stateOf],
  );

  return (
    <VideoPlayerContext.Provider value={play}>
      {children}
      {playing && (
        <ErrorBoundary
          fallback={null}
          onError={() => {
            videoModal.retry();
            setPlaying(null);
            notify({
              variant: 'destructive',
              title: 'Video Unavailable',
              description: 'The video player could not be loaded. Check your connection and try again.',
            });
          }}
        >
          <Suspense
            fallback={
              <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
                <CircularProgress aria-label="Loading the video player" sx={{ color: 'common.white' }} />
              </Backdrop>
            }
          >
            <videoModal.Component
              key={playing.item.id}
              item={playing.item}
              source={playing.source}
              onClose={() => setPlaying(null)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </VideoPlayerContext.Provider>
  );
}

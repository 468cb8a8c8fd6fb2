import Close from '@mui/icons-material/Close';
import VideocamOff from '@mui/icons-material/VideocamOff';
import {
  Alert,
  Box,
  Chip,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
  Typography,
} from '@mui/material';
import type { ContentItem } from '@zen/contracts';
import { useCallback, useId, useState } from 'react';
import { announce } from '../learner/pageEvents.ts';
import { useCompleteContent } from '../learner/useCompletions.ts';
import { useLearnerStatus } from '../learner/useLearnerStatus.ts';
import { useSignedInUser } from '../session/RequireSession.tsx';
import { EmbeddedPlayer } from './EmbeddedPlayer.tsx';
import { FilePlayer } from './FilePlayer.tsx';
import type { PlayerEvent } from './playerMessages.ts';
import type { VideoSource } from './videoPlayerContext.ts';
import { resolvePlayer } from './videoSources.ts';
import { WatchTracker } from './watchProgress.ts';

/** Where the credit for this viewing stands. */
type CreditStatus = 'watching' | 'saving' | 'saved' | 'queued';

/** Spec §2 Video modal: at most 4xl (56rem) wide and 90vh high; the player is 96 units (24rem) high. */
const MODAL_MAX_WIDTH = '56rem';
const PLAYER_HEIGHT = '24rem';

/**
 * The video modal (spec §2, §4): 'Video Training: {title}', what it teaches, where it was opened
 * from, the player, and how the credit stands. Reaching 95 % or the end records the completion
 * (through the offline outbox), after which icons and progress refresh without a reload.
 */
export default function VideoModal({
  item,
  source,
  onClose,
}: {
  item: ContentItem;
  source: VideoSource;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const user = useSignedInUser();
  const complete = useCompleteContent(user.id);
  const { stateOf } = useLearnerStatus();
  // Decided when the modal opens: a video completed before is not sent again.
  const [alreadyCompleted] = useState(() => stateOf(item.id) === 'completed');
  const [status, setStatus] = useState<CreditStatus>(alreadyCompleted ? 'saved' : 'watching');
  const [tracker] = useState(() => new WatchTracker());
  const player = resolvePlayer(item.url, window.location.origin);

  const onPlayerEvent = useCallback(
    (event: PlayerEvent) => {
      const completion = tracker.report(event);
      if (!completion || alreadyCompleted) return;
      setStatus('saving');
      void complete({ contentId: item.id, ...completion }).then((outcome) => {
        if (outcome === 'failed') return setStatus('watching');
        setStatus(outcome);
        announce('videoCompleted', item.id);
      });
    },
    [alreadyCompleted, complete, item.id, tracker],
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { sx: { maxWidth: MODAL_MAX_WIDTH, maxHeight: '90vh', m: { xs: 1, sm: 4 } } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        Video Training: {item.title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close aria-hidden />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <DialogContentText id={descriptionId} sx={{ flex: '1 1 16rem' }}>
            Watch this training video to learn about {item.module} in {item.application}
          </DialogContentText>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={source}
            aria-label={`Opened from ${source}`}
          />
        </Box>
        <Box
          sx={{
            height: PLAYER_HEIGHT,
            maxHeight: '50vh',
            bgcolor: 'common.black',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {player?.kind === 'embed' ? (
            <EmbeddedPlayer embed={player} title={item.title} onEvent={onPlayerEvent} />
          ) : player?.kind === 'file' ? (
            <FilePlayer src={player.src} title={item.title} onEvent={onPlayerEvent} />
          ) : (
            <VideoUnavailable url={item.url} />
          )}
        </Box>
        <CreditMessage status={status} />
      </DialogContent>
    </Dialog>
  );
}

/** The spec's three messages, announced politely as they change. */
function CreditMessage({ status }: { status: CreditStatus }) {
  return (
    <Box role="status" aria-live="polite">
      {status === 'watching' && (
        <Alert severity="info">📹 Watch to 95% completion for automatic credit</Alert>
      )}
      {status === 'saving' && <Alert severity="success">✅ Video completed! Updating your progress...</Alert>}
      {status === 'saved' && <Alert severity="success">Video completed!</Alert>}
      {status === 'queued' && (
        <Alert severity="success">
          Video completed!{' '}
          <Typography component="span" variant="body2">
            The server cannot be reached right now: your credit is kept on this device and sent as soon as it
            is back.
          </Typography>
        </Alert>
      )}
    </Box>
  );
}

function VideoUnavailable({ url }: { url: string }) {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1,
        color: 'grey.300',
        textAlign: 'center',
        p: 2,
      }}
    >
      <VideocamOff aria-hidden sx={{ fontSize: 48 }} />
      <Typography>Video URL not available</Typography>
      {url && (
        <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ color: 'grey.100' }}>
          Open the original link in a new tab
        </Link>
      )}
    </Box>
  );
}

import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { GuideProcess } from '@zen/contracts';
import { usePlayGuideVideo } from './usePlayGuideVideo.ts';

/**
 * A module's processes (spec §2 Company user guide page): name, trigger, who triggers it, its
 * video (in the video modal, where watching it earns completion, badged 'User Guide') and its
 * action button.
 */
export function ProcessList({ processes }: { processes: readonly GuideProcess[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {processes.map((process, index) => (
        <Box component="li" key={`${index}-${process.name}`}>
          <ProcessCard process={process} />
        </Box>
      ))}
    </Box>
  );
}

function ProcessCard({ process }: { process: GuideProcess }) {
  return (
    <Card variant="outlined" component="article" aria-label={process.name}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {process.name}
        </Typography>
        {process.description && <Typography variant="body2">{process.description}</Typography>}
        {process.trigger && (
          <Typography variant="body2">
            <strong>Trigger:</strong> {process.trigger}
          </Typography>
        )}
        {process.triggeredBy && (
          <Typography variant="body2">
            <strong>Triggered by:</strong> {process.triggeredBy}
          </Typography>
        )}
        {(process.videoUrl || process.actionButton) && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {process.videoUrl && <WatchVideoButton process={process} />}
            {process.actionButton && (
              <Button
                variant="contained"
                size="small"
                href={process.actionButton.url}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNew aria-hidden />}
              >
                {process.actionButton.name}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function WatchVideoButton({ process }: { process: GuideProcess }) {
  const { watch, opening } = usePlayGuideVideo();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PlayCircleOutlined aria-hidden />}
      disabled={opening}
      onClick={() => void watch(process.videoContentId, process.videoUrl ?? '')}
      aria-label={`Watch video: ${process.name}`}
    >
      Watch video
    </Button>
  );
}

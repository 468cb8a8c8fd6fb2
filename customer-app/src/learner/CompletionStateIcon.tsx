import CheckCircle from '@mui/icons-material/CheckCircle';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Schedule from '@mui/icons-material/Schedule';
import { Box, Typography } from '@mui/material';
import type { ContentState, ContentType } from '@zen/contracts';

/** Spec §4: not started, in progress (orange clock), completed (green check). */
export const STATE_LABELS: Record<ContentState, string> = {
  'not-started': 'Not started',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export function StateIcon({ state, type }: { state: ContentState; type: ContentType }) {
  if (state === 'completed') return <CheckCircle aria-hidden sx={{ color: 'success.main' }} />;
  if (state === 'in-progress') return <Schedule aria-hidden sx={{ color: 'warning.dark' }} />;
  return type === 'Video' ? (
    <PlayCircleOutline aria-hidden sx={{ color: 'text.secondary' }} />
  ) : (
    <RadioButtonUnchecked aria-hidden sx={{ color: 'text.secondary' }} />
  );
}

/** The icon with its words beside it, so the state is not told by colour alone. */
export function CompletionState({ state, type }: { state: ContentState; type: ContentType }) {
  return (
    <Box
      data-testid="completion-state"
      data-state={state}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <StateIcon state={state} type={type} />
      <Typography variant="caption" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {STATE_LABELS[state]}
      </Typography>
    </Box>
  );
}

import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { tabStop } from '../../layout/tabStop.ts';
import { visuallyHidden } from '../../visuallyHidden.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, drawFlow, STEP_COLOURS } from './drawFlow.ts';
import {
  nextStepIndex,
  processFlowSteps,
  SPEEDS,
  STEP_KIND_LABELS,
  stepDuration,
  type FlowProcess,
  type FlowStepKind,
  type Speed,
} from './flowSteps.ts';

const LEGEND: FlowStepKind[] = ['trigger', 'decision', 'workflow', 'template', 'end'];

/**
 * The process flow visualiser (spec §2, §4, §9): the process's steps on an 800×400 canvas, played
 * one after another (each for 2000 ms ÷ speed, then from the start again), with Play/Pause, Reset,
 * the three speeds, a legend and the step being executed. The canvas is a picture; the same steps
 * are a list for screen readers, and the executing step is announced.
 */
export function ProcessFlowVisualiser({ process }: { process: FlowProcess }) {
  const steps = useMemo(() => processFlowSteps(process), [process]);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const panelId = useId();
  // A process edited while shown may have fewer steps: an index past them is the first step.
  const shown = active < steps.length ? active : 0;
  const current = steps[shown]!;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setActive(nextStepIndex(shown, steps.length)), stepDuration(speed));
    return () => window.clearTimeout(timer);
  }, [playing, shown, speed, steps.length]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    // Drawn at the screen's pixel density, shown at 800×400 (or narrower, keeping its shape).
    const ratio = window.devicePixelRatio || 1;
    element.width = CANVAS_WIDTH * ratio;
    element.height = CANVAS_HEIGHT * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawFlow(context, steps, shown);
  }, [steps, shown]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      role="group"
      aria-label={`Process flow: ${process.name || 'process'}`}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={playing ? <Pause aria-hidden /> : <PlayArrow aria-hidden />}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Replay aria-hidden />}
          onClick={() => {
            setPlaying(false);
            setActive(0);
          }}
        >
          Reset
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={speed}
          onChange={(_event, next: Speed | null) => next !== null && setSpeed(next)}
          aria-label="Speed"
        >
          {SPEEDS.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              tabIndex={tabStop(value, speed)}
              aria-label={`Speed ${value}x`}
              sx={{ textTransform: 'none' }}
            >
              {value}x
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box
        component="canvas"
        ref={canvas}
        aria-hidden
        sx={{
          width: '100%',
          maxWidth: CANVAS_WIDTH,
          aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}`,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Box component="ol" sx={visuallyHidden} aria-label="Steps">
        {steps.map((step, index) => (
          <li key={`${index}-${step.label}`} aria-current={index === shown ? 'step' : undefined}>
            {STEP_KIND_LABELS[step.kind]}: {step.label}
          </li>
        ))}
      </Box>
      <Stack
        component="ul"
        direction="row"
        aria-label="Legend"
        sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
      >
        {LEGEND.map((kind) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: STEP_COLOURS[kind] }} />
            <Typography variant="body2">{STEP_KIND_LABELS[kind]}</Typography>
          </Box>
        ))}
      </Stack>
      <Box
        id={panelId}
        role="status"
        aria-live="polite"
        aria-label="Currently executing"
        sx={{
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          borderLeft: 4,
          borderColor: STEP_COLOURS[current.kind],
        }}
      >
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
          Currently executing · Step {shown + 1} of {steps.length}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {STEP_KIND_LABELS[current.kind]}: {current.label}
        </Typography>
        {current.detail && (
          <Typography variant="body2" color="text.secondary">
            {current.detail}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

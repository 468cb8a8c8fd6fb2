import { BRAND } from '@zen/contracts';
import type { FlowStep, FlowStepKind } from './flowSteps.ts';

/** The visualiser's canvas (spec §2, §9): 800 by 400. */
export const CANVAS_WIDTH = 800;
export const CANVAS_HEIGHT = 400;

/** One colour per kind of step, shared by the canvas and its legend. */
export const STEP_COLOURS: Record<FlowStepKind, string> = {
  trigger: BRAND.primary,
  decision: BRAND.warning,
  workflow: BRAND.success,
  template: '#7048e8',
  end: BRAND.primaryDark,
  placeholder: '#868e96',
};

const PADDING = 28;
const GAP_X = 36;
const GAP_Y = 44;
const MAX_COLUMNS = 4;

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where each step goes: rows of up to four, snaking (left to right, then right to left) so that
 * each arrow is short. Boxes shrink to fit as many rows as the steps need.
 */
export const layoutSteps = (count: number): Box[] => {
  const columns = Math.min(Math.max(count, 1), MAX_COLUMNS);
  const rows = Math.max(1, Math.ceil(count / columns));
  const width = (CANVAS_WIDTH - 2 * PADDING - (columns - 1) * GAP_X) / columns;
  const height = Math.min(72, (CANVAS_HEIGHT - 2 * PADDING - (rows - 1) * GAP_Y) / rows);
  const top = (CANVAS_HEIGHT - rows * height - (rows - 1) * GAP_Y) / 2;
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / columns);
    const inRow = index % columns;
    const column = row % 2 === 0 ? inRow : columns - 1 - inRow;
    return { x: PADDING + column * (width + GAP_X), y: top + row * (height + GAP_Y), width, height };
  });
};

/** At most two lines, cut with an ellipsis, as wide as the box allows. */
const wrap = (context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] => {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  let last = lines[1]!;
  while (last.length > 1 && context.measureText(`${last}…`).width > maxWidth) last = last.slice(0, -1);
  return [lines[0]!, `${last}…`];
};

const shape = (context: CanvasRenderingContext2D, kind: FlowStepKind, { x, y, width, height }: Box) => {
  context.beginPath();
  if (kind === 'decision') {
    context.moveTo(x + width / 2, y);
    context.lineTo(x + width, y + height / 2);
    context.lineTo(x + width / 2, y + height);
    context.lineTo(x, y + height / 2);
    context.closePath();
  } else {
    // Start and end are pills; the steps between are rounded boxes.
    const radius = kind === 'trigger' || kind === 'end' ? height / 2 : 10;
    context.roundRect(x, y, width, height, radius);
  }
};

const arrow = (context: CanvasRenderingContext2D, from: Box, to: Box) => {
  const sameRow = Math.abs(from.y - to.y) < 1;
  const start = sameRow
    ? { x: to.x > from.x ? from.x + from.width : from.x, y: from.y + from.height / 2 }
    : { x: from.x + from.width / 2, y: from.y + from.height };
  const end = sameRow
    ? { x: to.x > from.x ? to.x : to.x + to.width, y: to.y + to.height / 2 }
    : { x: to.x + to.width / 2, y: to.y };
  context.strokeStyle = '#5b6675';
  context.fillStyle = '#5b6675';
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(start.x, start.y);
  context.lineTo(end.x, end.y);
  context.stroke();
  const angle = Math.atan2(end.y - start.y, end.x - start.x);
  context.beginPath();
  context.moveTo(end.x, end.y);
  context.lineTo(end.x - 10 * Math.cos(angle - 0.45), end.y - 10 * Math.sin(angle - 0.45));
  context.lineTo(end.x - 10 * Math.cos(angle + 0.45), end.y - 10 * Math.sin(angle + 0.45));
  context.closePath();
  context.fill();
};

/** Draws the flow with step `active` highlighted: filled in its colour, the others outlined. */
export const drawFlow = (context: CanvasRenderingContext2D, steps: readonly FlowStep[], active: number) => {
  context.clearRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  context.fillStyle = '#f8f9fb';
  context.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  const boxes = layoutSteps(steps.length);
  boxes.forEach((box, index) => {
    if (index > 0) arrow(context, boxes[index - 1]!, box);
  });
  steps.forEach((step, index) => {
    const box = boxes[index]!;
    const colour = STEP_COLOURS[step.kind];
    const isActive = index === active;
    shape(context, step.kind, box);
    context.fillStyle = isActive ? colour : '#ffffff';
    context.fill();
    context.lineWidth = isActive ? 4 : 2;
    context.setLineDash(step.kind === 'placeholder' ? [6, 4] : []);
    context.strokeStyle = colour;
    context.stroke();
    context.setLineDash([]);
    context.fillStyle = isActive ? '#ffffff' : BRAND.text;
    context.font = `${isActive ? '600 ' : ''}13px ${BRAND.fontFamily}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const inner = step.kind === 'decision' ? box.width * 0.62 : box.width - 16;
    const lines = wrap(context, step.label, inner);
    lines.forEach((line, lineIndex) => {
      const offset = (lineIndex - (lines.length - 1) / 2) * 16;
      context.fillText(line, box.x + box.width / 2, box.y + box.height / 2 + offset);
    });
  });
};

import { Box, useTheme } from '@mui/material';
import { useId } from 'react';
import type { ViewsOverTime } from '@zen/contracts';
import { visuallyHidden } from '../visuallyHidden.ts';
import { counted } from '../layout/counts.ts';
import { formatDay } from './wording.ts';

// Small enough that its 12-unit text stays legible when a phone draws it 350 pixels wide.
const WIDTH = 420;
const HEIGHT = 180;
const PLOT = { left: 32, right: 6, top: 10, bottom: 26 };

/** A round top for the y axis: 1, 2, 4, 6, 8, 10, 20, 40… at or above the largest figure. */
const niceMax = (max: number): number => {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 4, 6, 8, 10].map((step) => step * magnitude).find((top) => top >= max)!;
};

/** Views are whole numbers: the middle line only where it falls on one. */
const ticksOf = (top: number): number[] => (top % 2 === 0 ? [0, top / 2, top] : [0, top]);

const shortDay = (day: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(day),
  );

/**
 * Views over time as an SVG bar chart, scaled to its container. For screen readers it is one
 * image with a summary, and the figures are in a table they can browse; each bar also names its
 * day and count on hover.
 */
export const ViewsPerDayChart = ({ data }: { data: ViewsOverTime }) => {
  const theme = useTheme();
  const summaryId = useId();
  const { points, bucket } = data;
  const total = points.reduce((sum, point) => sum + point.views, 0);
  const busiest = points.reduce((best, point) => (point.views > best.views ? point : best), points[0]!);
  const top = niceMax(busiest.views);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / points.length;
  const barWidth = Math.max(1, slot * 0.75);
  const y = (views: number) => PLOT.top + plotHeight - (views / top) * plotHeight;
  const unit = bucket === 'week' ? 'the week of ' : '';
  const first = points[0]!.date;
  const last = points.at(-1)!.date;
  const labelled =
    points.length > 1 ? [points[0]!, points[Math.floor(points.length / 2)]!, points.at(-1)!] : points;
  const summary =
    `${counted(total, 'view', 'views')} from ${formatDay(first)} to ${formatDay(last)}` +
    (busiest.views > 0
      ? `; most on ${unit}${formatDay(busiest.date)}: ${counted(busiest.views, 'view', 'views')}`
      : '');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Views per ${bucket}`}
        aria-describedby={summaryId}
        sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: theme.typography.fontFamily }}
      >
        {ticksOf(top).map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text
              x={PLOT.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="12"
              fill={theme.palette.text.secondary}
            >
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) => (
          <rect
            key={point.date}
            x={PLOT.left + index * slot + (slot - barWidth) / 2}
            y={y(point.views)}
            width={barWidth}
            height={Math.max(0, PLOT.top + plotHeight - y(point.views))}
            fill={theme.palette.primary.main}
            rx={Math.min(3, barWidth / 3)}
          >
            <title>{`${bucket === 'week' ? 'Week of ' : ''}${formatDay(point.date)}: ${counted(point.views, 'view', 'views')}`}</title>
          </rect>
        ))}
        {labelled.map((point) => {
          const index = points.indexOf(point);
          const x = PLOT.left + index * slot + slot / 2;
          const anchor = index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle';
          return (
            <text
              key={point.date}
              x={anchor === 'start' ? PLOT.left : anchor === 'end' ? WIDTH - PLOT.right : x}
              y={HEIGHT - 8}
              textAnchor={anchor}
              fontSize="12"
              fill={theme.palette.text.secondary}
            >
              {shortDay(point.date)}
            </text>
          );
        })}
      </Box>
      <Box component="figcaption" id={summaryId} sx={{ typography: 'body2', color: 'text.secondary', mt: 1 }}>
        {summary}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Views per {bucket}</caption>
        <thead>
          <tr>
            <th scope="col">{bucket === 'week' ? 'Week of' : 'Day'}</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{formatDay(point.date)}</td>
              <td>{point.views}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};

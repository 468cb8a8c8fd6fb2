import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { tabStop } from '../layout/tabStop.ts';
import type { AnalyticsRange } from './analyticsApi.ts';
import { RANGES } from './wording.ts';

/**
 * The date range every card, list and chart below it uses. A group of toggle buttons: one press
 * on a phone, arrow-free Tab and Space on a keyboard, and the chosen one announced as pressed.
 */
export const AnalyticsRangeFilter = ({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) => (
  <ToggleButtonGroup
    value={value}
    exclusive
    size="small"
    color="primary"
    aria-label="Date range"
    onChange={(_event, range: AnalyticsRange | null) => {
      // Pressing the chosen range again would leave none chosen: keep it.
      if (range !== null) onChange(range);
    }}
    sx={{ flexWrap: 'wrap' }}
  >
    {RANGES.map((range) => (
      // MUI's grey for unpressed buttons falls short of 4.5:1 on the page background.
      <ToggleButton
        key={range.value}
        value={range.value}
        tabIndex={tabStop(range.value, value)}
        sx={{ textTransform: 'none', '&:not(.Mui-selected)': { color: 'text.primary' } }}
      >
        {range.label}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);

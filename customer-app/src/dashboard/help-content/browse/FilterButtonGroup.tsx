import { Box, ToggleButton, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * One filter group as a row of toggle buttons (each announces aria-pressed) that wraps on narrow
 * screens. Exactly one option is always chosen: pressing the chosen one again keeps it.
 */
export function FilterButtonGroup<T extends string>({
  label,
  hint,
  options,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  const hintId = useId();

  return (
    <Box>
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ display: 'block' }}>
        {label}
      </Typography>
      {hint && (
        <Typography
          id={hintId}
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {hint}
        </Typography>
      )}
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            selected={option.value === value}
            onChange={() => onChange(option.value)}
            size="small"
            color="primary"
            sx={{ px: 1.5, py: 0.5, gap: 0.75, lineHeight: 1.4 }}
          >
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </Box>
    </Box>
  );
}

import { Chip } from '@mui/material';

/** 'Active' or 'Inactive', as the guide list and the guide's own page show it. */
export function GuideStatusChip({ isActive }: { isActive: boolean }) {
  return (
    <Chip
      size="small"
      label={isActive ? 'Active' : 'Inactive'}
      color={isActive ? 'success' : 'default'}
      variant={isActive ? 'filled' : 'outlined'}
    />
  );
}

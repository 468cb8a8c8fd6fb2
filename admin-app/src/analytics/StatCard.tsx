import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * One of the dashboard's three cards (spec §2): a label, the figure and the line under it. The
 * figure follows its label in the reading order, so a screen reader says "Total Content Views, 42".
 */
export const StatCard = ({
  icon,
  label,
  value,
  detail,
  loading,
}: {
  icon: ReactNode;
  label: string;
  value: string | undefined;
  detail: string | undefined;
  loading: boolean;
}) => {
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {icon}
          <Typography id={labelId} component="h3" variant="subtitle2">
            {label}
          </Typography>
        </Stack>
        {loading ? (
          <Skeleton width="40%" height={48} aria-hidden />
        ) : (
          // A failed read shows a dash: the skeleton would say it is still loading.
          <Typography component="p" variant="h4" sx={{ fontWeight: 600, mt: 1 }}>
            {value ?? <span aria-label="Not available">—</span>}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {detail ?? ''}
        </Typography>
      </CardContent>
    </Card>
  );
};

import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A card of the dashboard with its heading, and its loading, error and empty states. */
export const AnalyticsPanel = ({
  title,
  icon,
  subtitle,
  isPending,
  error,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  icon?: ReactNode;
  subtitle?: string;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={isPending}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: subtitle ? 0 : 1.5 }}>
          {icon}
          <Typography id={headingId} component="h3" variant="h6">
            {title}
          </Typography>
        </Stack>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {subtitle}
          </Typography>
        )}
        {error ? (
          <Alert severity="error" action={<Button onClick={onRetry}>Try Again</Button>}>
            <AlertTitle>Failed to fetch {title.toLowerCase()}</AlertTitle>
            {error.message}
          </Alert>
        ) : isPending ? (
          <Box aria-hidden>
            <Skeleton width="90%" />
            <Skeleton width="75%" />
            <Skeleton width="60%" />
          </Box>
        ) : isEmpty ? (
          <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>{emptyText}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};

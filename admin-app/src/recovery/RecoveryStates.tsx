import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Loading: a bar with a name, so a screen reader says what is being waited for. */
export const Loading = ({ label }: { label: string }) => (
  <Box sx={{ py: 3 }}>
    <LinearProgress aria-label={label} />
  </Box>
);

/** A load that failed: what failed, the server's words, and a way to try again. */
export const LoadError = ({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) => (
  <Alert
    severity="error"
    sx={{ my: 2 }}
    action={
      onRetry ? (
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      ) : undefined
    }
  >
    <strong>{title}</strong>
    {error instanceof Error && error.message ? `: ${error.message}` : ''}
  </Alert>
);

/** Nothing to show, said plainly. */
export const Empty = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ py: 3 }}>
    {children}
  </Typography>
);

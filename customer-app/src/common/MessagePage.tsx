import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle.ts';

/** A whole page that only says something: 404, Coming Soon, Admin Access Required. */
export function MessagePage({
  overline,
  title,
  children,
  actions,
}: {
  overline?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 480 }}>
        {overline && (
          <Typography variant="overline" component="p" color="text.secondary">
            {overline}
          </Typography>
        )}
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mb: actions ? 3 : 0 }}>
          {children}
        </Typography>
        {actions}
      </Paper>
    </Box>
  );
}

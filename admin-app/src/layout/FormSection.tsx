import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a long form (the template editor, a guide page), announced as a region. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
}

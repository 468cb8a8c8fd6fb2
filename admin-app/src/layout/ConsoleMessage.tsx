import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Title } from 'react-admin';

/**
 * A page that is only a message (Admin Access Required, Page Not Found): the page's title in the
 * bar, an icon, a heading, what happened and what to do, centred.
 */
export const ConsoleMessage = ({
  pageTitle,
  icon,
  heading,
  children,
  action,
}: {
  pageTitle: string;
  icon: ReactNode;
  heading: string;
  children: ReactNode;
  action: ReactNode;
}) => {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ maxWidth: 560, mx: 'auto', mt: 6, px: 2, textAlign: 'center' }}
    >
      <Title title={pageTitle} />
      {icon}
      <Typography id={headingId} component="h2" variant="h5" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{children}</Typography>
      <Box sx={{ mt: 3 }}>{action}</Box>
    </Box>
  );
};

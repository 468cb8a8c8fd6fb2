import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown route (spec §2). */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Error 404
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page you are looking for does not exist or has moved.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to Home
        </Button>
      </Paper>
    </Box>
  );
}

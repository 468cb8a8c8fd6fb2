import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * An address the console has no page for (an old bookmark, a mistyped id path): what was asked
 * for and the way back. react-admin's own page repeated its title and its grey text was 3.1:1.
 */
export const PageNotFound = () => {
  const { pathname } = useLocation();
  // The console's router is the page's own (App.tsx), so a path is written with /admin in it.
  const basename = useBasename();
  return (
    <Box
      component="section"
      aria-labelledby="page-not-found"
      sx={{ maxWidth: 560, mx: 'auto', mt: 6, px: 2, textAlign: 'center' }}
    >
      <Title title="Page Not Found" />
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography id="page-not-found" component="h2" variant="h5" sx={{ mt: 2 }}>
        There is no page here
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        The console has nothing at {pathname}. The link may be old, or the address mistyped.
      </Typography>
      <Button variant="contained" component={Link} to={`${basename}/`} sx={{ mt: 3 }}>
        Go to the Dashboard
      </Button>
    </Box>
  );
};

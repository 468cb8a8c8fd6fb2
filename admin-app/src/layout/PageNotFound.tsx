import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import { Link, useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleMessage } from './ConsoleMessage.tsx';

/**
 * An address the console has no page for (an old bookmark, a mistyped id path): what was asked
 * for and the way back. react-admin's own page repeated its title and its grey text was 3.1:1.
 */
export const PageNotFound = () => {
  const { pathname } = useLocation();
  // The console's router is the page's own (App.tsx), so a path is written with /admin in it.
  const basename = useBasename();
  return (
    <ConsoleMessage
      pageTitle="Page Not Found"
      icon={<SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />}
      heading="There is no page here"
      action={
        <Button variant="contained" component={Link} to={`${basename}/`}>
          Go to Analytics
        </Button>
      }
    >
      The console has nothing at {pathname}. The link may be old, or the address mistyped.
    </ConsoleMessage>
  );
};

import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../common/MessagePage.tsx';

/** Any unknown route (spec §2). */
export function NotFoundPage() {
  return (
    <MessagePage
      overline="Error 404"
      title="Page Not Found"
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Go to Home
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </MessagePage>
  );
}

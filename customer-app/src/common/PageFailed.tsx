import { Button } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { MessagePage } from './MessagePage.tsx';

/**
 * Whether a page failed because its code did not arrive: each screen is a chunk loaded on first
 * visit (App.tsx), so a dropped connection, or a new release that replaced the chunk the open
 * page knew of, fails that import. Chromium, Firefox and Safari each word it differently.
 */
const chunkDidNotLoad = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|module script failed/i.test(error.message);

/**
 * What a page that failed to show says (every route's error element): in the portal's words, with
 * a way on, where React Router would show its developer's screen and a stack. A failed chunk stays
 * failed for the life of the page, so the way on is to load the page again.
 */
export function PageFailed() {
  const error = useRouteError();
  return (
    <MessagePage
      title="This page could not be loaded"
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      {chunkDidNotLoad(error)
        ? 'Check your connection, then reload the page.'
        : 'Something went wrong while showing this page. Reload it to try again; if it keeps happening, please contact support.'}
    </MessagePage>
  );
}

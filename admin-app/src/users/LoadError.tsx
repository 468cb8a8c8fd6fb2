import { Alert, AlertTitle, Button } from '@mui/material';
import { CHECK_PERMISSIONS, errorLine } from './wording.ts';

/** The spec's admin-list error (§8): 'Error: {message}' and 'Please check your admin permissions'. */
export const LoadError = ({ error, onRetry }: { error: Error; onRetry: () => void }) => (
  <Alert severity="error" action={<Button onClick={onRetry}>Try Again</Button>}>
    <AlertTitle>{errorLine(error.message)}</AlertTitle>
    {CHECK_PERMISSIONS}
  </Alert>
);

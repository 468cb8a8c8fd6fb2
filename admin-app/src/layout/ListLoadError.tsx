import { Alert, AlertTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useListContext } from 'react-admin';

/**
 * A list that could not load, with Try Again and, when filters are set, Clear Filters. The filters
 * live in the URL, so one the server refuses would otherwise come back with every reload and every
 * Try Again, and the list's own filter boxes are not shown to clear it. `detail` goes under the
 * title: the server's message unless given (null for none).
 */
export const ListLoadError = ({ title, detail }: { title: string; detail?: ReactNode }) => {
  const { error, refetch, filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Alert
      severity="error"
      action={
        <>
          {filtered && <Button label="Clear Filters" onClick={() => setFilters({})} />}
          <Button label="Try Again" onClick={() => refetch()} />
        </>
      }
      sx={{ m: 2, '& .MuiAlert-action': { flexWrap: 'wrap', alignItems: 'flex-start' } }}
    >
      <AlertTitle>{title}</AlertTitle>
      {detail === undefined ? error?.message : detail}
    </Alert>
  );
};

import { Alert, AlertTitle } from '@mui/material';
import { Button, useListContext } from 'react-admin';

export const ContentLoadError = () => {
  const { error, refetch } = useListContext();
  return (
    <Alert severity="error" action={<Button label="Try Again" onClick={() => refetch()} />} sx={{ m: 2 }}>
      <AlertTitle>Error Loading Content</AlertTitle>
      {error?.message}
    </Alert>
  );
};

import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useSyncCrm } from './useCrmSync.tsx';

/** Disabled, with a spinner, while the sync runs: the server runs one at a time anyway (409). */
export const SyncNowButton = () => {
  const { mutate, isPending } = useSyncCrm();
  return (
    <Button
      variant="contained"
      startIcon={<SyncIcon />}
      loading={isPending}
      loadingPosition="start"
      onClick={() => mutate()}
    >
      {isPending ? 'Syncing…' : 'Sync Now'}
    </Button>
  );
};

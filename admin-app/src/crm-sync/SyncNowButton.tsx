import SyncIcon from '@mui/icons-material/Sync';
import { BusyButton } from '../layout/BusyButton.tsx';
import { useSyncCrm } from './useCrmSync.tsx';

/** Busy, with a spinner, while the sync runs: the server runs one at a time anyway (409). */
export const SyncNowButton = () => {
  const { mutate, isPending } = useSyncCrm();
  return (
    <BusyButton variant="contained" startIcon={<SyncIcon />} busy={isPending} onClick={() => mutate()}>
      {isPending ? 'Syncing…' : 'Sync Now'}
    </BusyButton>
  );
};

import { Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { SyncResult } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { Notice } from '../layout/Notice.tsx';
import { useToldAsSaved } from '../layout/useSaveErrors.tsx';
import { SyncErrorList } from './SyncErrorList.tsx';
import { issuesMessage, syncedMessage } from './syncWording.ts';

export const CRM_SYNC_STATUS_KEY = ['crm-sync', 'status'] as const;

/**
 * The last run and the CRM connection. Read again when the admin comes back to the tab, so a
 * Zoho connection made in the tab 'Connect CRM' opened shows up here.
 */
export const useCrmSyncStatus = () => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  return useQuery({
    queryKey: CRM_SYNC_STATUS_KEY,
    queryFn: async () => {
      const { data } = await dataProvider.getCrmSyncStatus();
      // When a call finds the session gone, react-admin signs out and answers an empty record.
      return data.crm ? data : null;
    },
    refetchOnWindowFocus: true,
    retry: 1,
  });
};

const SyncOutcome = ({ result }: { result: SyncResult }) =>
  result.errors.length === 0 ? (
    <Notice severity="success" title="Sync Completed">
      {syncedMessage(result.syncedCount)}
    </Notice>
  ) : (
    <Notice severity="warning" title="Sync Completed with issues">
      <Typography variant="body2">{issuesMessage(result.errors.length)}</Typography>
      <SyncErrorList errors={result.errors} />
    </Notice>
  );

/** 'Sync Now': runs a sync, says how it went (spec §8), then reads the card's status again. */
export const useSyncCrm = () => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // A sync is not 'saved': it ran, and the card's result shows once the status catches up.
  const toldAsSaved = useToldAsSaved('Sync Completed');
  return useMutation({
    mutationFn: async () => (await dataProvider.syncCrm()).data,
    onSuccess: (result) => {
      if (!result.errors) return; // signed out meanwhile (see useCrmSyncStatus)
      // Shown for the spec's 5 s (the console's toasts all are); the card keeps the last result.
      notify(<SyncOutcome result={result} />);
    },
    onError: (error) => {
      // The card's status is read again below, whatever the outcome.
      if (toldAsSaved(error)) return;
      notify(
        <Notice severity="error" title="Sync Failed">
          {error.message || 'The CRM sync could not be started. Please try again.'}
        </Notice>,
        { type: 'error' },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CRM_SYNC_STATUS_KEY }),
  });
};

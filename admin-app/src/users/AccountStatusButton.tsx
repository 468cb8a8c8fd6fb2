import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetIdentity, useNotify, useRefresh } from 'react-admin';
import type { AdminUserRow } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { ConfirmDestructive } from '../layout/ConfirmDestructive.tsx';
import { Notice } from '../layout/Notice.tsx';
import { useToldAsSaved } from '../layout/useSaveErrors.tsx';
import { displayName } from './wording.ts';

/**
 * Deactivate or Reactivate, after a confirmation: deactivating signs the person out everywhere at
 * once. Not offered on the admin's own account, which the server refuses anyway.
 */
export const AccountStatusButton = ({ user }: { user: AdminUserRow }) => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const toldAsSaved = useToldAsSaved();
  const { identity } = useGetIdentity();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);
  const activate = !user.isActive;
  const change = useMutation({
    mutationFn: async () => (await dataProvider.setAccountActive(user.id, activate)).data,
    onSuccess: () => {
      notify(
        <Notice severity="success" title={activate ? 'Account Reactivated' : 'Account Deactivated'}>
          {activate ? `${name} can sign in again.` : `${name} has been signed out and can no longer sign in.`}
        </Notice>,
      );
      refresh();
    },
    onError: (error) => {
      if (toldAsSaved(error, refresh)) return;
      notify(
        <Notice severity="error" title="Error">
          {error.message}
        </Notice>,
        { type: 'error' },
      );
    },
    onSettled: () => setConfirming(false),
  });
  if (identity?.id === user.id) return null;
  // Deactivating takes access away, so it asks with the focus on Cancel; reactivating does not.
  const confirmation = {
    isOpen: confirming,
    loading: change.isPending,
    onConfirm: () => change.mutate(),
    onClose: () => setConfirming(false),
  };
  return (
    <>
      <Button
        color={activate ? 'primary' : 'error'}
        variant="outlined"
        startIcon={activate ? <CheckCircleIcon /> : <BlockIcon />}
        onClick={() => setConfirming(true)}
        disabled={change.isPending}
      >
        {activate ? 'Reactivate' : 'Deactivate'}
      </Button>
      {activate ? (
        <Confirm
          {...confirmation}
          title={`Reactivate ${name}?`}
          content="They will be able to sign in again."
          confirm="Reactivate"
        />
      ) : (
        <ConfirmDestructive
          {...confirmation}
          title={`Deactivate ${name}?`}
          content="They will be signed out at once and will not be able to sign in until reactivated."
          confirm="Deactivate"
        />
      )}
    </>
  );
};

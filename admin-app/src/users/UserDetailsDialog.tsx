import { Button, Stack } from '@mui/material';
import type { AdminUserRow } from '@zen/contracts';
import { AccountStatusButton } from './AccountStatusButton.tsx';
import { ActiveBadge, SupportContractBadge } from './UserBadges.tsx';
import { UserDetails } from './UserDetails.tsx';
import { UserDialog } from './UserDialog.tsx';
import { displayName } from './wording.ts';

/** The Details dialog (spec §2 User Management), with Deactivate or Reactivate. */
export const UserDetailsDialog = ({ user, onClose }: { user: AdminUserRow; onClose: () => void }) => (
  <UserDialog
    open
    onClose={onClose}
    title={`User Details: ${displayName(user)}`}
    actions={
      <>
        <AccountStatusButton user={user} />
        <Button onClick={onClose}>Close</Button>
      </>
    }
  >
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <ActiveBadge isActive={user.isActive} />
      <SupportContractBadge contract={user.supportContract} />
    </Stack>
    <UserDetails user={user} />
  </UserDialog>
);

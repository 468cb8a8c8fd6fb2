import InsightsIcon from '@mui/icons-material/Insights';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { AdminUserRow } from '@zen/contracts';
import { LearningProgressDialog } from './LearningProgressDialog.tsx';
import { ActiveBadge, SupportContractBadge } from './UserBadges.tsx';
import { UserDetailsDialog } from './UserDetailsDialog.tsx';
import { displayName, NO_USERS_FOUND, UNKNOWN_COMPANY } from './wording.ts';

type Open = { id: string; dialog: 'details' | 'progress' } | null;

/**
 * One row per user (spec §2 User Management): name, company or 'Unknown', e-mail, job title, the
 * support contract and Active/Inactive badges, and the Details and Learning Progress buttons. Each
 * row is a list item that wraps onto more lines on a narrow screen instead of scrolling sideways.
 */
const UserRow = ({
  user,
  onOpen,
}: {
  user: AdminUserRow;
  onOpen: (dialog: 'details' | 'progress') => void;
}) => (
  <Card
    component="li"
    variant="outlined"
    aria-label={displayName(user)}
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1.5,
      p: 2,
      '& + &': { mt: 1 },
    }}
  >
    <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {displayName(user)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {user.companyName ?? UNKNOWN_COMPANY}
        {user.jobTitle ? ` · ${user.jobTitle}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
    </Box>
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <SupportContractBadge contract={user.supportContract} />
      <ActiveBadge isActive={user.isActive} />
    </Stack>
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" startIcon={<PersonIcon />} onClick={() => onOpen('details')}>
        Details
      </Button>
      <Button size="small" variant="outlined" startIcon={<InsightsIcon />} onClick={() => onOpen('progress')}>
        Learning Progress
      </Button>
    </Stack>
  </Card>
);

export const UserRows = () => {
  const { data, isPending } = useListContext<AdminUserRow>();
  const [open, setOpen] = useState<Open>(null);
  // The dialog shows the row as the list has it now: a deactivation refreshes both at once.
  const user = open && data?.find((row) => row.id === open.id);
  if (isPending) {
    return (
      <Box aria-busy aria-label="Loading users">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={88} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (!data || data.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>
        {NO_USERS_FOUND}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((row) => (
          <UserRow key={row.id} user={row} onOpen={(dialog) => setOpen({ id: row.id, dialog })} />
        ))}
      </Box>
      {user && open.dialog === 'details' && <UserDetailsDialog user={user} onClose={() => setOpen(null)} />}
      {user && open.dialog === 'progress' && (
        <LearningProgressDialog user={user} onClose={() => setOpen(null)} />
      )}
    </>
  );
};

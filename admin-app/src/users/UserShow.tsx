import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import type { AdminUserRow } from '@zen/contracts';
import { AccountStatusButton } from './AccountStatusButton.tsx';
import { LearningProgress } from './LearningProgress.tsx';
import { ActiveBadge, SupportContractBadge } from './UserBadges.tsx';
import { UserDetails } from './UserDetails.tsx';
import { displayName } from './wording.ts';

const UserShowContent = () => {
  const user = useRecordContext<AdminUserRow>();
  if (!user) return null;
  return (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
          {displayName(user)}
        </Typography>
        <ActiveBadge isActive={user.isActive} />
        <SupportContractBadge contract={user.supportContract} />
        <AccountStatusButton user={user} />
      </Stack>
      <UserDetails user={user} />
      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
            Learning Progress
          </Typography>
          <LearningProgress user={user} />
        </CardContent>
      </Card>
    </CardContent>
  );
};

/** A user on a page of their own (/admin/users/{id}/show): a link staff can share. */
export const UserShow = () => (
  <Show title="User Management">
    <UserShowContent />
  </Show>
);

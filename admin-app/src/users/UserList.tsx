import { Alert, AlertTitle, Box } from '@mui/material';
import { useState } from 'react';
import { Button, List, Pagination, useListContext } from 'react-admin';
import { MostActiveUsers } from './MostActiveUsers.tsx';
import { UserFilters } from './UserFilters.tsx';
import { UserRows } from './UserRows.tsx';
import { CHECK_PERMISSIONS, errorLine } from './wording.ts';

export const USER_PAGE_SIZE = 25;

const UserListError = () => {
  const { error, refetch } = useListContext();
  return (
    <Alert severity="error" action={<Button label="Try Again" onClick={() => refetch()} />} sx={{ m: 2 }}>
      <AlertTitle>{errorLine(error?.message ?? 'Failed to fetch users')}</AlertTitle>
      {CHECK_PERMISSIONS}
    </Alert>
  );
};

/** Most Active Users, the filters and the rows, in the spec's order (§2 User Management). */
const UserListContent = () => {
  const { filterValues } = useListContext();
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <MostActiveUsers onPick={setSearch} />
      <UserFilters search={search} onSearch={setSearch} />
      <UserRows />
    </Box>
  );
};

/** The `users` resource: User Management (spec §2), paged on the server. */
export const UserList = () => (
  <List
    title="User Management"
    perPage={USER_PAGE_SIZE}
    sort={{ field: 'name', order: 'ASC' }}
    actions={false}
    empty={false}
    error={<UserListError />}
    pagination={<Pagination rowsPerPageOptions={[10, USER_PAGE_SIZE, 50, 100]} />}
    disableSyncWithLocation={false}
  >
    <UserListContent />
  </List>
);

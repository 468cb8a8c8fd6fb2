import { Box } from '@mui/material';
import { useState } from 'react';
import { List, Pagination, useListContext } from 'react-admin';
import { ListLoadError } from '../layout/ListLoadError.tsx';
import { MostActiveUsers } from './MostActiveUsers.tsx';
import { UserFilters } from './UserFilters.tsx';
import { UserRows } from './UserRows.tsx';
import { CHECK_PERMISSIONS, errorLine } from './wording.ts';

export const USER_PAGE_SIZE = 25;

/** The permissions hint only where permissions are the question (401, 403), not for a bad filter. */
const UserListError = () => {
  const { error } = useListContext();
  const status = (error as { status?: number } | null)?.status;
  return (
    <ListLoadError
      title={errorLine(error?.message ?? 'Failed to fetch users')}
      detail={status === 401 || status === 403 ? CHECK_PERMISSIONS : null}
    />
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

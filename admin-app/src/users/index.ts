import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import type { AdminUserRow } from '@zen/contracts';
import { UserList } from './UserList.tsx';
import { UserShow } from './UserShow.tsx';
import { displayName } from './wording.ts';

/** The `users` resource: User Management (spec §2), read from /api/admin/users. */
export default {
  icon: PeopleIcon,
  list: UserList,
  show: UserShow,
  options: { label: 'User Management' },
  recordRepresentation: (record: AdminUserRow) => displayName(record),
} satisfies Omit<ResourceProps, 'name'>;

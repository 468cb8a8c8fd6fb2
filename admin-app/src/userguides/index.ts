import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceProps } from 'react-admin';
import { UserGuideEdit } from './UserGuideEdit.tsx';
import { UserGuideList } from './UserGuideList.tsx';

/**
 * The `userguides` resource (spec §2 User Guide Management): the card grid with its create
 * dialog, and each guide's Edit page.
 */
export default {
  icon: MenuBookIcon,
  list: UserGuideList,
  edit: UserGuideEdit,
  options: { label: 'User Guides' },
} satisfies Omit<ResourceProps, 'name'>;

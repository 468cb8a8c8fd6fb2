import RestorePageIcon from '@mui/icons-material/RestorePage';
import type { ResourceProps } from 'react-admin';
import { DataRecoveryPage } from './DataRecoveryPage.tsx';

/** The Data Recovery tab (spec §2), a page of its own in the console's menu. */
export default {
  icon: RestorePageIcon,
  list: DataRecoveryPage,
  options: { label: 'Data Recovery' },
} satisfies Omit<ResourceProps, 'name'>;

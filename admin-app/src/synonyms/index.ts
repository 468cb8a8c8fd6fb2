import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { ResourceProps } from 'react-admin';
import type { SynonymGroup } from '@zen/contracts';
import { SynonymCreate } from './SynonymCreate.tsx';
import { SynonymEdit } from './SynonymEdit.tsx';
import { SynonymList } from './SynonymList.tsx';
import { groupName } from './wording.ts';

/** The `synonyms` resource: Search Synonyms (issue 11), read and written at /api/admin/synonyms. */
export default {
  icon: ManageSearchIcon,
  list: SynonymList,
  create: SynonymCreate,
  edit: SynonymEdit,
  recordRepresentation: (record: SynonymGroup) => groupName(record),
} satisfies Omit<ResourceProps, 'name'>;

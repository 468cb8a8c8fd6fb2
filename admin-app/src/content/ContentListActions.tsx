import { FilterButton, TopToolbar } from 'react-admin';
import { AddContentButton } from './AddContentButton.tsx';
import { DownloadExcelButton } from './DownloadExcelButton.tsx';

export const ContentListActions = () => (
  <TopToolbar>
    <FilterButton />
    <DownloadExcelButton />
    <AddContentButton />
  </TopToolbar>
);

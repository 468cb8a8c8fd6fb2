import { FilterButton, TopToolbar } from 'react-admin';
import { AddContentButton } from './AddContentButton.tsx';
import { DownloadExcelButton } from './DownloadExcelButton.tsx';

/** The list lays its actions out by this class (see ContentList). */
export const CONTENT_LIST_ACTIONS_CLASS = 'content-list-actions';

// react-admin keeps the actions on one line; on a narrow page they wrap rather than run off it.
export const ContentListActions = () => (
  <TopToolbar className={CONTENT_LIST_ACTIONS_CLASS} sx={{ flexWrap: 'wrap', whiteSpace: 'normal' }}>
    <FilterButton />
    <DownloadExcelButton />
    <AddContentButton />
  </TopToolbar>
);

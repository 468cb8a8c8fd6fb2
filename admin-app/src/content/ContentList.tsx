import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, Pagination, SimpleList } from 'react-admin';
import type { ContentItem } from '@zen/contracts';
import { journeyLabel } from './choices.ts';
import { ContentEmpty } from './ContentEmpty.tsx';
import { ContentListActions } from './ContentListActions.tsx';
import { ContentLoadError } from './ContentLoadError.tsx';
import { ContentTypeField, ContentTypeIcon } from './ContentTypeField.tsx';
import { contentFilters } from './contentFilters.tsx';
import { DeleteContentButton } from './DeleteContentButton.tsx';
import { EditContentButton } from './EditContentButton.tsx';

/** The admin list shows twelve items a page (spec §9). */
export const CONTENT_PAGE_SIZE = 12;
const PAGE_SIZES = [CONTENT_PAGE_SIZE, 24, 48, 96];

const ContentTable = () => (
  <DataTable<ContentItem> rowClick="edit" bulkActionButtons={false}>
    <DataTable.Col source="id" />
    <DataTable.Col source="contentNumber" />
    <DataTable.Col source="identifier" />
    <DataTable.Col source="title" />
    <DataTable.Col source="type" render={(record) => <ContentTypeField type={record.type} />} />
    <DataTable.Col source="application" />
    <DataTable.Col source="module" />
    <DataTable.Col source="level" />
    <DataTable.Col source="learningJourney" render={(record) => journeyLabel(record.learningJourney)} />
    <DataTable.Col label="Actions" disableSort cellSx={() => ({ whiteSpace: 'nowrap' })}>
      <EditContentButton />
      <DeleteContentButton redirect={false} />
    </DataTable.Col>
  </DataTable>
);

// Ten columns do not fit a phone or a narrow tablet; one line per item with its key facts does.
const ContentSimpleList = () => (
  <SimpleList<ContentItem>
    rowClick="edit"
    leftIcon={(record) => <ContentTypeIcon type={record.type} />}
    primaryText={(record) => record.title}
    secondaryText={(record) => `${record.application} · ${record.module} · ${record.level}`}
    tertiaryText={(record) => `#${record.id}`}
  />
);

export const ContentList = () => {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      perPage={CONTENT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      sort={{ field: 'id', order: 'DESC' }}
      filters={contentFilters(!narrow)}
      actions={<ContentListActions />}
      empty={<ContentEmpty />}
      error={<ContentLoadError />}
    >
      {narrow ? <ContentSimpleList /> : <ContentTable />}
    </List>
  );
};

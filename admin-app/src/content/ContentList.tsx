import { useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { DataTable, List, Pagination, SimpleList } from 'react-admin';
import type { ContentItem } from '@zen/contracts';
import { compact, oneLine } from '../layout/listColumns.ts';
import { visuallyHidden } from '../visuallyHidden.ts';
import { journeyLabel } from './choices.ts';
import { ContentEmpty } from './ContentEmpty.tsx';
import { CONTENT_LIST_ACTIONS_CLASS, ContentListActions } from './ContentListActions.tsx';
import { ContentLoadError } from './ContentLoadError.tsx';
import { CONTENT_TYPE_LABEL_CLASS, ContentTypeField, ContentTypeIcon } from './ContentTypeField.tsx';
import { contentFilters } from './contentFilters.tsx';
import { DeleteContentIconButton } from './DeleteContentButton.tsx';
import { EditContentButton } from './EditContentButton.tsx';

/** The admin list shows twelve items a page (spec §9). */
export const CONTENT_PAGE_SIZE = 12;
const PAGE_SIZES = [CONTENT_PAGE_SIZE, 24, 48, 96];

/**
 * The table's widths follow the space the table has, not the window's, as the sidebar may be open
 * or not: react-admin marks each cell with `column-{source}`, and container queries hide the less
 * needed columns as the table narrows, so the title always keeps the room to be read. The columns
 * hidden here are all on the edit page.
 */
const tableSx: SxProps<Theme> = {
  containerType: 'inline-size',
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .column-title': { minWidth: '12rem' },
  // A title may be one unbroken 200-character word: it wraps in its column rather than widen the
  // table past the screen and push the actions off it.
  '& td.column-title': { overflowWrap: 'anywhere' },
  '@container (max-width: 1279.98px)': {
    '& .column-identifier, & .column-learningJourney': { display: 'none' },
  },
  '@container (max-width: 999.98px)': {
    '& .column-level': { display: 'none' },
    // The type's icon stays; its name is still read out.
    [`& .${CONTENT_TYPE_LABEL_CLASS}`]: visuallyHidden,
  },
  '@container (max-width: 759.98px)': {
    '& .column-contentNumber': { display: 'none' },
  },
};

const ContentTable = () => (
  <DataTable<ContentItem> rowClick="edit" bulkActionButtons={false} sx={tableSx}>
    <DataTable.Col source="id" sx={compact} cellSx={oneLine} />
    <DataTable.Col source="contentNumber" sx={compact} cellSx={oneLine} />
    <DataTable.Col source="identifier" sx={compact} cellSx={oneLine} />
    <DataTable.Col source="title" />
    <DataTable.Col
      source="type"
      sx={compact}
      cellSx={oneLine}
      render={(record) => <ContentTypeField type={record.type} />}
    />
    <DataTable.Col source="application" sx={compact} cellSx={oneLine} />
    <DataTable.Col source="module" />
    <DataTable.Col source="level" />
    <DataTable.Col source="learningJourney" render={(record) => journeyLabel(record.learningJourney)} />
    <DataTable.Col label="Actions" disableSort sx={compact} cellSx={oneLine}>
      <EditContentButton />
      <DeleteContentIconButton />
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

/**
 * Above the table: the filters in a grid of equal columns that wraps as the page narrows, and the
 * actions beside its first row, or below it when there is no room. Both stay in the order they
 * are tabbed through. (On a phone react-admin stacks them already.)
 */
const listSx: SxProps<Theme> = {
  '& .RaList-actions': { flexWrap: { sm: 'wrap' }, alignItems: { sm: 'flex-start' }, columnGap: 2 },
  // react-admin's empty spacer between the two would take a gap of its own.
  '& .RaList-actions > span:empty': { display: { sm: 'none' } },
  [`& .${CONTENT_LIST_ACTIONS_CLASS}`]: { flex: { sm: '0 0 auto' }, ml: { sm: 'auto' }, pt: { sm: 2 } },
  '& .RaList-actions > form': {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(12rem, 1fr))' },
    columnGap: 1.5,
    // Room for three filters a row beside the actions, or else a line of its own.
    flex: { sm: '1 1 36rem' },
    minWidth: 0,
    pb: 1,
  },
  '& .RaList-actions > form .RaFilterForm-filterFormInput': { minWidth: 0 },
  '& .RaList-actions > form .RaFilterFormInput-spacer, & .RaList-actions > form .RaFilterForm-clearFix': {
    display: 'none',
  },
};

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
      sx={listSx}
    >
      {narrow ? <ContentSimpleList /> : <ContentTable />}
    </List>
  );
};

import { Box, Skeleton, Typography, type SxProps, type Theme } from '@mui/material';
import { DataTable, List, Pagination, TopToolbar, useListContext } from 'react-admin';
import type { SynonymGroup } from '@zen/contracts';
import { formatDate } from '../layout/dates.ts';
import { compact, oneLine } from '../layout/listColumns.ts';
import { ListLoadError } from '../layout/ListLoadError.tsx';
import { listSearchFilter } from '../layout/listSearchFilter.tsx';
import { visuallyHidden } from '../visuallyHidden.ts';
import { AddSynonymGroupButton } from './AddSynonymGroupButton.tsx';
import { DeleteSynonymGroupIconButton, EditSynonymGroupButton } from './SynonymGroupButtons.tsx';
import { SynonymsEmpty } from './SynonymsEmpty.tsx';
import { SynonymTermsField } from './SynonymTermsField.tsx';
import { SYNONYMS_EXPLAINED } from './wording.ts';

const SYNONYM_PAGE_SIZE = 25;
/** The API answers at most 100 groups a page (SynonymListQuerySchema's range). */
const PAGE_SIZES = [10, SYNONYM_PAGE_SIZE, 50, 100];

const synonymFilters = [listSearchFilter({ name: 'Search synonyms', placeholder: 'Search terms' })];

const SynonymListActions = () => (
  <TopToolbar>
    <AddSynonymGroupButton />
  </TopToolbar>
);

/**
 * Three columns fit a phone: the terms take what the date and the two buttons leave, and their
 * chips wrap onto more lines there rather than push the buttons off the screen.
 */
const tableSx: SxProps<Theme> = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& td.column-terms': { py: 1 },
};

const SynonymTable = () => (
  <DataTable<SynonymGroup> rowClick="edit" bulkActionButtons={false} sx={tableSx}>
    <DataTable.Col source="terms" render={(group) => <SynonymTermsField terms={group.terms} />} />
    <DataTable.Col
      source="updatedAt"
      sx={compact}
      cellSx={oneLine}
      render={(group) => formatDate(group.updatedAt)}
    />
    <DataTable.Col label="Actions" disableSort sx={compact} cellSx={oneLine}>
      <EditSynonymGroupButton />
      <DeleteSynonymGroupIconButton />
    </DataTable.Col>
  </DataTable>
);

/** While the first page loads: a few grey rows, and the words for those who cannot see them. */
const SynonymsLoading = () => (
  <Box sx={{ px: 2, pb: 2 }}>
    <Typography role="status" sx={visuallyHidden}>
      Loading synonym groups…
    </Typography>
    {[0, 1, 2].map((row) => (
      <Skeleton key={row} variant="rounded" height={36} sx={{ mb: 1 }} aria-hidden />
    ))}
  </Box>
);

const SynonymGroups = () => {
  const { isPending } = useListContext<SynonymGroup>();
  return (
    <>
      <Typography sx={{ px: 2, pt: 2, pb: 1 }}>{SYNONYMS_EXPLAINED}</Typography>
      {isPending ? <SynonymsLoading /> : <SynonymTable />}
    </>
  );
};

/** The `synonyms` resource's list (issue 11): the groups staff keep, a page at a time, by their terms. */
export const SynonymList = () => (
  <List
    perPage={SYNONYM_PAGE_SIZE}
    pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
    sort={{ field: 'terms', order: 'ASC' }}
    filters={synonymFilters}
    actions={<SynonymListActions />}
    empty={<SynonymsEmpty />}
    error={<ListLoadError title="Error Loading Synonyms" />}
  >
    <SynonymGroups />
  </List>
);

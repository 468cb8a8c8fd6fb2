import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Box, Button, TableCell, TablePagination, TableRow, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useDataProvider, useGetList } from 'react-admin';
import type { DeletedContentItem } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { actorText } from './formatting.ts';
import { RecoveryCard, RecoveryCards, RecoveryTable, useNarrowRecovery } from './narrow.tsx';
import { DELETED_CONTENT_RESOURCE } from './recoveryApi.ts';
import { Empty, LoadError, Loading } from './RecoveryStates.tsx';
import { useRecoveryNotice } from './useRecoveryNotice.tsx';
import { formatDateTime } from '../layout/dates.ts';

const PER_PAGE = 10;

/** The search box's text, settled: the list is asked again only once typing pauses. */
const useSettled = (value: string, ms = 300): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** History and Restore of one item: in the table's last column, or at the foot of its card. */
const ItemActions = ({
  item,
  variant,
  onShowHistory,
  onRestore,
}: {
  item: DeletedContentItem;
  variant?: 'outlined';
  onShowHistory: (contentId: number) => void;
  onRestore: (item: DeletedContentItem) => void;
}) => (
  <>
    <Button
      size="small"
      variant={variant}
      startIcon={<HistoryIcon />}
      aria-label={`History of ${item.title}`}
      onClick={() => onShowHistory(item.id)}
    >
      History
    </Button>
    <Button
      size="small"
      variant={variant}
      startIcon={<RestoreIcon />}
      aria-label={`Restore ${item.title}`}
      onClick={() => onRestore(item)}
    >
      Restore
    </Button>
  </>
);

/**
 * Deleted content, most recently deleted first. Restoring asks first, then brings the item back
 * in the catalogue, customer search, journeys and favourites, as it was when deleted.
 */
export const DeletedContentPanel = ({ onShowHistory }: { onShowHistory: (contentId: number) => void }) => {
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const [page, setPage] = useState(0);
  const { data, total, isPending, error, refetch } = useGetList<DeletedContentItem>(
    DELETED_CONTENT_RESOURCE,
    {
      pagination: { page: page + 1, perPage: PER_PAGE },
      sort: { field: 'deletedAt', order: 'DESC' },
      filter: q ? { q } : {},
    },
  );
  // A later page left empty (its last item restored, here or by another admin) gives way to the
  // last page with items, rather than saying there is nothing to restore. Set while rendering, as
  // React advises for state that follows what was read: no frame shows the empty page.
  if (page > 0 && !isPending && !error && data?.length === 0) {
    setPage(Math.max(0, Math.min(page - 1, Math.ceil((total ?? 0) / PER_PAGE) - 1)));
  }
  const [confirming, setConfirming] = useState<DeletedContentItem | null>(null);
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notice = useRecoveryNotice();
  const restore = useMutation({
    mutationFn: async (item: DeletedContentItem) => (await dataProvider.restoreContent(item.id)).data,
    onSuccess: (restored) => notice.complete(`"${restored.title}" is back in the catalogue.`),
    onError: notice.failed,
    // Whatever the outcome, every page, the one shown and those cached: after a restore each item
    // after it moves up; after a refusal (409 not deleted, 404) its row would keep its Restore.
    onSettled: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: [DELETED_CONTENT_RESOURCE, 'getList'] });
    },
  });

  const narrow = useNarrowRecovery();
  const actions = { onShowHistory, onRestore: setConfirming };

  return (
    <Box>
      <TextField
        label="Search deleted content"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        size="small"
        sx={{ mb: 1, width: { xs: '100%', sm: '24rem' } }}
      />
      {isPending ? (
        <Loading label="Loading deleted content" />
      ) : error ? (
        <LoadError title="Could not load deleted content" error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <Empty>{q ? `No deleted content matches "${q}".` : 'No deleted content: nothing to restore.'}</Empty>
      ) : (
        <>
          {narrow ? (
            <RecoveryCards label="Deleted content">
              {data.map((item) => (
                <RecoveryCard
                  key={item.id}
                  label={item.title}
                  heading={item.title}
                  summary={`ID ${item.id} · ${item.type} · ${item.application} · ${item.module}`}
                  detail={`Deleted ${formatDateTime(item.deletedAt)} by ${actorText(item.deletedBy)}`}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    <ItemActions item={item} variant="outlined" {...actions} />
                  </Box>
                </RecoveryCard>
              ))}
            </RecoveryCards>
          ) : (
            <RecoveryTable
              label="Deleted content"
              columns={['ID', 'Title', 'Type', 'Application', 'Module', 'Deleted', 'Deleted by', 'Actions']}
            >
              {data.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.id}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>{item.title}</TableCell>
                  <TableCell>{item.type}</TableCell>
                  <TableCell>{item.application}</TableCell>
                  <TableCell>{item.module}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.deletedAt)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{actorText(item.deletedBy)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <ItemActions item={item} {...actions} />
                  </TableCell>
                </TableRow>
              ))}
            </RecoveryTable>
          )}
          <TablePagination
            component="div"
            count={total ?? 0}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_event, next) => setPage(next)}
          />
        </>
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={restore.isPending}
        title={confirming ? `Restore "${confirming.title}"?` : ''}
        content="It returns to the catalogue as it was when deleted: customers find it in search, learning journeys and their favourites again."
        confirm="Restore"
        onConfirm={() => confirming && restore.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
};

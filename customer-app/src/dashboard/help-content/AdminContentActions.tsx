import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@zen/contracts';
import { useId, useState } from 'react';
import { describeError, HttpError, request, savedNotYetShown } from '../../api/http.ts';
import { useNotify } from '../../notifications/notificationsContext.ts';

/**
 * Edit and Delete on a card in admin mode (spec §2 Content list). Edit opens the item in the
 * console's content form; Delete asks first, with the keyboard on Cancel, then deletes it here
 * (staff can restore it from Data Recovery). The list around the card (FocusKeepingList) gives the
 * keyboard to the card that takes its place.
 */
export function AdminContentActions({ item }: { item: ContentItem }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const client = useQueryClient();
  const notify = useNotify();
  // Every list, count and suggestion may have shown it.
  const deleted = async (description?: string) => {
    setConfirming(false);
    notify({
      title: 'Content deleted successfully',
      ...(description ? { description } : {}),
      variant: 'success',
    });
    await client.invalidateQueries();
  };
  const remove = useMutation({
    mutationFn: () => request(`/api/content/${item.id}`, { method: 'DELETE' }),
    onSuccess: () => deleted(),
    onError: async (error) => {
      // Deleted, but the lists had not caught up in time (503): a success, in the server's words.
      // Left as an error, the confirmation would stay to delete it again, which is refused (404).
      const saved = savedNotYetShown(error);
      if (saved) return deleted(saved);
      notify({ title: 'Error', description: describeError(error).detail, variant: 'destructive' });
      // Already gone (deleted by someone else meanwhile): nothing left to confirm, and the lists
      // are read again without it.
      if (error instanceof HttpError && error.status === 404) {
        setConfirming(false);
        await client.invalidateQueries();
      }
    },
  });

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EditOutlined aria-hidden />}
        href={`/admin/content/${item.id}`}
        aria-label={`Edit ${item.title}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined aria-hidden />}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${item.title}`}
      >
        Delete
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        role="alertdialog"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          Delete “{item.title}”?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            It disappears from every customer’s list at once. Staff can restore it from Data Recovery.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The keyboard starts on Cancel: one Enter too many must not delete. */}
          <Button autoFocus onClick={() => setConfirming(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            aria-disabled={remove.isPending || undefined}
            onClick={() => !remove.isPending && remove.mutate()}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

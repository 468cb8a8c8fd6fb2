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
import { useEffect, useId, useRef, useState } from 'react';
import { describeError, request } from '../../api/http.ts';
import { focusWasDropped } from '../../common/focusWasDropped.ts';
import { useNotify } from '../../notifications/notificationsContext.ts';

/**
 * Edit and Delete on a card in admin mode (spec §2 Content list). Edit opens the item in the
 * console's content form; Delete asks first, with the keyboard on Cancel, then deletes it here
 * (staff can restore it from Data Recovery).
 */
export function AdminContentActions({ item }: { item: ContentItem }) {
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const deletedAt = useRef<number | null>(null);
  // The card goes when the refreshed list arrives, and with it the focus: once it has gone, the
  // card now in its place (or the last one) takes the keyboard, unless the person has moved on.
  useEffect(
    () => () => {
      const place = deletedAt.current;
      if (place === null) return;
      window.setTimeout(() => {
        if (!focusWasDropped()) return;
        const cards = [...document.querySelectorAll('article')];
        cards[Math.min(place, cards.length - 1)]?.querySelector<HTMLElement>('a, button')?.focus();
      });
    },
    [],
  );
  const titleId = useId();
  const client = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => request(`/api/content/${item.id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      // Where this card stood among the cards: when it goes, the keyboard gets the one that takes
      // its place (see the effect below).
      const cards = [...document.querySelectorAll('article')];
      deletedAt.current = cards.indexOf(deleteButton.current?.closest('article') as HTMLElement);
      setConfirming(false);
      notify({ title: 'Content deleted successfully', variant: 'success' });
      // Every list, count and suggestion may have shown it.
      await client.invalidateQueries();
    },
    onError: (error) =>
      notify({ title: 'Error', description: describeError(error).detail, variant: 'destructive' }),
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
        ref={deleteButton}
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

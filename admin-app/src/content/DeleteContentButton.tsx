import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useDeleteController, useRecordContext, type RedirectionSideEffect } from 'react-admin';
import type { ContentItem } from '@zen/contracts';
import { ConfirmDestructive } from '../layout/ConfirmDestructive.tsx';

const confirmTitle = (record: ContentItem) => `Delete "${record.title}"?`;
const CONFIRM_CONTENT = 'Learners will no longer see this content. Staff can restore it from Data Recovery.';

/**
 * Asks first (focus on Cancel), then deletes on the server before the page changes (pessimistic);
 * react-admin's notification and redirect follow, as with its DeleteButton.
 */
const useDeleteWithConfirm = (redirect: RedirectionSideEffect) => {
  const record = useRecordContext<ContentItem>();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController<ContentItem>({
    record,
    mutationMode: 'pessimistic',
    redirect,
    mutationOptions: { onSettled: () => setOpen(false) },
  });
  const dialog = record && (
    <ConfirmDestructive
      isOpen={open}
      loading={isPending}
      title={confirmTitle(record)}
      content={CONFIRM_CONTENT}
      confirm="Delete"
      onConfirm={handleDelete}
      onClose={() => setOpen(false)}
    />
  );
  return { record, ask: () => setOpen(true), dialog };
};

/** The edit page's Delete, beside the form's buttons. */
export const DeleteContentButton = ({
  redirect = 'list',
  sx,
}: {
  redirect?: RedirectionSideEffect;
  sx?: SxProps<Theme>;
}) => {
  const { record, ask, dialog } = useDeleteWithConfirm(redirect);
  if (!record) return null;
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={ask}
        aria-label={`Delete ${record.title}`}
        sx={sx}
      >
        Delete
      </Button>
      {dialog}
    </>
  );
};

/**
 * The same, as a compact icon button for a list row: named after its item, with a tooltip for
 * sighted users. The list stays where it is afterwards.
 */
export const DeleteContentIconButton = () => {
  const { record, ask, dialog } = useDeleteWithConfirm(false);
  if (!record) return null;
  return (
    <>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${record.title}`}
          color="error"
          size="small"
          onClick={(event) => {
            // The row opens the edit page when clicked; this button must not.
            event.stopPropagation();
            ask();
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {dialog}
    </>
  );
};

import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DeleteButton,
  useDeleteController,
  useRecordContext,
  type RedirectionSideEffect,
} from 'react-admin';
import type { ContentItem } from '@zen/contracts';

const confirmTitle = (record: ContentItem) => `Delete "${record.title}"?`;
const CONFIRM_CONTENT = 'Learners will no longer see this content. Staff can restore it from Data Recovery.';

/** Asks first, then deletes on the server before the list changes (pessimistic). */
export const DeleteContentButton = ({
  redirect = 'list',
  sx,
}: {
  redirect?: RedirectionSideEffect;
  sx?: SxProps<Theme>;
}) => {
  const record = useRecordContext<ContentItem>();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      aria-label={`Delete ${record.title}`}
      confirmTitle={confirmTitle(record)}
      confirmContent={CONFIRM_CONTENT}
      sx={sx}
    />
  );
};

/**
 * The same, as a compact icon button for a list row: named after its item, with a tooltip for
 * sighted users. The list stays where it is afterwards.
 */
export const DeleteContentIconButton = () => {
  const record = useRecordContext<ContentItem>();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController<ContentItem>({
    record,
    mutationMode: 'pessimistic',
    redirect: false,
    mutationOptions: { onSettled: () => setOpen(false) },
  });
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
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle(record)}
        content={CONFIRM_CONTENT}
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

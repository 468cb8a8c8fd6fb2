import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  useDeleteController,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ConfirmDestructive } from './ConfirmDestructive.tsx';
import { useToldAsFailed, useToldAsSaved } from './useSaveErrors.tsx';

/** What a resource's Delete says about the record in its context. */
export type DeleteWording<R extends RaRecord> = {
  /** The button's accessible name, which tells the rows apart: 'Delete Leave policy'. */
  label: (record: R) => string;
  /** The confirmation's question. */
  title: (record: R) => string;
  /** What deleting does, under the question. */
  content: string;
};

/**
 * A delete's failure, as react-admin's DeleteButton tells it, except a delete saved whose lists
 * did not catch up in time (503 'Saved, not yet visible'): told as saved, then the page goes where
 * it would after a delete (the list read again where it stays). Deleting again would be refused.
 */
const useDeleteErrors = (redirect: RedirectionSideEffect) => {
  const redirectTo = useRedirect();
  const refresh = useRefresh();
  const resource = useResourceContext();
  const toldAsSaved = useToldAsSaved();
  const toldAsFailed = useToldAsFailed();
  // null outside a form (a list row); inside one, its edits are moot once the record is gone,
  // and must not hold the redirect back (warnWhenUnsavedChanges).
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return (error: unknown) => {
    const gone = () => {
      form?.reset(undefined, { keepValues: true });
      if (redirect === false) refresh();
      else redirectTo(redirect, resource);
    };
    if (!toldAsSaved(error, gone)) toldAsFailed(error);
  };
};

/**
 * Asks first (focus on Cancel), then deletes on the server before the page changes (pessimistic);
 * react-admin's notification (`resources.{name}.notifications.deleted`) and redirect follow, as
 * with its DeleteButton.
 */
const useDeleteWithConfirm = <R extends RaRecord>(
  wording: DeleteWording<R>,
  redirect: RedirectionSideEffect,
) => {
  const record = useRecordContext<R>();
  const [open, setOpen] = useState(false);
  const onError = useDeleteErrors(redirect);
  const { isPending, handleDelete } = useDeleteController<R>({
    record,
    mutationMode: 'pessimistic',
    redirect,
    mutationOptions: { onError, onSettled: () => setOpen(false) },
  });
  const dialog = record && (
    <ConfirmDestructive
      isOpen={open}
      loading={isPending}
      title={wording.title(record)}
      content={wording.content}
      confirm="Delete"
      onConfirm={handleDelete}
      onClose={() => setOpen(false)}
    />
  );
  return { record, ask: () => setOpen(true), dialog };
};

/** An edit page's Delete, beside the form's buttons. */
export const ConfirmedDeleteButton = <R extends RaRecord>({
  wording,
  redirect = 'list',
  sx,
}: {
  wording: DeleteWording<R>;
  redirect?: RedirectionSideEffect;
  sx?: SxProps<Theme>;
}) => {
  const { record, ask, dialog } = useDeleteWithConfirm(wording, redirect);
  if (!record) return null;
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={ask}
        aria-label={wording.label(record)}
        sx={sx}
      >
        Delete
      </Button>
      {dialog}
    </>
  );
};

/**
 * The same, as a compact icon button for a list row: named after its record, with a tooltip for
 * sighted users. The list stays where it is afterwards.
 */
export const ConfirmedDeleteIconButton = <R extends RaRecord>({ wording }: { wording: DeleteWording<R> }) => {
  const { record, ask, dialog } = useDeleteWithConfirm(wording, false);
  if (!record) return null;
  return (
    <>
      <Tooltip title="Delete">
        <IconButton
          aria-label={wording.label(record)}
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

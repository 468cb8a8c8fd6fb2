import type { SxProps, Theme } from '@mui/material';
import { DeleteButton, useRecordContext, type RedirectionSideEffect } from 'react-admin';
import type { ContentItem } from '@zen/contracts';

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
      confirmTitle={`Delete "${record.title}"?`}
      confirmContent="Learners will no longer see this content. This cannot be undone."
      sx={sx}
    />
  );
};

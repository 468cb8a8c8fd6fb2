import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useRedirect, useResourceContext, type RaRecord } from 'react-admin';

/**
 * A compact Edit for a list row. It is named after its record (`label`), so a screen reader's list
 * of buttons tells the rows apart; the tooltip shows sighted users what the icon does.
 */
export const EditIconButton = <R extends RaRecord>({ label }: { label: (record: R) => string }) => {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <Tooltip title="Edit">
      <IconButton
        aria-label={label(record)}
        color="primary"
        size="small"
        onClick={(event) => {
          // The row opens the edit page as well when clicked: once is enough.
          event.stopPropagation();
          redirect('edit', resource, record.id);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

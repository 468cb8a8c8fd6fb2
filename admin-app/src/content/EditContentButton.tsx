import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useRedirect } from 'react-admin';
import type { ContentItem } from '@zen/contracts';

/**
 * A compact icon button for a list row. It is named after its item, so a screen reader's list of
 * buttons tells the rows apart; the tooltip shows sighted users what the icon does.
 */
export const EditContentButton = () => {
  const record = useRecordContext<ContentItem>();
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <Tooltip title="Edit">
      <IconButton
        aria-label={`Edit ${record.title}`}
        color="primary"
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          redirect('edit', 'content', record.id);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

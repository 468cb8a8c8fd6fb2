import EditIcon from '@mui/icons-material/Edit';
import { Button, useRecordContext, useRedirect } from 'react-admin';
import type { ContentItem } from '@zen/contracts';

/** Named after its item, so a screen reader's list of buttons tells the rows apart. */
export const EditContentButton = () => {
  const record = useRecordContext<ContentItem>();
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <Button
      label="Edit"
      aria-label={`Edit ${record.title}`}
      onClick={(event) => {
        event.stopPropagation();
        redirect('edit', 'content', record.id);
      }}
    >
      <EditIcon />
    </Button>
  );
};

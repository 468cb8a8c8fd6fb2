import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import { Button, SaveButton, Toolbar, useRedirect } from 'react-admin';
import { DeleteContentButton } from './DeleteContentButton.tsx';

const CancelButton = () => {
  const redirect = useRedirect();
  return (
    <Button label="Cancel" onClick={() => redirect('list', 'content')}>
      <CloseIcon />
    </Button>
  );
};

/**
 * 'Add Content' is always enabled so an empty form can be submitted to show what it needs;
 * 'Update Content' waits for a change, as there is nothing to save before one.
 */
export const ContentFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    {mode === 'create' ? (
      <SaveButton label="Add Content" icon={<AddIcon />} alwaysEnable />
    ) : (
      <SaveButton label="Update Content" icon={<SaveIcon />} />
    )}
    <CancelButton />
    {mode === 'edit' && <DeleteContentButton sx={{ ml: 'auto' }} />}
  </Toolbar>
);

import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { SaveButton, Toolbar } from 'react-admin';
import { AlwaysOfferedSaveButton } from '../layout/AlwaysOfferedSaveButton.tsx';
import { CancelButton } from '../layout/CancelButton.tsx';
import { DeleteContentButton } from './DeleteContentButton.tsx';

/**
 * 'Add Content' is enabled before any change so an empty form can be submitted to show what it
 * needs (not while it is being saved);
 * 'Update Content' waits for a change, as there is nothing to save before one.
 */
export const ContentFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    {mode === 'create' ? (
      <AlwaysOfferedSaveButton label="Add Content" icon={<AddIcon />} />
    ) : (
      <SaveButton label="Update Content" icon={<SaveIcon />} />
    )}
    <CancelButton />
    {mode === 'edit' && <DeleteContentButton sx={{ ml: 'auto' }} />}
  </Toolbar>
);

import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { SaveButton, Toolbar } from 'react-admin';
import { CancelButton } from '../layout/CancelButton.tsx';
import { DeleteContentButton } from './DeleteContentButton.tsx';

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

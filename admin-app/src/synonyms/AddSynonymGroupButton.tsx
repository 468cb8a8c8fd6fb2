import AddIcon from '@mui/icons-material/Add';
import { Button, useRedirect } from 'react-admin';
import { SYNONYMS_RESOURCE } from './synonymsApi.ts';

/**
 * A button, as the content list's Add Content is: react-admin's CreateButton turns into a floating
 * icon on a phone, away from the empty state that offers it.
 */
export const AddSynonymGroupButton = ({ variant }: { variant?: 'text' | 'contained' }) => {
  const redirect = useRedirect();
  return (
    <Button label="Add Synonym Group" variant={variant} onClick={() => redirect('create', SYNONYMS_RESOURCE)}>
      <AddIcon />
    </Button>
  );
};

import AddIcon from '@mui/icons-material/Add';
import { Button, useRedirect } from 'react-admin';

/** A button rather than react-admin's CreateButton link: the spec and its tests speak of a button. */
export const AddContentButton = ({ variant }: { variant?: 'text' | 'contained' }) => {
  const redirect = useRedirect();
  return (
    <Button label="Add Content" variant={variant} onClick={() => redirect('create', 'content')}>
      <AddIcon />
    </Button>
  );
};

import CloseIcon from '@mui/icons-material/Close';
import { Button, useRedirect, useResourceContext } from 'react-admin';

/** A form's Cancel: back to its resource's list (the form asks first if there are unsaved changes). */
export const CancelButton = () => {
  const resource = useResourceContext();
  const redirect = useRedirect();
  return (
    <Button label="Cancel" onClick={() => redirect('list', resource)}>
      <CloseIcon />
    </Button>
  );
};

import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { IconButton, Tooltip } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import { SYNONYMS_RESOURCE } from './synonymsApi.ts';
import { newGroupSearch } from './synonymTerms.ts';

/**
 * Opens the synonym form with `term` already added: a search that found nothing may have used a
 * word for something the catalogue calls otherwise. Nothing is shown for text that cannot be a
 * term. A link, as it goes to another page; named after its term, so the rows tell apart.
 */
export const AddSynonymsButton = ({ term }: { term: string }) => {
  const createPath = useCreatePath();
  const search = newGroupSearch(term);
  if (search === undefined) return null;
  return (
    <Tooltip title="Add synonyms">
      <IconButton
        component={Link}
        to={{ pathname: createPath({ resource: SYNONYMS_RESOURCE, type: 'create' }), search }}
        aria-label={`Add synonyms for ${term}`}
        color="primary"
        size="small"
      >
        <ManageSearchIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

import { Edit } from 'react-admin';
import { useSaveErrors } from '../layout/useSaveErrors.tsx';
import { SynonymForm } from './SynonymForm.tsx';
import { toSynonymGroupRequest } from './synonymTerms.ts';

/**
 * Pessimistic: the server decides whether a term is free (it may be in another group), and its
 * refusal can only be shown at the field while the form is still open.
 */
export const SynonymEdit = () => {
  const onError = useSaveErrors('synonyms');
  return (
    <Edit mutationMode="pessimistic" transform={toSynonymGroupRequest} mutationOptions={{ onError }}>
      <SynonymForm mode="edit" />
    </Edit>
  );
};

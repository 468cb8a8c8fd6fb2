import { useSaveErrors } from '../layout/useSaveErrors.tsx';
import { Create } from 'react-admin';
import { SynonymForm } from './SynonymForm.tsx';
import { toSynonymGroupRequest } from './synonymTerms.ts';

export const SynonymCreate = () => {
  const onError = useSaveErrors('synonyms');
  return (
    <Create redirect="list" transform={toSynonymGroupRequest} mutationOptions={{ onError }}>
      <SynonymForm mode="create" />
    </Create>
  );
};

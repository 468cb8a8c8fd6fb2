import { Edit } from 'react-admin';
import { useSaveErrors } from '../layout/useSaveErrors.tsx';
import { ContentForm } from './ContentForm.tsx';
import { toContentFormInput } from './contentFormValues.ts';

/** Pessimistic, so the list it returns to shows what the server stored, not a guess. */
export const ContentEdit = () => {
  const onError = useSaveErrors('content');
  return (
    <Edit mutationMode="pessimistic" transform={toContentFormInput} mutationOptions={{ onError }}>
      <ContentForm mode="edit" />
    </Edit>
  );
};

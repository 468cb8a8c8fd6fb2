import { useSaveErrors } from '../layout/useSaveErrors.tsx';
import { Create } from 'react-admin';
import { ContentForm } from './ContentForm.tsx';
import { toContentFormInput } from './contentFormValues.ts';

export const ContentCreate = () => {
  const onError = useSaveErrors('content');
  return (
    <Create redirect="list" transform={toContentFormInput} mutationOptions={{ onError }}>
      <ContentForm mode="create" />
    </Create>
  );
};

import { useCreateErrors } from '../layout/useCreateErrors.tsx';
import { Create } from 'react-admin';
import { ContentForm } from './ContentForm.tsx';
import { toContentFormInput } from './contentFormValues.ts';

export const ContentCreate = () => {
  const onError = useCreateErrors('content');
  return (
    <Create redirect="list" transform={toContentFormInput} mutationOptions={{ onError }}>
      <ContentForm mode="create" />
    </Create>
  );
};

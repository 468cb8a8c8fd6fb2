import { Create } from 'react-admin';
import { ContentForm } from './ContentForm.tsx';
import { toContentFormInput } from './contentFormValues.ts';

export const ContentCreate = () => (
  <Create redirect="list" transform={toContentFormInput}>
    <ContentForm mode="create" />
  </Create>
);

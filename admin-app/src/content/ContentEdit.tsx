import { Edit } from 'react-admin';
import { ContentForm } from './ContentForm.tsx';
import { toContentFormInput } from './contentFormValues.ts';

/** Pessimistic, so the list it returns to shows what the server stored, not a guess. */
export const ContentEdit = () => (
  <Edit mutationMode="pessimistic" transform={toContentFormInput}>
    <ContentForm mode="edit" />
  </Edit>
);

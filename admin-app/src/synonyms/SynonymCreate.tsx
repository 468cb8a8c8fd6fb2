import { Create } from 'react-admin';
import { SynonymForm } from './SynonymForm.tsx';
import { toSynonymGroupRequest } from './synonymTerms.ts';

export const SynonymCreate = () => (
  <Create redirect="list" transform={toSynonymGroupRequest}>
    <SynonymForm mode="create" />
  </Create>
);

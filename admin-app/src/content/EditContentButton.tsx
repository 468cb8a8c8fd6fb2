import type { ContentItem } from '@zen/contracts';
import { EditIconButton } from '../layout/EditIconButton.tsx';

/** A list row's Edit, named after its item. */
export const EditContentButton = () => (
  <EditIconButton<ContentItem> label={(record) => `Edit ${record.title}`} />
);

import type { SxProps, Theme } from '@mui/material';
import type { SynonymGroup } from '@zen/contracts';
import {
  ConfirmedDeleteButton,
  ConfirmedDeleteIconButton,
  type DeleteWording,
} from '../layout/ConfirmedDeleteButtons.tsx';
import { EditIconButton } from '../layout/EditIconButton.tsx';
import { groupName } from './wording.ts';

const DELETE_WORDING: DeleteWording<SynonymGroup> = {
  label: (group) => `Delete group ${groupName(group)}`,
  title: (group) => `Delete the group "${groupName(group)}"?`,
  content: 'Customers who search for one of these terms will no longer find content with the others.',
};

/** The edit page's Delete, beside the form's buttons. */
export const DeleteSynonymGroupButton = ({ sx }: { sx?: SxProps<Theme> }) => (
  <ConfirmedDeleteButton wording={DELETE_WORDING} sx={sx} />
);

/** A list row's Delete and Edit, named after the group's terms. */
export const DeleteSynonymGroupIconButton = () => <ConfirmedDeleteIconButton wording={DELETE_WORDING} />;
export const EditSynonymGroupButton = () => (
  <EditIconButton<SynonymGroup> label={(group) => `Edit group ${groupName(group)}`} />
);

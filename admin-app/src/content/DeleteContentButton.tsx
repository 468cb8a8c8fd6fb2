import type { SxProps, Theme } from '@mui/material';
import type { RedirectionSideEffect } from 'react-admin';
import type { ContentItem } from '@zen/contracts';
import {
  ConfirmedDeleteButton,
  ConfirmedDeleteIconButton,
  type DeleteWording,
} from '../layout/ConfirmedDeleteButtons.tsx';

const WORDING: DeleteWording<ContentItem> = {
  label: (record) => `Delete ${record.title}`,
  title: (record) => `Delete "${record.title}"?`,
  content: 'Learners will no longer see this content. Staff can restore it from Data Recovery.',
};

/** The edit page's Delete, beside the form's buttons. */
export const DeleteContentButton = (props: { redirect?: RedirectionSideEffect; sx?: SxProps<Theme> }) => (
  <ConfirmedDeleteButton wording={WORDING} {...props} />
);

/** A list row's Delete. */
export const DeleteContentIconButton = () => <ConfirmedDeleteIconButton wording={WORDING} />;

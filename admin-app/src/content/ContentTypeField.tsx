import ArticleIcon from '@mui/icons-material/Article';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Box } from '@mui/material';
import type { ContentItem } from '@zen/contracts';

/** Any type other than Video is shown as an article (spec §3). */
export const ContentTypeIcon = ({ type }: { type: ContentItem['type'] }) =>
  type === 'Video' ? (
    <OndemandVideoIcon fontSize="small" color="primary" />
  ) : (
    <ArticleIcon fontSize="small" color="action" />
  );

/** The class of the type's name, which a narrow table hides from sight but not from screen readers. */
export const CONTENT_TYPE_LABEL_CLASS = 'content-type-label';

export const ContentTypeField = ({ type }: { type: ContentItem['type'] }) => (
  <Box component="span" title={type} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
    <ContentTypeIcon type={type} />
    <span className={CONTENT_TYPE_LABEL_CLASS}>{type}</span>
  </Box>
);

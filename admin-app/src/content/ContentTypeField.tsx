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

export const ContentTypeField = ({ type }: { type: ContentItem['type'] }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
    <ContentTypeIcon type={type} />
    {type}
  </Box>
);

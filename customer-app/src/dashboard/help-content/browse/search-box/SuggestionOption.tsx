import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { Box, Typography } from '@mui/material';
import type { ContentSuggestion } from '@zen/contracts';
import type { HTMLAttributes } from 'react';

/**
 * One suggested title in the search box's list, with its type in words as well as an icon: what
 * choosing it does differs (a video plays here, an article opens a new tab). `optionProps` are
 * the combobox's own (role, id, selection and pointer handlers).
 */
export function SuggestionOption({
  suggestion,
  ...optionProps
}: HTMLAttributes<HTMLLIElement> & { suggestion: ContentSuggestion }) {
  const isVideo = suggestion.type === 'Video';
  return (
    <Box component="li" {...optionProps} sx={{ gap: 1.5 }}>
      {isVideo ? (
        <OndemandVideo fontSize="small" color="secondary" aria-hidden />
      ) : (
        <ArticleOutlined fontSize="small" color="primary" aria-hidden />
      )}
      <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {suggestion.title}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {suggestion.type}
      </Typography>
    </Box>
  );
}

import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { Box, Chip, Typography } from '@mui/material';
import type { ContentItem, ContentState } from '@zen/contracts';
import { StateIcon, STATE_LABELS } from '../../learner/CompletionStateIcon.tsx';
import { FavouriteToggle } from '../../learner/FavouriteToggle.tsx';
import { OpenContentLink } from '../../learner/OpenContentLink.tsx';

/**
 * One journey item (spec §2): its icon (video: completed check, in-progress clock or play), title
 * that opens it, favourite star, description, level badge, 'Completed' once watched or read, and
 * for a video 'In Progress' while it is under way.
 */
export function JourneyItem({
  item,
  state,
  favourite,
}: {
  item: ContentItem;
  state: ContentState;
  favourite: boolean;
}) {
  const isVideo = item.type === 'Video';
  return (
    <Box
      component="li"
      data-state={state}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        columnGap: 1.5,
        alignItems: 'start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box role="img" aria-label={`${item.type}, ${STATE_LABELS[state]}`} sx={{ pt: 0.25, display: 'flex' }}>
        {isVideo || state === 'completed' ? (
          <StateIcon state={state} type={item.type} />
        ) : (
          <ArticleOutlined aria-hidden sx={{ color: 'text.secondary' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <OpenContentLink item={item} source="Learning Journey">
            {item.title}
          </OpenContentLink>
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {item.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
          <Chip size="small" label={item.level} />
          {/* The palette's dark shades: the brand's green and orange are too light for small text. */}
          {/* An opened article counts towards progress as a watched video does, so it says so too. */}
          {state === 'completed' && (
            <Chip size="small" label="Completed" sx={{ bgcolor: 'success.dark', color: 'common.white' }} />
          )}
          {isVideo && state === 'in-progress' && (
            <Chip
              size="small"
              variant="outlined"
              label="In Progress"
              sx={{ color: 'warning.dark', borderColor: 'warning.dark' }}
            />
          )}
        </Box>
      </Box>
      <FavouriteToggle contentId={item.id} title={item.title} favourite={favourite} />
    </Box>
  );
}

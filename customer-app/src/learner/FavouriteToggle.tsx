import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useFavouriteToggle } from './useFavouriteToggle.ts';

/**
 * The favourite star of a content card or journey item. A toggle button: its name says what a
 * press does and aria-pressed says whether the item is a favourite now. Presses while the last
 * one is on its way are ignored rather than disabling the button (focus stays where it is).
 */
export function FavouriteToggle({
  contentId,
  title,
  favourite,
}: {
  contentId: number;
  title: string;
  favourite: boolean;
}) {
  const toggle = useFavouriteToggle();
  const action = favourite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip title={action}>
      <IconButton
        aria-label={`${action}: ${title}`}
        aria-pressed={favourite}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate({ contentId, favourite: !favourite });
        }}
        sx={{ color: favourite ? 'warning.dark' : 'text.secondary' }}
      >
        {favourite ? <Star aria-hidden /> : <StarBorder aria-hidden />}
      </IconButton>
    </Tooltip>
  );
}

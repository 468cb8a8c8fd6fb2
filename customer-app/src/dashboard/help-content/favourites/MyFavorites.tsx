import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@zen/contracts';
import { useEffect, useRef, type FocusEvent } from 'react';
import { focusWasDropped } from '../../../common/focusWasDropped.ts';
import { favouritesQuery } from '../../../learner/learnerQueries.ts';
import { ContentCard } from '../ContentCard.tsx';
import {
  ContentErrorState,
  ContentGrid,
  ContentListSkeleton,
  EmptyListState,
} from '../ContentListStates.tsx';

export const NO_FAVOURITES_TEXT =
  'No bookmarked content yet. Start exploring and bookmark your favorite videos and articles!';

/**
 * Removing a favourite here removes its card, and the focused star with it. The keyboard moves to
 * the star of the card that took its place (or the one before, if it was the last), or to the
 * tab's empty state, instead of falling back to the top of the page.
 */
const useFocusAfterRemoval = (count: number | undefined) => {
  const list = useRef<HTMLDivElement>(null);
  const focusedIndex = useRef(0);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cards = [...(list.current?.querySelectorAll('article') ?? [])];
    const index = cards.findIndex((card) => card.contains(event.target));
    if (index >= 0) focusedIndex.current = index;
  };
  const previousCount = useRef(count);
  useEffect(() => {
    const removed =
      count !== undefined && previousCount.current !== undefined && count < previousCount.current;
    previousCount.current = count;
    if (!removed || !focusWasDropped() || !list.current) return;
    const stars = list.current.querySelectorAll<HTMLElement>('button[aria-pressed]');
    const next = stars[Math.min(focusedIndex.current, stars.length - 1)];
    (next ?? list.current).focus();
  }, [count]);
  return { list, onFocus };
};

/** The My Favorites tab (spec §2): the learner's favourites, newest first. */
export function MyFavorites({ user }: { user: SessionUser }) {
  const favourites = useQuery(favouritesQuery);
  const { list, onFocus } = useFocusAfterRemoval(favourites.data?.length);

  let shown;
  if (favourites.isPending) shown = <ContentListSkeleton count={3} />;
  else if (favourites.isError) {
    shown = (
      <ContentErrorState
        title="Failed to fetch favorites"
        error={favourites.error}
        onRetry={() => void favourites.refetch()}
      />
    );
  } else if (favourites.data.length === 0) {
    shown = <EmptyListState icon={<BookmarkBorder />} title={NO_FAVOURITES_TEXT} />;
  } else {
    shown = (
      <ContentGrid busy={favourites.isFetching}>
        {favourites.data.map((item) => (
          <ContentCard key={item.id} item={item} showAdminDetails={user.isAdmin} />
        ))}
      </ContentGrid>
    );
  }
  // Focusable by script only (tabIndex -1): where the keyboard lands when the last card goes.
  return (
    <Box ref={list} tabIndex={-1} onFocus={onFocus} sx={{ '&:focus': { outline: 'none' } }}>
      {shown}
    </Box>
  );
}

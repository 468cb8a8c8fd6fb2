import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@zen/contracts';
import { favouritesQuery } from '../../../learner/learnerQueries.ts';
import { ContentCard } from '../ContentCard.tsx';
import { FocusKeepingList } from '../FocusKeepingList.tsx';
import {
  ContentErrorState,
  ContentGrid,
  ContentListSkeleton,
  EmptyListState,
} from '../ContentListStates.tsx';

export const NO_FAVOURITES_TEXT =
  'No bookmarked content yet. Start exploring and bookmark your favorite videos and articles!';

/** The My Favorites tab (spec §2): the learner's favourites, newest first. */
export function MyFavorites({ user }: { user: SessionUser }) {
  const favourites = useQuery(favouritesQuery);

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
  // Removing a favourite removes its card and the focused star with it: the keyboard moves on to
  // the star of the card in its place, or to the emptied tab.
  return <FocusKeepingList>{shown}</FocusKeepingList>;
}

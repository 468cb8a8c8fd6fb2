import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@zen/contracts';
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

/** The My Favorites tab (spec §2): the learner's favourites, newest first. */
export function MyFavorites({ user }: { user: SessionUser }) {
  const favourites = useQuery(favouritesQuery);

  if (favourites.isPending) return <ContentListSkeleton count={3} />;
  if (favourites.isError) {
    return (
      <ContentErrorState
        title="Failed to fetch favorites"
        error={favourites.error}
        onRetry={() => void favourites.refetch()}
      />
    );
  }
  if (favourites.data.length === 0) {
    return <EmptyListState icon={<BookmarkBorder />} title={NO_FAVOURITES_TEXT} />;
  }
  return (
    <ContentGrid busy={favourites.isFetching}>
      {favourites.data.map((item) => (
        <ContentCard key={item.id} item={item} showAdminDetails={user.isAdmin} />
      ))}
    </ContentGrid>
  );
}

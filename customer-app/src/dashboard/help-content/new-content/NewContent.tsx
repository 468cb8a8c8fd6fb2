import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@zen/contracts';
import { newContentQuery } from '../contentQueries.ts';
import { ContentCard } from '../ContentCard.tsx';
import { FocusKeepingList } from '../FocusKeepingList.tsx';
import {
  ContentErrorState,
  ContentGrid,
  ContentListSkeleton,
  EmptyListState,
} from '../ContentListStates.tsx';

/** The New Content tab (spec §2): up to 10 newest items the learner has neither started nor completed. */
export function NewContent({ user }: { user: SessionUser }) {
  const content = useQuery(newContentQuery);

  if (content.isPending) return <ContentListSkeleton count={3} />;
  if (content.isError) {
    return <ContentErrorState error={content.error} onRetry={() => void content.refetch()} />;
  }
  if (content.data.length === 0) {
    return (
      <EmptyListState icon={<NewReleasesOutlined />} title="You are all caught up">
        Everything new is already started or completed. New videos and articles will appear here.
      </EmptyListState>
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The newest videos and articles you have not started yet.
      </Typography>
      <FocusKeepingList>
        <ContentGrid busy={content.isFetching}>
          {content.data.map((item) => (
            <ContentCard key={item.id} item={item} showAdminDetails={user.isAdmin} />
          ))}
        </ContentGrid>
      </FocusKeepingList>
    </>
  );
}

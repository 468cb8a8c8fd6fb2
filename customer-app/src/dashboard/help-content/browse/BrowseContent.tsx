import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { Box, Button, Chip, LinearProgress, Pagination, Paper, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_PAGE_SIZE, type SessionUser } from '@zen/contracts';
import { useRef, useState } from 'react';
import { useDebouncedState } from '../../../common/useDebouncedState.ts';
import { useSearchTracking } from '../../../learner/useSearchTracking.ts';
import { ContentBanner } from '../ContentBanner.tsx';
import { ContentCard } from '../ContentCard.tsx';
import { FocusKeepingList } from '../FocusKeepingList.tsx';
import {
  ContentErrorState,
  ContentGrid,
  ContentListSkeleton,
  EmptyContentState,
} from '../ContentListStates.tsx';
import { helpContentQuery } from '../contentQueries.ts';
import {
  isFiltering,
  NO_FILTERS,
  toHelpContentQuery,
  withinAccess,
  type BrowseFilters,
} from './browseFilters.ts';
import { ContentFilters } from './ContentFilters.tsx';
import { ContentSearchBox } from './search-box/ContentSearchBox.tsx';
import { useBrowseAccess } from './useBrowseAccess.ts';

/** Typing settles for this long before the list is queried. */
const SEARCH_DEBOUNCE_MS = 300;

const placeholderFor = (user: SessionUser): string =>
  user.isAdmin
    ? 'Search by content ID/number, title, identifier, description, or keywords'
    : 'Start typing keywords or use the filters below';

/**
 * The Browse Content tab (spec §2): search with suggestions, filter groups, 'X of Y items', and
 * one server page of cards at a time, the words a search matched highlighted in them.
 */
export function BrowseContent({ user }: { user: SessionUser }) {
  const search = useDebouncedState('', SEARCH_DEBOUNCE_MS);
  // Admins' searches are not tracked (spec §4, §6).
  const trackSearchNow = useSearchTracking(search.value, !user.isAdmin);
  const [chosenFilters, setFilters] = useState<BrowseFilters>(NO_FILTERS);
  // Only what the user's access offers: the server would find nothing for anything else.
  const { access, failed: accessFailed, retry: retryAccess } = useBrowseAccess(user);
  const filters = withinAccess(user, access, chosenFilters);

  // The page belongs to the search and filters it was chosen for: any other criteria start at page 1.
  const criteria = JSON.stringify([search.settled.trim(), filters]);
  const [pageChoice, setPageChoice] = useState({ criteria, page: 1 });
  // Forgotten as soon as the criteria change (React's adjust-state-while-rendering): kept, page 4
  // came back when a search was cleared, though the list had been on its first page since.
  if (pageChoice.criteria !== criteria) setPageChoice({ criteria, page: 1 });
  const page = pageChoice.criteria === criteria ? pageChoice.page : 1;

  const content = useQuery(
    helpContentQuery(toHelpContentQuery(search.settled, filters, page, CUSTOMER_PAGE_SIZE)),
  );

  const clearFilters = () => {
    search.settle('');
    setFilters(NO_FILTERS);
    setPageChoice({ criteria: '', page: 1 });
  };
  const filtering = isFiltering(search.settled, filters);
  // 'Clear all filters' in the empty list goes away as the list fills: the keyboard goes to the
  // search box, where a new search starts.
  const searchArea = useRef<HTMLDivElement>(null);
  const clearFromEmptyList = () => {
    clearFilters();
    searchArea.current?.querySelector('input')?.focus();
  };

  const resultsRef = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setPageChoice({ criteria, page: next });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  const data = content.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ContentBanner
        title="Find help in seconds"
        subtitle="Videos and articles for the Zoho applications your company uses."
      />

      <Paper ref={searchArea} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2.5 }}>
        <ContentSearchBox
          placeholder={placeholderFor(user)}
          value={search.value}
          onType={search.setValue}
          onSearch={(words) => {
            search.settle(words);
            trackSearchNow();
          }}
        />
        <ContentFilters
          user={user}
          access={access}
          accessFailed={accessFailed}
          onRetryAccess={retryAccess}
          filters={filters}
          onChange={setFilters}
        />
      </Paper>

      <Box
        ref={resultsRef}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          scrollMarginTop: 16,
        }}
      >
        <Box role="status" aria-live="polite" sx={{ minHeight: 32, display: 'flex', alignItems: 'center' }}>
          {data && <Chip color="primary" label={`${data.total} of ${data.available} items`} />}
        </Box>
        <Button variant="text" startIcon={<FilterAltOff aria-hidden />} onClick={clearFilters}>
          Clear Filters
        </Button>
      </Box>

      <FocusKeepingList sx={{ position: 'relative' }}>
        {content.isPlaceholderData && (
          <LinearProgress
            aria-label="Updating results"
            sx={{ position: 'absolute', top: -10, left: 0, right: 0 }}
          />
        )}
        {content.isPending ? (
          <ContentListSkeleton />
        ) : content.isError ? (
          <ContentErrorState error={content.error} onRetry={() => void content.refetch()} />
        ) : content.data.items.length === 0 ? (
          <EmptyContentState onClear={filtering ? clearFromEmptyList : undefined} />
        ) : (
          <ContentGrid busy={content.isPlaceholderData}>
            {content.data.items.map((item) => (
              <ContentCard
                key={item.id}
                item={item}
                showAdminDetails={user.isAdmin}
                highlight={content.data.matchedTerms}
              />
            ))}
          </ContentGrid>
        )}
      </FocusKeepingList>

      {data && pageCount > 1 && !content.isError && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_, next) => goToPage(next)}
          color="primary"
          siblingCount={narrow ? 0 : 1}
          size={narrow ? 'small' : 'medium'}
          aria-label="Content pages"
          sx={{ display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}

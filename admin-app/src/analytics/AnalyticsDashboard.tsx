import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import FavoriteIcon from '@mui/icons-material/Favorite';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { ANALYTICS_TOP, SEARCH_SESSION_MINUTES } from '@zen/contracts';
import { AddSynonymsButton } from '../synonyms/AddSynonymsButton.tsx';
import { visuallyHidden } from '../visuallyHidden.ts';
import { AnalyticsPanel } from './AnalyticsPanel.tsx';
import { AnalyticsRangeFilter } from './AnalyticsRangeFilter.tsx';
import { CompanyViewsChart } from './CompanyViewsChart.tsx';
import { RankedList } from './RankedList.tsx';
import { StatCard } from './StatCard.tsx';
import { useAnalytics, useAnalyticsRange } from './useAnalytics.ts';
import { ViewsPerDayChart } from './ViewsPerDayChart.tsx';
import { counted, formatCount } from '../layout/counts.ts';
import {
  acrossContent,
  busiestCompanies,
  emptyText,
  everySearchFound,
  formatDate,
  percent,
  rangeLabel,
  totalUsers,
  uniqueTerms,
} from './wording.ts';

const grid = (min: string) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
  alignItems: 'start',
});

const panelState = (query: { isPending: boolean; error: Error | null; refetch: () => unknown }) => ({
  isPending: query.isPending,
  error: query.error,
  onRetry: () => void query.refetch(),
});

const views = (n: number) => counted(n, 'view', 'views');

/**
 * The Analytics tab (spec §2 Analytics dashboard): the date range, the three cards, views over
 * time and per company, the four lists, and what the best help centres add: searches that found
 * nothing (content to write next) and how often a search leads to a view.
 */
export const AnalyticsDashboard = () => {
  const headingId = useId();
  const [range, setRange] = useAnalyticsRange();
  const summary = useAnalytics('getAnalyticsSummary', range);
  const contentViews = useAnalytics('getContentViews', range);
  const searchQueries = useAnalytics('getSearchQueries', range);
  const withoutResults = useAnalytics('getSearchesWithoutResults', range);
  const byDomain = useAnalytics('getViewsByDomain', range);
  const favorited = useAnalytics('getMostFavorited', range);
  const perDay = useAnalytics('getViewsPerDay', range);
  const totals = summary.data;
  const period = rangeLabel(range);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography id={headingId} component="h2" variant="h5">
          Analytics
        </Typography>
        <AnalyticsRangeFilter value={range} onChange={setRange} />
      </Stack>

      <Box sx={grid('16rem')}>
        <StatCard
          icon={<VisibilityIcon fontSize="small" />}
          label="Total Content Views"
          value={totals && formatCount(totals.totalViews)}
          detail={totals && acrossContent(totals.contentViewed)}
          loading={summary.isPending}
        />
        <StatCard
          icon={<SearchIcon fontSize="small" />}
          label="Total Searches"
          value={totals && formatCount(totals.totalSearches)}
          detail={totals && uniqueTerms(totals.uniqueSearchTerms)}
          loading={summary.isPending}
        />
        <StatCard
          icon={<BusinessIcon fontSize="small" />}
          label="Active Companies"
          value={totals && formatCount(totals.activeCompanies)}
          detail={totals && totalUsers(totals.activeUsers)}
          loading={summary.isPending}
        />
      </Box>
      {summary.error && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={<Button onClick={() => void summary.refetch()}>Try Again</Button>}
        >
          Failed to fetch analytics: {summary.error.message}
        </Alert>
      )}

      <Box sx={{ ...grid('22rem'), mt: 2 }}>
        <AnalyticsPanel
          title="Views per Day"
          icon={<BarChartIcon color="primary" />}
          subtitle={period}
          {...panelState(perDay)}
          isEmpty={!perDay.data || perDay.data.points.every((point) => point.views === 0)}
          emptyText={emptyText('contentViews', range)}
        >
          {perDay.data && <ViewsPerDayChart data={perDay.data} />}
        </AnalyticsPanel>
        <AnalyticsPanel
          title="Views per Company"
          icon={<BusinessIcon color="primary" />}
          subtitle={`By e-mail domain, ${period.toLowerCase()}`}
          {...panelState(byDomain)}
          isEmpty={!byDomain.data?.some((row) => row.totalViews > 0)}
          emptyText={emptyText('companies', range)}
        >
          <CompanyViewsChart
            rows={(byDomain.data ?? []).filter((row) => row.totalViews > 0).slice(0, ANALYTICS_TOP)}
          />
        </AnalyticsPanel>
      </Box>

      <Box sx={{ ...grid('20rem'), mt: 2 }}>
        <AnalyticsPanel
          title="Most Viewed Content"
          icon={<VisibilityIcon color="primary" />}
          {...panelState(contentViews)}
          isEmpty={!contentViews.data?.length}
          emptyText={emptyText('contentViews', range)}
        >
          <RankedList
            rows={(contentViews.data ?? []).map((row) => ({
              key: row.contentId,
              primary: (
                <>
                  {row.title}
                  {row.deleted && <Chip label="Deleted" size="small" sx={{ ml: 1 }} />}
                </>
              ),
              value: views(row.views),
            }))}
          />
        </AnalyticsPanel>
        <AnalyticsPanel
          title="Popular Search Terms"
          icon={<SearchIcon color="primary" />}
          {...panelState(searchQueries)}
          isEmpty={!searchQueries.data?.length}
          emptyText={emptyText('searchQueries', range)}
        >
          <RankedList
            rows={(searchQueries.data ?? []).slice(0, ANALYTICS_TOP).map((row) => ({
              key: row.query,
              primary: row.query,
              secondary: `Last searched ${formatDate(row.lastSearched)}`,
              value: counted(row.count, 'search', 'searches'),
            }))}
          />
        </AnalyticsPanel>
        <AnalyticsPanel
          title="Most Favorited Content"
          icon={<FavoriteIcon sx={{ color: 'error.main' }} />}
          {...panelState(favorited)}
          isEmpty={!favorited.data?.length}
          emptyText={emptyText('favorites', range)}
        >
          <RankedList
            rows={(favorited.data ?? []).map((row) => ({
              key: row.contentId,
              primary: row.title,
              value: (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <FavoriteIcon fontSize="small" sx={{ color: 'error.main' }} aria-hidden />
                  {formatCount(row.favoriteCount)}
                  <Box component="span" sx={visuallyHidden}>
                    {row.favoriteCount === 1 ? ' favorite' : ' favorites'}
                  </Box>
                </Box>
              ),
            }))}
          />
        </AnalyticsPanel>
        <AnalyticsPanel
          title="Company Usage Analytics"
          icon={<BusinessIcon color="primary" />}
          subtitle={totals && byDomain.data && busiestCompanies(byDomain.data.length, totals.activeCompanies)}
          {...panelState(byDomain)}
          isEmpty={!byDomain.data?.length}
          emptyText={emptyText('companies', range)}
        >
          <RankedList
            rows={(byDomain.data ?? []).map((row) => ({
              key: row.emailDomain,
              primary: row.emailDomain,
              secondary: `${counted(row.uniqueUsers, 'unique user', 'unique users')} · Last active ${formatDate(row.lastActivity)}`,
              value: views(row.totalViews),
            }))}
          />
        </AnalyticsPanel>
        <AnalyticsPanel
          title="Searches Without Results"
          icon={<SearchOffIcon color="primary" />}
          subtitle="Terms that found nothing the learner could see: content to write next"
          {...panelState(withoutResults)}
          isEmpty={!withoutResults.data?.length}
          emptyText={everySearchFound(range)}
        >
          <RankedList
            rows={(withoutResults.data ?? []).map((row) => ({
              key: row.query,
              primary: row.query,
              secondary: `Last searched ${formatDate(row.lastSearched)}`,
              value: counted(row.count, 'search', 'searches'),
              // The customers' word may be a synonym of one the catalogue uses (issue 11).
              action: <AddSynonymsButton term={row.query} />,
            }))}
          />
        </AnalyticsPanel>
        <AnalyticsPanel
          title="Search Click-Through"
          icon={<TouchAppIcon color="primary" />}
          {...panelState(summary)}
          isEmpty={!totals?.totalSearches}
          emptyText={emptyText('searchQueries', range)}
        >
          {totals && (
            <>
              <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
                {percent(totals.clickThroughRate)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${formatCount(totals.searchesFollowedByView)} of ${counted(totals.totalSearches, 'search', 'searches')} followed by a view within ${SEARCH_SESSION_MINUTES} minutes`}
              </Typography>
            </>
          )}
        </AnalyticsPanel>
      </Box>
    </Box>
  );
};

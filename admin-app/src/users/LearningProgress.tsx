import {
  Alert,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useId, useLayoutEffect, useRef } from 'react';
import { UNWATCHED_PAGE, type AdminUserRow, type Progress, type UnwatchedContent } from '@zen/contracts';
import { visuallyHidden } from '../visuallyHidden.ts';
import { LoadError } from './LoadError.tsx';
import { useLearnerProgress, useUnwatchedContent } from './useUserData.ts';
import { ALL_WATCHED, displayName, errorLine, fraction, share } from './wording.ts';

const BARS: [label: string, key: 'essential' | 'operational' | 'companyProcesses'][] = [
  ['Essential Content', 'essential'],
  ['Operational Content', 'operational'],
  ['Company Processes', 'companyProcesses'],
];

const ProgressBar = ({ label, count }: { label: string; count: Progress['essential'] }) => {
  const labelId = useId();
  return (
    <Box sx={{ '& + &': { mt: 2 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography variant="body2">{fraction(count)}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={share(count)}
        aria-labelledby={labelId}
        aria-valuetext={`${fraction(count)} completed`}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
};

const Figures = ({ progress }: { progress: Progress }) => (
  <>
    {BARS.map(([label, key]) => (
      <ProgressBar key={key} label={label} count={progress[key]} />
    ))}
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 2.5 }}>
      <Typography sx={{ fontWeight: 600 }}>Overall Progress</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {progress.overall}%
      </Typography>
    </Box>
  </>
);

/**
 * Whether the keyboard's focus fell back from where it was, as it does when the focused element is
 * removed: to the page, or to a container of `element` (a dialog's focus trap takes it to the
 * dialog). Then, and only then, may a component put it somewhere sensible.
 */
const focusFellBackFrom = (element: HTMLElement): boolean => {
  const focused = document.activeElement;
  return focused === null || focused === document.body || focused.contains(element);
};

/**
 * What the learner has not watched yet, a page at a time: a learner at a large provider has tens
 * of thousands of such items, and the dialog shows the first page, how many there are, and a
 * button for the next. When the last page arrives the button goes, and the keyboard's focus moves
 * to the first item that page brought instead of falling back to the dialog.
 */
const Unwatched = ({ email }: { email: string }) => {
  const headingId = useId();
  const countId = useId();
  const unwatched = useUnwatchedContent(email);
  // A later page can repeat an item when the list changed in between: each is shown once.
  const shown = new Map<number, UnwatchedContent>();
  for (const page of unwatched.data?.pages ?? []) for (const item of page.items) shown.set(item.id, item);
  const items = [...shown.values()];
  const total = Math.max(unwatched.data?.pages.at(-1)?.total ?? 0, items.length);
  const remaining = total - items.length;
  const loadingMore = unwatched.isFetchingNextPage;
  // Only a list longer than one page has a count and a button to show.
  const paged = remaining > 0 || (unwatched.data?.pages.length ?? 0) > 1;

  const list = useRef<HTMLUListElement>(null);
  // Where the items asked for begin, until they have arrived.
  const firstAskedFor = useRef<number | null>(null);
  // Before the browser paints, and before the dialog's focus trap takes a dropped focus back.
  useLayoutEffect(() => {
    const first = firstAskedFor.current;
    if (first === null || loadingMore || !list.current) return;
    firstAskedFor.current = null;
    if (items.length <= first || !focusFellBackFrom(list.current)) return;
    list.current.querySelectorAll<HTMLElement>('li')[first]?.focus();
  });

  const showMore = () => {
    if (loadingMore) return;
    firstAskedFor.current = items.length;
    void unwatched.fetchNextPage();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Unwatched Content{total > 0 ? ` (${total.toLocaleString()})` : ''}
      </Typography>
      {unwatched.error && !unwatched.data ? (
        <LoadError error={unwatched.error} onRetry={() => void unwatched.refetch()} />
      ) : unwatched.isPending ? (
        <Box aria-hidden>
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      ) : items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{ALL_WATCHED}</Typography>
      ) : (
        <>
          <List
            dense
            disablePadding
            ref={list}
            aria-labelledby={headingId}
            aria-describedby={paged ? countId : undefined}
          >
            {items.map((item) => (
              // Focusable from script only: where the focus goes when the last page removes its button.
              <ListItem key={item.id} disableGutters divider tabIndex={-1}>
                <ListItemText
                  primary={item.title}
                  secondary={`${item.learningJourney} · ${item.application} · ${item.module} · ${item.type}`}
                />
              </ListItem>
            ))}
          </List>
          {paged ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pt: 1.5 }}>
              {/* Read out as it changes, so that a keyboard user who asked for more hears it arrive. */}
              <Typography id={countId} role="status" variant="body2" color="text.secondary">
                Showing {items.length.toLocaleString()} of {total.toLocaleString()}
              </Typography>
              {unwatched.hasNextPage && (
                // aria-disabled, not disabled, while a page loads: a disabled button loses the focus.
                <Button size="small" variant="outlined" onClick={showMore} aria-disabled={loadingMore}>
                  {loadingMore
                    ? 'Loading…'
                    : `Show ${Math.min(UNWATCHED_PAGE, remaining).toLocaleString()} more`}
                  <Box component="span" sx={visuallyHidden}>
                    {loadingMore ? '' : ' unwatched items'}
                  </Box>
                </Button>
              )}
            </Box>
          ) : null}
          {unwatched.isFetchNextPageError && !loadingMore && (
            <Alert severity="error" sx={{ mt: 1 }}>
              Could not load more unwatched content. {errorLine(unwatched.error?.message ?? '')}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
};

/** The Learning Progress dialog's body (spec §2): the three bars, Overall Progress, unwatched content. */
export const LearningProgress = ({ user }: { user: AdminUserRow }) => {
  const progress = useLearnerProgress(user.email);
  return (
    <>
      {progress.error ? (
        <LoadError error={progress.error} onRetry={() => void progress.refetch()} />
      ) : progress.isPending ? (
        <Box aria-hidden>
          <Skeleton height={32} />
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Box>
      ) : (
        <Figures progress={progress.data.progress} />
      )}
      {progress.data?.learner === false ? (
        // Staff see every item and are not learners: the zeros above are the spec's default, and
        // a list of "unwatched" items beside them would contradict them.
        <Typography sx={{ color: 'text.secondary', mt: 3 }}>
          {displayName(user)} is not a learner: progress is kept for customers only.
        </Typography>
      ) : (
        <Unwatched email={user.email} />
      )}
    </>
  );
};

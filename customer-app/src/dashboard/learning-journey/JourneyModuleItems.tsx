import { Alert, Box, Button, Typography } from '@mui/material';
import { JOURNEY_MODULE_PAGE } from '@zen/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../api/http.ts';
import { focusWasDropped } from '../../common/focusWasDropped.ts';
import { visuallyHidden } from '../../common/visuallyHidden.ts';
import type { LearnerStatus } from '../../learner/useLearnerStatus.ts';
import { journeyModuleQuery, type ModuleOfJourney } from './journeyQueries.ts';
import type { ModuleGroup } from './journeyTabs.ts';
import { JourneyItem } from './JourneyItem.tsx';

/**
 * One journey module's items: the first few the journey answer carried, then, a page per
 * "Show more", the rest (a large provider's module holds hundreds). What was read stays shown
 * until the journey changes; a page that fails to load says so and can be asked for again. When
 * the last page arrives the button goes, and the keyboard's focus moves on to the first item it
 * brought rather than falling back to the top of the page.
 */
export function JourneyModuleItems({
  module,
  group,
  status,
}: {
  module: ModuleOfJourney;
  group: ModuleGroup;
  status: LearnerStatus;
}) {
  const countId = useId();
  const [asked, setAsked] = useState(false);
  const more = useInfiniteQuery({ ...journeyModuleQuery(module, group.items.length), enabled: asked });
  // A later page can repeat an item when the module changed in between: each is shown once.
  const shown = new Map(group.items.map((item) => [item.id, item]));
  for (const page of more.data?.pages ?? []) for (const item of page.items) shown.set(item.id, item);
  const items = [...shown.values()];
  const total = Math.max(more.data?.pages.at(-1)?.total ?? group.total, items.length);
  const remaining = total - items.length;
  // Only a module longer than the journey answer carried has pages to show more of.
  const paged = total > group.items.length;
  const canAskForMore = remaining > 0 && (!more.data || more.hasNextPage);

  const list = useRef<HTMLUListElement>(null);
  // Where the items asked for begin, until they have arrived.
  const firstAskedFor = useRef<number | null>(null);
  useEffect(() => {
    const first = firstAskedFor.current;
    if (first === null || more.isFetching || items.length <= first) return;
    firstAskedFor.current = null;
    if (!focusWasDropped()) return;
    list.current?.children[first]?.querySelector<HTMLElement>('a, button')?.focus();
  });

  const showMore = () => {
    if (more.isFetching) return;
    firstAskedFor.current = items.length;
    if (!asked) setAsked(true);
    else if (more.isError && !more.data) void more.refetch();
    else void more.fetchNextPage();
  };

  return (
    <>
      <Box
        component="ul"
        ref={list}
        aria-label={`${module.application}: ${module.module}`}
        aria-describedby={paged ? countId : undefined}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((item) => (
          <JourneyItem
            key={item.id}
            item={item}
            state={status.stateOf(item.id)}
            favourite={status.isFavourite(item.id)}
          />
        ))}
      </Box>
      {paged && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pt: 1 }}>
          {/* Read out as it changes, so that a keyboard user who asked for more hears it arrive. */}
          <Typography id={countId} role="status" variant="body2" color="text.secondary">
            Showing {items.length.toLocaleString()} of {total.toLocaleString()}
          </Typography>
          {canAskForMore && (
            // aria-disabled, not disabled, while a page loads: a disabled button loses the focus.
            <Button size="small" variant="outlined" onClick={showMore} aria-disabled={more.isFetching}>
              {more.isFetching ? (
                'Loading…'
              ) : (
                <>
                  Show {Math.min(JOURNEY_MODULE_PAGE, remaining)} more
                  <Box component="span" sx={visuallyHidden}>
                    {` of ${module.module}`}
                  </Box>
                </>
              )}
            </Button>
          )}
        </Box>
      )}
      {more.isError && !more.isFetching && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Could not load more of {module.module}: {describeError(more.error).detail}
        </Alert>
      )}
    </>
  );
}

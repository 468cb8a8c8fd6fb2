import Refresh from '@mui/icons-material/Refresh';
import {
  Box,
  Chip,
  IconButton,
  Paper,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@zen/contracts';
import { useState, type ComponentType, type ReactNode } from 'react';
import { learnerKeys } from '../../learner/learnerQueries.ts';
import { useNotify } from '../../notifications/notificationsContext.ts';
import { useLearnerStatus } from '../../learner/useLearnerStatus.ts';
import { BrowseContent } from './browse/BrowseContent.tsx';
import { MyFavorites } from './favourites/MyFavorites.tsx';
import { NewContent } from './new-content/NewContent.tsx';

/** The dashboard's Help Content area (spec §2): three tabs and a refresh icon. */
const HELP_TABS = [
  { value: 'browse', label: 'Browse Content', Panel: BrowseContent },
  { value: 'favorites', label: 'My Favorites', Panel: MyFavorites },
  { value: 'new', label: 'New Content', Panel: NewContent },
] as const satisfies readonly {
  value: string;
  label: string;
  Panel: ComponentType<{ user: SessionUser }>;
}[];

type HelpTab = (typeof HELP_TABS)[number]['value'];

const tabId = (tab: HelpTab) => `help-content-tab-${tab}`;
const panelId = (tab: HelpTab) => `help-content-panel-${tab}`;

export function HelpContent({ user }: { user: SessionUser }) {
  const [current, setCurrent] = useState<HelpTab>('browse');
  const { favouriteCount } = useLearnerStatus();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  const labels: Record<HelpTab, ReactNode> = {
    browse: 'Browse Content',
    favorites: <FavoritesLabel count={favouriteCount} />,
    new: 'New Content',
  };

  return (
    <Paper component="section" aria-labelledby="help-content-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="help-content-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Help Content
        </Typography>
        <RefreshCompletionsButton />
      </Box>
      <Tabs
        value={current}
        onChange={(_, tab: HelpTab) => setCurrent(tab)}
        aria-label="Help Content"
        // On a phone the three share the width, their words on two lines: scrolled, the third
        // tab and the favourites count were out of sight behind an arrow. Their first lines are
        // level: centred, a one-line label sat lower than a wrapped one or one with its count.
        variant={narrow ? 'fullWidth' : 'standard'}
        sx={{ mt: 1, mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {HELP_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={labels[tab.value]}
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
            sx={narrow ? { minWidth: 0, px: 1, justifyContent: 'flex-start' } : undefined}
          />
        ))}
      </Tabs>
      {HELP_TABS.map(({ value, Panel }) => (
        <Box
          key={value}
          role="tabpanel"
          id={panelId(value)}
          aria-labelledby={tabId(value)}
          hidden={current !== value}
        >
          {current === value && <Panel user={user} />}
        </Box>
      ))}
    </Paper>
  );
}

/** 'My Favorites' with its count badge (spec §2), once the count is known. */
function FavoritesLabel({ count }: { count: number | undefined }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
      }}
    >
      My Favorites
      {count !== undefined && (
        <Chip
          component="span"
          size="small"
          label={count}
          data-testid="favorites-count"
          sx={{ height: 20, minWidth: 20, '& .MuiChip-label': { px: 0.75 } }}
        />
      )}
    </Box>
  );
}

/** Spec §2: "A refresh icon reloads completions" (and with them every card's state). */
function RefreshCompletionsButton() {
  const client = useQueryClient();
  const refreshing = useIsFetching({ queryKey: learnerKeys.completions }) > 0;
  const notify = useNotify();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: learnerKeys.completions }),
      client.invalidateQueries({ queryKey: learnerKeys.state }),
    ]);
    if (client.getQueryState(learnerKeys.completions)?.status === 'error') {
      notify({ title: 'Failed to fetch video completions', variant: 'destructive' });
    }
  };
  return (
    <Tooltip title="Refresh completions">
      <IconButton
        aria-label="Refresh completions"
        onClick={() => void refresh()}
        sx={{
          '& svg': { transition: 'transform 600ms' },
          ...(refreshing && { '& svg': { transform: 'rotate(360deg)', transition: 'transform 600ms' } }),
        }}
      >
        <Refresh aria-hidden />
      </IconButton>
    </Tooltip>
  );
}

import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { SessionUser } from '@zen/contracts';
import { useState, type ComponentType } from 'react';
import { BrowseContent } from './browse/BrowseContent.tsx';

/**
 * The dashboard's Help Content area (spec §2). Each tab is one entry here; My Favorites and
 * New Content join Browse Content in later issues.
 */
const HELP_TABS = [
  { value: 'browse', label: 'Browse Content', Panel: BrowseContent },
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

  return (
    <Paper component="section" aria-labelledby="help-content-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="help-content-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Help Content
      </Typography>
      <Tabs
        value={current}
        onChange={(_, tab: HelpTab) => setCurrent(tab)}
        aria-label="Help Content"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 1, mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {HELP_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
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

import { Box, Card, CardContent, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { ContentHistoryPanel } from './ContentHistoryPanel.tsx';
import { DeletedContentPanel } from './DeletedContentPanel.tsx';
import { LearnerCompletionsPanel } from './LearnerCompletionsPanel.tsx';

const TABS = [
  { id: 'deleted', label: 'Deleted Content' },
  { id: 'history', label: 'Content History' },
  { id: 'completions', label: 'Learner Completions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The Data Recovery tab (spec §2). The spec restores completions kept in a browser; here
 * everything is in the event log, so staff recover what the log keeps: deleted content, earlier
 * versions of an item, and what a learner had completed by a date. (Learners' own browsers send
 * their kept completions through POST /api/video-completions/recover.)
 */
export const DataRecoveryPage = () => {
  const [tab, setTab] = useState<TabId>('deleted');
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  // On a phone the three share the width, their words on two lines: scrolled, the third was out of
  // sight behind an arrow.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    // Sized by the page, never by what it holds: the tabs and tables scroll or wrap inside it
    // rather than widening the console past a phone's screen (react-admin's layout grows to fit).
    <Box sx={{ py: 2, containerType: 'inline-size' }}>
      <Title title="Data Recovery" />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: TabId) => setTab(next)}
          variant={narrow ? 'fullWidth' : 'scrollable'}
          aria-label="Data Recovery"
        >
          {TABS.map(({ id, label }) => (
            <Tab
              key={id}
              value={id}
              label={label}
              id={`recovery-tab-${id}`}
              aria-controls={`recovery-panel-${id}`}
              sx={narrow ? { minWidth: 0, px: 1 } : undefined}
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`recovery-panel-${tab}`} aria-labelledby={`recovery-tab-${tab}`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {tab === 'deleted' &&
              'Deleted items, newest first. Restoring one puts it back exactly as it was.'}
            {tab === 'history' && 'Every change to an item, with who made it and when.'}
            {tab === 'completions' && 'A learner’s completed items as they stood at the end of a day.'}
          </Typography>
          {tab === 'deleted' && (
            <DeletedContentPanel
              onShowHistory={(contentId) => {
                setHistoryOf(contentId);
                setTab('history');
              }}
            />
          )}
          {tab === 'history' && (
            <ContentHistoryPanel contentId={historyOf} onContentIdChange={setHistoryOf} />
          )}
          {tab === 'completions' && <LearnerCompletionsPanel />}
        </CardContent>
      </Card>
    </Box>
  );
};

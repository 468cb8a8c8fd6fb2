import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { Application, LearningJourneyResponse } from '@zen/contracts';
import { useState } from 'react';
import type { LearnerStatus } from '../../learner/useLearnerStatus.ts';
import { useTabsOnPhone } from '../../common/tabsOnPhone.ts';
import { JourneyGroups } from './JourneyGroups.tsx';
import { groupJourney, JOURNEY_TABS, tabHasApplication, type JourneyTab } from './journeyTabs.ts';

const tabId = (index: number) => `journey-tab-${index}`;
const panelId = (index: number) => `journey-panel-${index}`;
const appTabId = (application: Application) => `journey-app-tab-${application.replace(/\W+/g, '-')}`;

/**
 * The four journey tabs with their hints (spec §2), and per-application sub-tabs when the learner
 * has more than one application. A sub-tab the learner picks stays when they change tab.
 */
export function JourneyTabs({
  journey,
  status,
}: {
  journey: LearningJourneyResponse;
  status: LearnerStatus;
}) {
  const { applications } = journey;
  const [current, setCurrent] = useState(0);
  const tabsOnPhone = useTabsOnPhone();
  const [application, setApplication] = useState<Application | null>(null);
  const withSubTabs = applications.length > 1;
  // Until the learner picks one, each tab opens on the first application that has items in it.
  const subTabFor = (tab: JourneyTab): Application | null =>
    withSubTabs
      ? (application ??
        applications.find((app) => tabHasApplication(journey.modules, tab.journey, app)) ??
        applications[0] ??
        null)
      : null;

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current}
          onChange={(_, index: number) => setCurrent(index)}
          aria-label="Learning journey"
          variant={tabsOnPhone.variant}
          allowScrollButtonsMobile
          sx={tabsOnPhone.sx}
        >
          {JOURNEY_TABS.map((tab, index) => (
            <Tab
              key={tab.journey}
              id={tabId(index)}
              aria-controls={panelId(index)}
              label={<TabLabel tab={tab} />}
              sx={{ alignItems: 'flex-start', textAlign: 'left' }}
            />
          ))}
        </Tabs>
      </Box>
      {JOURNEY_TABS.map((tab, index) => {
        const chosenApplication = subTabFor(tab);
        return (
          <Box
            key={tab.journey}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={current !== index}
            sx={{ pt: 2 }}
          >
            {current === index && (
              <>
                {withSubTabs && chosenApplication && (
                  <Tabs
                    value={chosenApplication}
                    onChange={(_, next: Application) => setApplication(next)}
                    aria-label="Application"
                    variant="scrollable"
                    allowScrollButtonsMobile
                    sx={{ mb: 2, minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
                  >
                    {applications.map((app) => (
                      <Tab key={app} value={app} label={app} id={appTabId(app)} />
                    ))}
                  </Tabs>
                )}
                <JourneyTabPanel
                  tab={tab}
                  journey={journey}
                  application={chosenApplication}
                  status={status}
                />
              </>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function TabLabel({ tab }: { tab: JourneyTab }) {
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      <span>{tab.label}</span>
      <Typography component="span" variant="caption" sx={{ textTransform: 'none', color: 'text.secondary' }}>
        {tab.hint}
      </Typography>
    </Box>
  );
}

function JourneyTabPanel({
  tab,
  journey,
  application,
  status,
}: {
  tab: JourneyTab;
  journey: LearningJourneyResponse;
  application: Application | null;
  status: LearnerStatus;
}) {
  const groups = groupJourney(journey, tab.journey, journey.applications, application);
  if (groups.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
        <Typography variant="h6" component="p">
          {tab.empty}
        </Typography>
        {tab.emptyDetail && <Typography color="text.secondary">{tab.emptyDetail}</Typography>}
      </Box>
    );
  }
  return <JourneyGroups journey={tab.journey} groups={groups} status={status} />;
}

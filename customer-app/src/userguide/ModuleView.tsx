import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Link, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { contentBeingPrepared, GUIDE_TABS, type GuidePage, type GuideTab } from '@zen/contracts';
import { useTabsOnPhone } from '../common/tabsOnPhone.ts';
import { GuideHtml } from './GuideHtml.tsx';
import { ProcessList } from './ProcessList.tsx';

/**
 * One published module (spec §2 Company user guide page): its overview, the Manager, Employee,
 * Admin and Troubleshooting tabs (each "X content is being prepared for this module." until
 * written), its processes and its reports.
 */
export function ModuleView({ page }: { page: GuidePage }) {
  const [tab, setTab] = useState<GuideTab['label']>('Manager');
  const tabsOnPhone = useTabsOnPhone();
  const ids = useId();
  const { content } = page;
  const current = GUIDE_TABS.find((candidate) => candidate.label === tab)!;
  const html = content[current.field];
  return (
    <Paper
      component="article"
      aria-labelledby={`${ids}-title`}
      // One column no wider than the page: an implicit grid column grows to its widest content
      // (the three audience tabs, 420 px), which made the guide 452 px wide on a 390 px phone.
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
        minWidth: 0,
      }}
    >
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {page.application}
        </Typography>
        <Typography id={`${ids}-title`} variant="h5" component="h2">
          {page.moduleId}
        </Typography>
        {content.explainer && <Typography sx={{ mt: 1 }}>{content.explainer}</Typography>}
        {content.zohoAdminGuideUrl && (
          <Link
            href={content.zohoAdminGuideUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            Zoho admin guide <OpenInNew aria-hidden fontSize="small" />
          </Link>
        )}
      </Box>
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: GuideTab['label']) => setTab(next)}
          variant={tabsOnPhone.variant}
          sx={tabsOnPhone.sx}
          allowScrollButtonsMobile
          aria-label={`${page.moduleId} by audience`}
        >
          {GUIDE_TABS.map(({ label }) => (
            <Tab
              key={label}
              value={label}
              label={label}
              id={`${ids}-tab-${label}`}
              aria-controls={`${ids}-panel`}
            />
          ))}
        </Tabs>
        <Box
          id={`${ids}-panel`}
          role="tabpanel"
          aria-labelledby={`${ids}-tab-${tab}`}
          sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          {html ? (
            <GuideHtml html={html} />
          ) : (
            <Typography color="text.secondary">{contentBeingPrepared(current.label)}</Typography>
          )}
        </Box>
      </Box>
      {content.processes.length > 0 && (
        <Box component="section" aria-labelledby={`${ids}-processes`}>
          <Typography id={`${ids}-processes`} variant="h6" component="h3" sx={{ mb: 1 }}>
            Processes
          </Typography>
          <ProcessList processes={content.processes} />
        </Box>
      )}
      {content.reports.length > 0 && (
        <Box component="section" aria-labelledby={`${ids}-reports`}>
          <Typography id={`${ids}-reports`} variant="h6" component="h3" sx={{ mb: 1 }}>
            Reports
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {content.reports.map((report, index) => (
              <li key={`${index}-${report.name}`}>
                {report.url ? (
                  <Link href={report.url} target="_blank" rel="noopener noreferrer">
                    {report.name}
                  </Link>
                ) : (
                  report.name
                )}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

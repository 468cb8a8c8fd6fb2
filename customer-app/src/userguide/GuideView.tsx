import Download from '@mui/icons-material/Download';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { CompanyUserGuide } from '@zen/contracts';
import { VideoPlayerProvider } from '../video/VideoPlayerProvider.tsx';
import { guidePdfPath } from './guideQueries.ts';
import { ModuleSidebar } from './ModuleSidebar.tsx';
import { ModuleView } from './ModuleView.tsx';
import { usePageTitle } from '../common/usePageTitle.ts';

/**
 * A company's guide (spec §2 Company user guide page): the company and what its guide is about,
 * Download PDF, its contact and applications, the published modules beside the one being read.
 */
export function GuideView({ guide }: { guide: CompanyUserGuide }) {
  usePageTitle(`${guide.companyName} User Guide`);
  const [selected, setSelected] = useState(guide.modules[0]!.id);
  const page = guide.modules.find((module) => module.id === selected) ?? guide.modules[0]!;
  const contact = guide.contactName ?? guide.contactEmail;
  return (
    <VideoPlayerProvider>
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Paper component="header" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Box>
              <Typography variant="overline" component="p" color="text.secondary">
                {guide.title}
              </Typography>
              <Typography variant="h4" component="h1">
                {guide.companyName}
              </Typography>
            </Box>
            <Button
              variant="contained"
              startIcon={<Download aria-hidden />}
              href={guidePdfPath(guide.companySlug)}
              download
              sx={{ flexShrink: 0 }}
            >
              Download PDF
            </Button>
          </Stack>
          {guide.description && <Typography>{guide.description}</Typography>}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              alignItems: 'center',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              Contact
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {contact ?? 'Your administrator'}
              {guide.contactName && guide.contactEmail && (
                <>
                  {' · '}
                  <Link href={`mailto:${guide.contactEmail}`}>{guide.contactEmail}</Link>
                </>
              )}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Applications
            </Typography>
            <Stack component="dd" direction="row" sx={{ m: 0, gap: 0.5, flexWrap: 'wrap' }}>
              {guide.applications.map((application) => (
                <Chip key={application} size="small" label={application} />
              ))}
            </Stack>
          </Box>
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '16rem minmax(0, 1fr)' } }}>
          <ModuleSidebar modules={guide.modules} selected={page.id} onSelect={setSelected} />
          <ModuleView key={page.id} page={page} />
        </Box>
      </Box>
    </VideoPlayerProvider>
  );
}

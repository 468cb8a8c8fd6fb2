import EditIcon from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { UserGuideDetail } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { GuideAccessPanel } from './GuideAccessPanel.tsx';
import { GuideDetailsDialog } from './GuideDetailsDialog.tsx';
import { GuideModulesPanel } from './GuideModulesPanel.tsx';
import { failureMessage } from './guideHttp.ts';
import { guideKeys, publicGuidePath } from './guidesApi.ts';
import { useGuideCommand } from './useGuideCommand.tsx';
import { GuideStatusChip } from './GuideStatusChip.tsx';

/**
 * A guide's Edit page (issue 10: the spec's "coming soon" made real): its details, each module
 * page (edit, publish, unpublish), deactivation, and access by e-mail.
 */
export const UserGuideEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  const dataProvider = useDataProvider<ZenDataProvider>();
  const guide = useQuery({
    queryKey: guideKeys.detail(id),
    queryFn: async () => (await dataProvider.getUserGuide(id)).data,
  });
  if (guide.isPending) return <Loading />;
  if (guide.isError || !guide.data?.pages) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="User Guide" />
        <Alert severity="error" action={<Button onClick={() => void guide.refetch()}>Try Again</Button>}>
          {failureMessage(guide.error, 'Failed to fetch user guide')}
        </Alert>
      </Box>
    );
  }
  return <GuideEditor guide={guide.data} />;
};

function GuideEditor({ guide }: { guide: UserGuideDetail }) {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const [editingDetails, setEditingDetails] = useState(false);
  const activity = useGuideCommand(
    guide.id,
    (active: boolean) => dataProvider.setUserGuideActive(guide.id, active),
    (active) => (active ? 'User guide activated' : 'User guide deactivated'),
  );
  const contact = [guide.contactName, guide.contactEmail].filter(Boolean).join(' · ');
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={`User Guide: ${guide.title}`} />
      <Card component="section" aria-labelledby="guide-heading">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="guide-heading" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {guide.title}
            </Typography>
            <GuideStatusChip isActive={guide.isActive} />
          </Stack>
          <Typography variant="subtitle1" color="text.secondary">
            {guide.companyName}
          </Typography>
          {guide.description && <Typography>{guide.description}</Typography>}
          <Typography variant="body2" color="text.secondary">
            Contact: {contact || 'none yet'}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="outlined"
              href={publicGuidePath(guide.companySlug)}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNew aria-hidden />}
            >
              View
            </Button>
            <Button
              variant="outlined"
              startIcon={<EditIcon aria-hidden />}
              onClick={() => setEditingDetails(true)}
            >
              Edit details
            </Button>
            <Button
              variant="outlined"
              color={guide.isActive ? 'error' : 'primary'}
              disabled={activity.isPending}
              onClick={() => activity.mutate(!guide.isActive)}
            >
              {guide.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <GuideModulesPanel guide={guide} />
      <GuideAccessPanel guide={guide} />
      {editingDetails && <GuideDetailsDialog guide={guide} onClose={() => setEditingDetails(false)} />}
    </Box>
  );
}

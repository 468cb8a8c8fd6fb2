import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Alert, Box, Button, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify } from 'react-admin';
import {
  GUIDE_APPLICATIONS,
  MODULES_BY_APPLICATION,
  guidePageId,
  type GuideApplication,
} from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { Notice } from '../layout/Notice.tsx';
import { useToldAsSaved } from '../layout/useSaveErrors.tsx';
import { ModuleTemplateCard } from './ModuleTemplateCard.tsx';
import { ModuleTemplateDialog } from './ModuleTemplateDialog.tsx';
import { TEMPLATE_KEY } from './templateApi.ts';
import { useGuideFailureNotice } from '../userguides/useGuideFailureNotice.tsx';

/**
 * The User Guide Template tab (spec §2 Baseline template editor): the baseline template's module
 * pages, Zoho People's and Zoho Recruit's, a card each; Edit opens the module's form; 'Create
 * Default Modules' adds a draft for every module that has none.
 */
export const TemplateEditorPage = () => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failureNotice = useGuideFailureNotice();
  const toldAsSaved = useToldAsSaved();
  const [application, setApplication] = useState<GuideApplication>('Zoho People');
  const [editing, setEditing] = useState<{ application: GuideApplication; moduleId: string } | null>(null);
  const template = useQuery({
    queryKey: TEMPLATE_KEY,
    queryFn: async () => (await dataProvider.getBaselineTemplate()).data,
  });
  const createDefaults = useMutation({
    mutationFn: async () => (await dataProvider.createDefaultModules()).data,
    onSuccess: async ({ created }) => {
      await queryClient.invalidateQueries({ queryKey: TEMPLATE_KEY });
      notify(
        <Notice severity="success" title="Default Modules">
          {created.length === 0
            ? 'Every module already has a template: nothing was added.'
            : `${created.length} draft module ${created.length === 1 ? 'template was' : 'templates were'} created.`}
        </Notice>,
      );
    },
    onError: (error) => {
      if (toldAsSaved(error, () => void queryClient.invalidateQueries({ queryKey: TEMPLATE_KEY }))) return;
      failureNotice(error, 'The default modules could not be created.');
    },
  });

  if (template.isPending) return <Loading />;
  // Only a first load that failed has nothing to show. A refetch that fails (the console refreshes
  // every list when the connection comes back) keeps the page, and an open dialog with its edits.
  if (!template.data?.template) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="User Guide Template" />
        <Alert severity="error" action={<Button onClick={() => void template.refetch()}>Try Again</Button>}>
          Failed to load baseline template
        </Alert>
      </Box>
    );
  }
  const pages = new Map(template.data.pages.map((page) => [page.id, page]));
  const editingPage = editing ? pages.get(guidePageId(editing.application, editing.moduleId)) : undefined;

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="User Guide Template" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            {template.data.template.name}
          </Typography>
          <Typography color="text.secondary">{template.data.template.description}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<PlaylistAdd aria-hidden />}
          disabled={createDefaults.isPending}
          onClick={() => createDefaults.mutate()}
          sx={{ flexShrink: 0 }}
        >
          Create Default Modules
        </Button>
      </Stack>
      <Card>
        <Tabs
          value={application}
          onChange={(_event, next: GuideApplication) => setApplication(next)}
          aria-label="Application"
        >
          {GUIDE_APPLICATIONS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={value}
              id={`template-tab-${value}`}
              aria-controls="template-modules"
            />
          ))}
        </Tabs>
      </Card>
      <Box
        id="template-modules"
        role="tabpanel"
        aria-labelledby={`template-tab-${application}`}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
        }}
      >
        {MODULES_BY_APPLICATION[application].map((moduleId) => (
          <ModuleTemplateCard
            key={moduleId}
            moduleId={moduleId}
            page={pages.get(guidePageId(application, moduleId))}
            onEdit={() => setEditing({ application, moduleId })}
          />
        ))}
      </Box>
      {editing && (
        <ModuleTemplateDialog
          key={`${editing.application}/${editing.moduleId}`}
          application={editing.application}
          moduleId={editing.moduleId}
          page={editingPage}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
};

import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useCreatePath, useDataProvider, useNotify } from 'react-admin';
import {
  BASELINE_TEMPLATE_ID,
  companySlug,
  defaultGuideTitle,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  type GuideModuleChoice,
} from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { counted } from '../layout/counts.ts';
import { Notice } from '../layout/Notice.tsx';
import { useToldAsSaved } from '../layout/useSaveErrors.tsx';
import { failureMessage } from './guideHttp.ts';
import { guideKeys, USER_GUIDES_RESOURCE } from './guidesApi.ts';
import { ModuleChecklist } from './ModuleChecklist.tsx';
import { useModulesWithoutTemplate } from './useModulesWithoutTemplate.ts';
import { useGuideFailureNotice } from './useGuideFailureNotice.tsx';

/**
 * 'Create Company-Specific User Guide' (spec §2, §5): a company from the CRM, a title that
 * defaults to '{company} User Guide', a description and the modules. Each selected module's page
 * is made from the baseline template's (template 1, spec §9), as a draft. Only company and title
 * are required (spec §5): modules can be added from the guide's Edit page later.
 */
export function CreateGuideDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failureNotice = useGuideFailureNotice();
  const toldAsSaved = useToldAsSaved();
  const [company, setCompany] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [modules, setModules] = useState<GuideModuleChoice[]>([]);
  // Set by a first attempt to create, so the fields it lacked are marked, not only named in a toast.
  const [attempted, setAttempted] = useState(false);
  const createPath = useCreatePath();

  const companies = useQuery({
    queryKey: guideKeys.companies,
    queryFn: async () => (await dataProvider.getCrmCompanies()).data,
    retry: 1,
  });
  // A company has one guide (its id is the company's slug). Asked as soon as a company is chosen,
  // so staff are sent to that guide instead of filling in the form to be refused with a 409.
  const chosenSlug = company === null ? null : companySlug(company);
  const existing = useQuery({
    queryKey: guideKeys.ofCompany(chosenSlug ?? ''),
    queryFn: async () => (await dataProvider.findCompanyGuide(chosenSlug!)).data,
    enabled: chosenSlug !== null,
    retry: false,
  });
  const existingGuide = chosenSlug !== null && existing.isSuccess ? existing.data : null;

  const withoutTemplate = useModulesWithoutTemplate();

  const create = useMutation({
    mutationFn: async () =>
      (
        await dataProvider.createUserGuide({
          templateId: BASELINE_TEMPLATE_ID,
          companyName: company ?? '',
          title: title.trim(),
          description,
          modules,
        })
      ).data,
    onSuccess: async (guide) => {
      await queryClient.invalidateQueries({ queryKey: guideKeys.all });
      notify(
        <Notice severity="success" title="User Guide Created">
          {guide.moduleCount === 0
            ? `${guide.title} was created with no modules yet: add them from its Edit page.`
            : `${guide.title} was created with ${counted(guide.moduleCount, 'module', 'modules')}, all drafts.`}
        </Notice>,
      );
      onClose();
    },
    onError: (error) => {
      // The guides are read again whatever the failure: the company's own check among them, so
      // after a 409 (another admin made its guide meanwhile) the dialog says so and offers it
      // instead of Create, which would be refused again.
      void queryClient.invalidateQueries({ queryKey: guideKeys.all });
      if (toldAsSaved(error, onClose)) return;
      failureNotice(error, 'Failed to create user guide from baseline template');
    },
  });

  const chooseCompany = (next: string | null) => {
    // The title follows the company until someone writes their own.
    if (title.trim() === '' || (company !== null && title === defaultGuideTitle(company))) {
      setTitle(next ? defaultGuideTitle(next) : '');
    }
    setCompany(next);
  };

  const submit = () => {
    setAttempted(true);
    if (!company || title.trim() === '') {
      notify(
        <Notice severity="error" title={MISSING_INFORMATION_TITLE}>
          {MISSING_INFORMATION_MESSAGE}
        </Notice>,
      );
      return;
    }
    create.mutate();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Create Company-Specific User Guide</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {companies.isError && (
          <Alert severity="error">{failureMessage(companies.error, 'Failed to fetch companies')}</Alert>
        )}
        <Autocomplete
          options={(companies.data ?? []).map((option) => option.name)}
          value={company}
          onChange={(_event, next) => chooseCompany(next)}
          loading={companies.isPending}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Company"
              required
              error={attempted && company === null}
              helperText={attempted && company === null ? 'Choose the company the guide is for' : undefined}
            />
          )}
        />
        {existingGuide && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                component={Link}
                to={createPath({ resource: USER_GUIDES_RESOURCE, type: 'edit', id: existingGuide.id })}
              >
                Edit That Guide
              </Button>
            }
          >
            {existingGuide.companyName} already has a user guide, “{existingGuide.title}”. A company has one
            guide: add modules to it instead.
          </Alert>
        )}
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          error={attempted && title.trim() === ''}
          helperText={attempted && title.trim() === '' ? 'Enter a title' : undefined}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
        />
        <ModuleChecklist selected={modules} onChange={setModules} withoutTemplate={withoutTemplate} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || existingGuide !== null}>
          {create.isPending ? 'Creating…' : 'Create User Guide'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

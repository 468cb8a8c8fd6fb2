import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import {
  GUIDE_MODULES,
  MISSING_INFORMATION_TITLE,
  NO_MODULES_MESSAGE,
  type GuideModuleChoice,
  type UserGuideDetail,
} from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { counted } from '../layout/counts.ts';
import { Notice } from '../layout/Notice.tsx';
import { ModuleChecklist, moduleKey } from './ModuleChecklist.tsx';
import { useGuideCommand } from './useGuideCommand.tsx';
import { useModulesWithoutTemplate } from './useModulesWithoutTemplate.ts';

/**
 * Modules a guide was made without, or that its company takes up later: each becomes a draft
 * page from the baseline template, as at creation. The guide's own modules are ticked and fixed.
 */
export function AddModulesDialog({ guide, onClose }: { guide: UserGuideDetail; onClose: () => void }) {
  const titleId = useId();
  const dataProvider = useDataProvider<ZenDataProvider>();
  const notify = useNotify();
  const [modules, setModules] = useState<GuideModuleChoice[]>([]);
  const withoutTemplate = useModulesWithoutTemplate();
  const inGuide = new Set(guide.pages.map(moduleKey));
  const complete = inGuide.size >= GUIDE_MODULES.length;
  const add = useGuideCommand(
    guide.id,
    (choices: GuideModuleChoice[]) => dataProvider.addGuideModules(guide.id, choices),
    (choices) => `${counted(choices.length, 'module', 'modules')} added as drafts`,
  );
  const submit = () => {
    if (modules.length === 0) {
      notify(
        <Notice severity="error" title={MISSING_INFORMATION_TITLE}>
          {NO_MODULES_MESSAGE}
        </Notice>,
      );
      return;
    }
    add.mutate(modules, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add Modules</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {complete
            ? `${guide.companyName}’s guide has every module already.`
            : `Each module you add starts as a draft made from the baseline template. Publish it when it is ready for ${guide.companyName}.`}
        </DialogContentText>
        <ModuleChecklist
          selected={modules}
          onChange={setModules}
          withoutTemplate={withoutTemplate}
          inGuide={inGuide}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{complete ? 'Close' : 'Cancel'}</Button>
        {!complete && (
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add Modules'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

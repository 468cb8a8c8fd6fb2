import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { GUIDE_APPLICATIONS, isPublishedPage, type GuidePage, type UserGuideDetail } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { ConfirmDestructive } from '../layout/ConfirmDestructive.tsx';
import { AddModulesDialog } from './AddModulesDialog.tsx';
import { GuidePageDialog } from './GuidePageDialog.tsx';
import { useGuideCommand } from './useGuideCommand.tsx';
import { formatDate } from '../layout/dates.ts';

/**
 * The guide's module pages: each is edited on its own, and published ("publish guide") when it is
 * ready for the company to read, or taken back to draft. Modules the guide lacks can be added, and
 * one it should not have removed.
 */
export function GuideModulesPanel({ guide }: { guide: UserGuideDetail }) {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const [editing, setEditing] = useState<GuidePage | null>(null);
  const [adding, setAdding] = useState(false);
  // The page asked about stays named while the question fades out.
  const [removing, setRemoving] = useState<GuidePage | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A removed module's buttons are gone: the keyboard goes on from Add Modules instead.
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = useGuideCommand(
    guide.id,
    (page: GuidePage) => dataProvider.removeGuidePage(guide.id, page.id),
    (page) => `${page.moduleId} removed from the guide`,
  );
  const publish = useGuideCommand(
    guide.id,
    ({ page, published }: { page: GuidePage; published: boolean }) =>
      dataProvider.setGuidePagePublished(guide.id, page.id, published),
    ({ page, published }) => `${page.moduleId} ${published ? 'published' : 'moved back to draft'}`,
  );
  return (
    <Card component="section" aria-labelledby="guide-modules-heading">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack
          direction="row"
          sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id="guide-modules-heading" variant="h6" component="h2">
            Modules
          </Typography>
          {/* Always there, even once the guide has every module: the dialog says so, and the
              focus has a button to come back to when it closes. */}
          <Button
            ref={addButton}
            variant="outlined"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add Modules
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {guide.moduleCount === 0
            ? 'No modules yet. Add the modules this company uses: each starts as a draft from the baseline template, and the company’s page shows it once it is published.'
            : `${guide.publishedModuleCount} of ${guide.moduleCount} published. Only published modules appear on the company’s page.`}
        </Typography>
        {GUIDE_APPLICATIONS.map((application) => {
          const pages = guide.pages.filter((page) => page.application === application);
          if (pages.length === 0) return null;
          return (
            <Box key={application}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
                {application}
              </Typography>
              <List aria-label={`${application} modules`} disablePadding>
                {pages.map((page) => {
                  const published = isPublishedPage(page);
                  return (
                    <ListItem
                      key={page.id}
                      aria-label={page.moduleId}
                      divider
                      sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}
                    >
                      <Typography sx={{ flex: '1 1 10rem', fontWeight: 500 }}>{page.moduleId}</Typography>
                      <Chip
                        size="small"
                        label={published ? `Published ${formatDate(page.publishedAt!)}` : 'Draft'}
                        color={published ? 'success' : 'default'}
                        variant={published ? 'filled' : 'outlined'}
                      />
                      <Stack direction="row" sx={{ gap: 1 }}>
                        <Button
                          size="small"
                          onClick={() => setEditing(page)}
                          aria-label={`Edit ${page.moduleId}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          variant={published ? 'outlined' : 'contained'}
                          // Not `disabled` while a change is sent: a disabled button drops the
                          // keyboard's focus to the page, and this one is pressed by keyboard too.
                          aria-disabled={publish.isPending}
                          onClick={() => {
                            if (!publish.isPending) publish.mutate({ page, published: !published });
                          }}
                          aria-label={`${published ? 'Unpublish' : 'Publish'} ${page.moduleId}`}
                        >
                          {published ? 'Unpublish' : 'Publish'}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => {
                            setRemoving(page);
                            setConfirming(true);
                          }}
                          aria-label={`Remove ${page.moduleId}`}
                        >
                          Remove
                        </Button>
                      </Stack>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          );
        })}
      </CardContent>
      <ConfirmDestructive
        isOpen={confirming}
        loading={remove.isPending}
        title={`Remove ${removing?.moduleId ?? 'the module'} from the guide?`}
        content={
          removing && isPublishedPage(removing)
            ? `Its page and every edit to it leave the guide, and ${guide.companyName}’s people stop seeing it at once. Added again, the module starts from the template.`
            : 'Its draft page and every edit to it leave the guide. Added again, the module starts from the template.'
        }
        confirm="Remove"
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
        onExited={() => {
          if (removing && !guide.pages.some((page) => page.id === removing.id)) addButton.current?.focus();
          setRemoving(null);
        }}
      />
      {adding && <AddModulesDialog guide={guide} onClose={() => setAdding(false)} />}
      {editing && (
        <GuidePageDialog
          key={editing.id}
          guideId={guide.id}
          page={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

import RestoreIcon from '@mui/icons-material/Restore';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, HttpError, useDataProvider } from 'react-admin';
import { ContentIdSchema, MAX_CONTENT_ID, type ContentChangeKind, type ContentVersion } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { actorText, fieldValue } from './formatting.ts';
import { Empty, LoadError, Loading } from './RecoveryStates.tsx';
import { useRecoveryNotice } from './useRecoveryNotice.tsx';
import { formatDateTime } from '../layout/dates.ts';

const KIND_LABELS: Record<ContentChangeKind, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  restored: 'Restored',
};

/** The content form's own names for the fields (spec §2 content form). */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  identifier: 'Identifier',
  contentNumber: 'Content Number',
  application: 'Application',
  module: 'Module',
  level: 'Level',
  url: 'URL',
  keywords: 'Keywords',
  learningJourney: 'Learning Journey',
  thumbnail: 'Thumbnail',
};

const CONTENT_ID_HINT = `A content ID is a whole number from 1 to ${MAX_CONTENT_ID}.`;

const historyKey = (contentId: number) => ['recovery', 'history', contentId] as const;

const Changes = ({ version }: { version: ContentVersion }) =>
  version.changes.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {version.kind === 'deleted' ? 'Removed from the catalogue.' : 'Back in the catalogue, unchanged.'}
    </Typography>
  ) : (
    <Table size="small" aria-label={`Changes in version ${version.version}`}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {version.changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell>{FIELD_LABELS[change.field] ?? change.field}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{fieldValue(change.from)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{fieldValue(change.to)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

/**
 * Every version of one item, newest first, read from its event stream: who changed what, when.
 * An earlier version can be made current again (recorded as an update by this admin).
 */
export const ContentHistoryPanel = ({
  contentId,
  onContentIdChange,
}: {
  contentId: number | null;
  onContentIdChange: (contentId: number | null) => void;
}) => {
  const [typed, setTyped] = useState(contentId === null ? '' : String(contentId));
  const [typedError, setTypedError] = useState<string | null>(null);
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notice = useRecoveryNotice();
  const history = useQuery({
    queryKey: historyKey(contentId ?? 0),
    queryFn: async () => (await dataProvider.getContentHistory(contentId!)).data,
    enabled: contentId !== null,
    retry: false,
  });
  const [confirming, setConfirming] = useState<ContentVersion | null>(null);
  const restore = useMutation({
    mutationFn: async (version: ContentVersion) =>
      (
        await dataProvider.restoreContentVersion(
          contentId!,
          version.version,
          // The item as this history shows it: its newest version.
          history.data!.versions[0]!.at,
        )
      ).data,
    onSuccess: (item, version) =>
      notice.complete(`Version ${version.version} of "${item.title}" is the current one again.`),
    onError: notice.failed,
    // Whatever the outcome: after a refusal (412, changed meanwhile) its buttons would otherwise
    // send the same stale version again.
    onSettled: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: historyKey(contentId!) });
    },
  });

  // The server's own rule for an id: Number() would take '1e3' as 1000 and send 30 digits as
  // '1.2345678901234568e+29'. What cannot be an id is said at the field, and the item shown
  // before it goes, so no earlier result stands beside an input it does not belong to.
  const show = (event: FormEvent) => {
    event.preventDefault();
    const id = ContentIdSchema.safeParse(typed.trim());
    setTypedError(id.success ? null : CONTENT_ID_HINT);
    onContentIdChange(id.success ? id.data : null);
  };
  const current = history.data?.versions[0]?.fields;

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={show}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Content ID"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          error={typedError !== null}
          helperText={typedError}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained">
          Show History
        </Button>
      </Stack>
      {contentId === null ? (
        <Empty>
          Enter a content ID, or choose History beside a deleted item, to see every version of it.
        </Empty>
      ) : history.isPending ? (
        <Loading label={`Loading the history of content ${contentId}`} />
      ) : history.error ? (
        history.error instanceof HttpError && history.error.status === 404 ? (
          <Empty>No content with ID {contentId} has ever existed.</Empty>
        ) : (
          <LoadError
            title="Could not load the history"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        )
      ) : (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {current?.title} (ID {contentId}){' '}
            <Chip
              size="small"
              color={history.data.status === 'active' ? 'success' : 'default'}
              label={history.data.status === 'active' ? 'Live' : 'Deleted'}
            />
          </Typography>
          {history.data.status === 'deleted' && (
            <Typography variant="body2" color="text.secondary">
              Restore the item from Deleted Content before restoring one of its versions.
            </Typography>
          )}
          {history.data.versions.map((version) => (
            <Paper
              key={version.version}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={`Version ${version.version}`}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
              >
                <Typography>
                  <strong>
                    Version {version.version}: {KIND_LABELS[version.kind]}
                  </strong>{' '}
                  {formatDateTime(version.at)} by {actorText(version.by)}
                </Typography>
                {version.restorable && (
                  <Button
                    size="small"
                    startIcon={<RestoreIcon />}
                    onClick={() => setConfirming(version)}
                    aria-label={`Restore version ${version.version}`}
                  >
                    Restore this version
                  </Button>
                )}
              </Stack>
              <Changes version={version} />
            </Paper>
          ))}
        </Stack>
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={restore.isPending}
        title={confirming ? `Restore version ${confirming.version}?` : ''}
        content="Its fields become the current ones, recorded as an update by you. Later versions stay in the history."
        confirm="Restore"
        onConfirm={() => confirming && restore.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
};

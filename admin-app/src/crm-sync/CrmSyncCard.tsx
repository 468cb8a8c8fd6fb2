import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SyncIcon from '@mui/icons-material/Sync';
import WarningIcon from '@mui/icons-material/Warning';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { SyncStatus } from '@zen/contracts';
import { ConnectCrmButton } from './ConnectCrmButton.tsx';
import { SyncErrorList } from './SyncErrorList.tsx';
import { SyncNowButton } from './SyncNowButton.tsx';
import { useCrmSyncStatus } from './useCrmSync.tsx';
import { CRM_NAMES, errorCount, formatSyncTime, profilesSynced, triggerLabel } from './syncWording.ts';

const needsSetup = (crm: SyncStatus['crm']) => crm.kind === 'zoho' && !crm.connected;

/** An icon and its words, kept on one line together. */
const Flag = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
    {icon}
    {children}
  </Box>
);

const CrmConnection = ({ crm }: { crm: SyncStatus['crm'] }) => (
  <>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <span>{CRM_NAMES[crm.kind]}</span>
      {needsSetup(crm) ? (
        <Flag icon={<WarningIcon color="warning" fontSize="small" />}>Not connected</Flag>
      ) : (
        <Flag icon={<CheckCircleIcon color="success" fontSize="small" />}>Connected</Flag>
      )}
    </Box>
    {crm.kind === 'directory' && (
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Customer profiles come from the portal’s local directory file, so there is no CRM to connect.
      </Typography>
    )}
  </>
);

const LastSync = ({ lastSync }: { lastSync: SyncStatus['lastSync'] }) =>
  lastSync ? (
    <>
      <time dateTime={lastSync.finishedAt}>{formatSyncTime(lastSync.finishedAt)}</time>
      {` · ${triggerLabel(lastSync.trigger)}`}
    </>
  ) : (
    'Not run yet'
  );

const SyncResultSummary = ({ lastSync }: { lastSync: NonNullable<SyncStatus['lastSync']> }) => (
  <>
    <div>{profilesSynced(lastSync.syncedCount)}</div>
    {lastSync.errors.length > 0 && (
      <>
        <Box sx={{ mt: 0.5 }}>
          <Flag icon={<WarningIcon color="warning" fontSize="small" />}>
            {errorCount(lastSync.errors.length)}:
          </Flag>
        </Box>
        <SyncErrorList errors={lastSync.errors} />
      </>
    )}
  </>
);

/** The facts as a description list: a screen reader says which is the time and which the result. */
const SyncDetails = ({ status }: { status: SyncStatus }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: 2,
      rowGap: 1.5,
      m: 0,
      '& dt': { color: 'text.secondary', fontWeight: 500 },
      '& dd': { m: 0 },
    }}
  >
    <dt>CRM</dt>
    <dd>
      <CrmConnection crm={status.crm} />
    </dd>
    {/* Of every profile at once (Sync Now, the nightly run): each profile also has its own sync
        time, from sign-up on, so a bare 'Last sync: Never' read as if none had ever been synced. */}
    <dt>Last sync of all profiles</dt>
    <dd>
      <LastSync lastSync={status.lastSync} />
    </dd>
    {status.lastSync && (
      <>
        <dt>Result</dt>
        <dd>
          <SyncResultSummary lastSync={status.lastSync} />
        </dd>
      </>
    )}
  </Box>
);

const DetailsLoading = () => (
  <Box aria-hidden>
    <Skeleton width="70%" />
    <Skeleton width="55%" />
    <Skeleton width="40%" />
  </Box>
);

/**
 * Spec §2 'CRM Profile Sync card': where profiles come from, the last run and its result, and
 * 'Sync Now'. The nightly sync (spec §9) shows here as 'Scheduled'.
 */
export const CrmSyncCard = () => {
  const headingId = useId();
  const { data: status, error, refetch, isPending } = useCrmSyncStatus();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <SyncIcon color="primary" />
          <Typography id={headingId} component="h2" variant="h6">
            CRM Profile Sync
          </Typography>
        </Stack>
        {status ? (
          <SyncDetails status={status} />
        ) : error ? (
          <Alert severity="error" action={<Button onClick={() => refetch()}>Try Again</Button>}>
            <AlertTitle>Failed to fetch the CRM sync status</AlertTitle>
            {error.message}
          </Alert>
        ) : (
          isPending && <DetailsLoading />
        )}
        {status && needsSetup(status.crm) && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>CRM Setup Required</AlertTitle>
            Connect Zoho CRM so that customers can be validated and their profiles synced.
          </Alert>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <SyncNowButton />
        {status?.crm.kind === 'zoho' && <ConnectCrmButton />}
      </CardActions>
    </Card>
  );
};

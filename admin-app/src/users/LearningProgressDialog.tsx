import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { individualProgressFileName, type AdminUserRow } from '@zen/contracts';
import { BusyButton } from '../layout/BusyButton.tsx';
import { LearningProgress } from './LearningProgress.tsx';
import { useDownload } from './useDownload.tsx';
import { UserDialog } from './UserDialog.tsx';
import { individualProgressUrl } from './usersApi.ts';
import { displayName } from './wording.ts';

/** The Learning Progress dialog (spec §2 User Management) with Download PDF. */
export const LearningProgressDialog = ({ user, onClose }: { user: AdminUserRow; onClose: () => void }) => {
  const { download, downloading } = useDownload();
  return (
    <UserDialog
      open
      onClose={onClose}
      title={`Learning Progress: ${displayName(user)}`}
      actions={
        <>
          <BusyButton
            variant="contained"
            startIcon={<DownloadIcon />}
            busy={downloading}
            onClick={() =>
              void download(
                individualProgressUrl(user.email),
                individualProgressFileName(user.firstName, user.lastName),
                'Progress report',
              )
            }
          >
            {downloading ? 'Downloading…' : 'Download PDF'}
          </BusyButton>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <LearningProgress user={user} />
    </UserDialog>
  );
};

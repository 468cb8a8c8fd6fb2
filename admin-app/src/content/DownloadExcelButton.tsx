import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { HttpError, useListContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { contentExportFileName } from '@zen/contracts';
import { BusyButton } from '../layout/BusyButton.tsx';
import { Notice } from '../layout/Notice.tsx';
import { byteCount, fileNameFrom, saveResponse } from './downloadFile.ts';

export const CONTENT_EXPORT_URL = '/api/admin/content/download';

/** Spec §8 'Downloads' and 'Content': the exact words of both outcomes. */
const DOWNLOAD_COMPLETE = 'Download Complete';
const DOWNLOAD_FAILED = 'Download Failed';
const COULD_NOT_DOWNLOAD = 'Could not download content export.';

/** The list's filters as the export's `filter` parameter: the workbook holds what the list selects. */
const exportUrl = (filterValues: Record<string, unknown>): string =>
  Object.keys(filterValues).length === 0
    ? CONTENT_EXPORT_URL
    : `${CONTENT_EXPORT_URL}?${new URLSearchParams({ filter: JSON.stringify(filterValues) })}`;

/**
 * 'Download Excel' (spec §2 Content Management): fetches the workbook the server streams, shows
 * how much has arrived while it downloads, saves it as content-export-{date}.xlsx and says how it
 * went. A signed-out or demoted session is handled as for any other call.
 */
export const DownloadExcelButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    setReceived(0);
    try {
      const response = await fetch(exportUrl(filterValues), { credentials: 'include' });
      if (!response.ok) throw new HttpError(response.statusText, response.status);
      const name =
        fileNameFrom(response.headers.get('content-disposition')) ?? contentExportFileName(new Date());
      await saveResponse(response, name, setReceived);
      notify(
        <Notice severity="success" title={DOWNLOAD_COMPLETE}>
          {name}
        </Notice>,
      );
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      notify(
        <Notice severity="error" title={DOWNLOAD_FAILED}>
          {COULD_NOT_DOWNLOAD}
        </Notice>,
        { type: 'error' },
      );
    } finally {
      setReceived(null);
    }
  };

  const downloading = received !== null;
  return (
    <BusyButton
      size="small"
      startIcon={<FileDownloadIcon />}
      busy={downloading}
      onClick={() => void download()}
      // The label changes as bytes arrive; a polite live region reads it out without interrupting.
      aria-live="polite"
    >
      {downloading ? `Downloading… ${received > 0 ? byteCount(received) : ''}`.trim() : 'Download Excel'}
    </BusyButton>
  );
};

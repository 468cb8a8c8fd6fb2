import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from 'react-admin';

export const CONTENT_EXPORT_URL = '/api/admin/content/download';

/**
 * A plain download link: the browser sends the session cookie and saves the workbook under the
 * name the server gives it (content-export-{date}.xlsx), with no copy of the file in memory here.
 */
export const DownloadExcelButton = () => (
  <Button label="Download Excel" component="a" href={CONTENT_EXPORT_URL} download>
    <FileDownloadIcon />
  </Button>
);

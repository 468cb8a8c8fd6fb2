import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Notice } from '../layout/Notice.tsx';

/** The file name the server gave, from Content-Disposition; `fallback` when there is none. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]!) : fallback;
};

/**
 * Downloads a file the API makes (spec §8 'Download Complete' / 'Download Failed'): fetched with the
 * session cookie, then saved under the server's name. `downloading` drives the button's busy state.
 */
export const useDownload = () => {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async (url: string, fallbackName: string, what: string) => {
    setDownloading(true);
    try {
      const response = await fetch(url, { credentials: 'include' });
      if (!response.ok)
        throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file; the object URL can go once the click is handled.
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      notify(
        <Notice severity="success" title="Download Complete">
          {`${what} saved as ${link.download}`}
        </Notice>,
      );
    } catch {
      notify(
        <Notice severity="error" title="Download Failed">
          {`Could not download the ${what.toLowerCase()}.`}
        </Notice>,
      );
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
};

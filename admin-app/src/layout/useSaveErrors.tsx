import { useNotify, useRedirect } from 'react-admin';
import { savedNotYetShown } from '../problem.ts';
import { Notice } from './Notice.tsx';

const savedNotice = (saved: string) => (
  <Notice severity="warning" title="Saved">
    {saved}
  </Notice>
);

/**
 * A create or edit form's `onError`: the saved-but-not-yet-shown 503 is said as a warning and the
 * form leaves for the list, as after a save. A second click would otherwise make a second item (a
 * creation is not idempotent), or be refused as an edit of something changed since it was read
 * (412), the change being this very save. Any other failure is told as react-admin tells it, and
 * the form stays with what was typed (its field errors shown by react-admin).
 */
export const useSaveErrors = (resource: string) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (error: unknown) => {
    const saved = savedNotYetShown(error);
    if (saved) {
      notify(savedNotice(saved));
      redirect('list', resource);
      return;
    }
    notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
      type: 'error',
    });
  };
};

/**
 * For a dialog's save: true when it failed as saved but not yet shown (503), which is then said
 * as a warning, the lists read again and the dialog closed, as after a save. Saving again would be
 * refused as an edit of something changed since it was read (412), the change being this one.
 */
export const useClosedAsSaved = (onClose: () => void, refresh: () => Promise<unknown>) => {
  const notify = useNotify();
  return (error: unknown): boolean => {
    const saved = savedNotYetShown(error);
    if (!saved) return false;
    notify(savedNotice(saved));
    void refresh();
    onClose();
    return true;
  };
};

import { useNotify, useRedirect } from 'react-admin';
import { savedNotYetShown } from '../problem.ts';
import { Notice } from './Notice.tsx';

/**
 * Tells a command's failure that is the 503 'Saved, not yet visible' (the change is saved, the
 * lists have not caught up with it) as what it is: a warning titled `title` with the server's
 * words, after which `afterSaved` runs what a success would have (read again, close, leave).
 * Shown as an error, it invites doing the same thing again, which makes a second item or is
 * refused (412 'changed by someone else', 400 'already in this guide'), the change being this
 * very one. Whether the failure was that one; any other is the caller's to tell.
 */
export const useToldAsSaved = (title = 'Saved') => {
  const notify = useNotify();
  return (error: unknown, afterSaved?: () => void): boolean => {
    const saved = savedNotYetShown(error);
    if (saved === undefined) return false;
    notify(
      <Notice severity="warning" title={title}>
        {saved}
      </Notice>,
    );
    afterSaved?.();
    return true;
  };
};

/**
 * A create or edit form's `onError`: the saved-but-not-yet-shown 503 is told as saved and the form
 * leaves for the list, as after a save. Any other failure is told as react-admin tells it, and
 * the form stays with what was typed (its field errors shown by react-admin).
 */
export const useSaveErrors = (resource: string) => {
  const redirect = useRedirect();
  const toldAsSaved = useToldAsSaved();
  const toldAsFailed = useToldAsFailed();
  return (error: unknown) => {
    if (!toldAsSaved(error, () => redirect('list', resource))) toldAsFailed(error);
  };
};

/** A failure told as react-admin tells one: the error's words, or its generic ones. */
export const useToldAsFailed = () => {
  const notify = useNotify();
  return (error: unknown) =>
    notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
      type: 'error',
    });
};

/**
 * For a dialog's save: true when it failed as saved but not yet shown (503), which is then told
 * as saved, the lists read again and the dialog closed, as after a save.
 */
export const useClosedAsSaved = (onClose: () => void, refresh: () => Promise<unknown>) => {
  const toldAsSaved = useToldAsSaved();
  return (error: unknown): boolean =>
    toldAsSaved(error, () => {
      void refresh();
      onClose();
    });
};

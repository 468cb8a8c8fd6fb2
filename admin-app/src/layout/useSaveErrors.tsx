import { useNotify, useRedirect } from 'react-admin';
import { problemMessage, problemOf } from '../problem.ts';
import { Notice } from './Notice.tsx';

/**
 * The 503 a command answers when its change is saved but the read model did not show it in time
 * (docs/api.md, Conventions): a success whose list may be a moment behind, not a failure.
 */
const savedNotYetShown = (error: unknown): string | undefined => {
  const problem = problemOf(error);
  return problem?.status === 503 && problem.title === 'Saved, not yet visible'
    ? problemMessage(problem)
    : undefined;
};

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
      notify(
        <Notice severity="warning" title="Saved">
          {saved}
        </Notice>,
      );
      redirect('list', resource);
      return;
    }
    notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
      type: 'error',
    });
  };
};

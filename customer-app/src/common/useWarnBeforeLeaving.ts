import { useEffect } from 'react';

/**
 * While `unsaved` is true, closing the tab, reloading or leaving the app for another address asks
 * the browser's own "Leave site? Changes you made may not be saved." first. Browsers show their own
 * words, not ours, and only after the person has interacted with the page.
 */
export const useWarnBeforeLeaving = (unsaved: boolean): void => {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
};

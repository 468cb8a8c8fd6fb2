import { useSyncExternalStore } from 'react';

/**
 * Whether an open dialog has hidden the app from assistive technology. While a MUI modal is open
 * it marks every other child of the body `aria-hidden`, the app's root included, so what the root
 * shows (the connection banner) is neither announced nor found by role until the dialog closes.
 */
const appRoot = () => document.getElementById('root');

const subscribe = (onChange: () => void) => {
  const root = appRoot();
  if (!root) return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
};

const hidden = () => appRoot()?.getAttribute('aria-hidden') === 'true';

export const useHiddenByDialog = (): boolean => useSyncExternalStore(subscribe, hidden);

/**
 * Whether an open dialog has hidden an app's root from assistive technology: while a MUI modal is
 * open it marks every other child of the body `aria-hidden`, the app's root (`#root`) included.
 * What the root shows meanwhile (a connection notice, a toast) is then neither announced nor found
 * by role until the dialog closes, so such things live in the body instead (heardOverDialogs), or,
 * where they must stay in the page's flow, are said again from there while the root is hidden
 * (`rootHiddenByDialog`, a store for React's `useSyncExternalStore`). Kept here so both apps share
 * it; this package has no DOM types, hence the few it needs spelled out.
 */
type Root = { getAttribute(name: string): string | null };
type Browser = {
  document: { getElementById(id: string): Root | null };
  MutationObserver: new (onChange: () => void) => {
    observe(target: Root, options: { attributes: boolean; attributeFilter: string[] }): void;
    disconnect(): void;
  };
};

const browser = () => globalThis as unknown as Browser;
const appRoot = () => browser().document.getElementById('root');

export const rootHiddenByDialog = {
  subscribe(onChange: () => void): () => void {
    const root = appRoot();
    if (!root) return () => undefined;
    const observer = new (browser().MutationObserver)(onChange);
    observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  },
  get: (): boolean => appRoot()?.getAttribute('aria-hidden') === 'true',
};

type Heard = Root & { removeAttribute(name: string): void };

/**
 * A ref for an element that speaks over dialogs (put into the body after the first one opened):
 * keeps it out of what a dialog opened on top of that one hides. MUI hides the body's other
 * children again for each dialog, and shows them again only when the last one closes. Returns
 * the undo, which React 19 calls when the element goes.
 */
export const heardOverDialogs = (element: Heard | null): (() => void) | undefined => {
  if (!element) return undefined;
  const unhide = () => {
    if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden');
  };
  const observer = new (browser().MutationObserver)(unhide);
  observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
};

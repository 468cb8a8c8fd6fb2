import { use, useSyncExternalStore, type ComponentType } from 'react';
import type { RichTextEditorProps } from './RichTextInput.tsx';

/**
 * The rich-text editor (TipTap and ProseMirror) comes in its own chunk, loaded the first time a
 * form shows an editor and shared by every editor on the page. A failed load is kept (each render
 * would otherwise start another request) until Try Again forgets it; `lazy()` keeps it for good.
 */
let chunk: Promise<{ default: ComponentType<RichTextEditorProps> }> | undefined;
let chunkFailed = false;
const editorChunk = () =>
  (chunk ??= import('./TipTapEditor.tsx').catch((error: unknown) => {
    chunkFailed = true;
    throw error;
  }));

/** Suspends until the editor's chunk is loaded; throws to the nearest error boundary if it fails. */
export function LazyTipTapEditor(props: RichTextEditorProps) {
  const { default: TipTapEditor } = use(editorChunk());
  return <TipTapEditor {...props} />;
}

/**
 * Every editor of the page shows its failure in its own field; one Try Again brings them all back
 * (they failed together, over the same chunk), so it counts as a new attempt for each of them.
 */
let attempt = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useEditorAttempt = () => useSyncExternalStore(subscribe, () => attempt);
export const tryEditorsAgain = () => {
  if (chunkFailed) {
    chunk = undefined;
    chunkFailed = false;
  }
  attempt += 1;
  for (const listener of listeners) listener();
};

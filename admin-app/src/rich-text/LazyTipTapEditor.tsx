import { use, useSyncExternalStore, type ComponentType } from 'react';
import { chunkLoader } from '@zen/contracts';
import type { RichTextEditorProps } from './RichTextInput.tsx';

/**
 * The rich-text editor (TipTap and ProseMirror) comes in its own chunk, loaded the first time a
 * form shows an editor and shared by every editor on the page. An import that fails is tried again
 * by itself a few times; after that the failure is kept (each render would otherwise send another
 * request) until Try Again forgets it, where `lazy()` would keep it for good.
 */
const editorChunk = chunkLoader<{ default: ComponentType<RichTextEditorProps> }>(
  () => import('./TipTapEditor.tsx'),
);

/** Suspends until the editor's chunk is loaded; throws to the nearest error boundary if it fails. */
export function LazyTipTapEditor(props: RichTextEditorProps) {
  const { default: TipTapEditor } = use(editorChunk.load());
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
  editorChunk.retry();
  attempt += 1;
  for (const listener of listeners) listener();
};

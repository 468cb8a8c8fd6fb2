import { use, type ComponentType } from 'react';
import { chunkLoader } from '@zen/contracts';

/**
 * A component whose code is its own chunk, loaded when it first renders (contracts' chunkLoader:
 * a failed import is tried again by itself, then kept as failed until `retry`). Render it under
 * Suspense and an error boundary whose way on calls `retry` first. `lazy()` would keep a failed
 * load for the life of the page, so only a reload would bring the component back.
 */
export const chunkComponent = <P extends object>(
  importChunk: () => Promise<{ default: ComponentType<P> }>,
) => {
  const loader = chunkLoader(importChunk);
  function ChunkComponent(props: P) {
    const { default: Component } = use(loader.load());
    return <Component {...props} />;
  }
  return { Component: ChunkComponent, retry: loader.retry };
};

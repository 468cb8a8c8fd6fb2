import type { Application, ContentType } from '@zen/contracts';
import { contentStreamName } from '@zen/contracts';
import type { EventStore } from '@zen/platform';
import { evolve, initialState } from './content.ts';

/** What other aggregates' decisions need to know about a content item they refer to. */
export type CatalogueEntry = {
  id: number;
  title: string;
  type: ContentType;
  url: string;
  application: Application;
  module: string;
};

/**
 * The named content items that exist (created and not deleted), read from their own streams: the
 * write side's truth, so a decision does not depend on how far a read model has caught up (the
 * demo seed, for one, decides before any projection runs).
 */
export const loadCatalogueEntries = async (
  eventStore: EventStore,
  ids: readonly number[],
): Promise<Map<number, CatalogueEntry>> => {
  const found = await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const { state } = await eventStore.aggregateStream(contentStreamName(id), { evolve, initialState });
      if (state.status !== 'active') return undefined;
      const { title, type, url, application, module } = state.fields;
      return { id, title, type, url, application, module } satisfies CatalogueEntry;
    }),
  );
  return new Map(found.filter((entry) => entry !== undefined).map((entry) => [entry.id, entry]));
};

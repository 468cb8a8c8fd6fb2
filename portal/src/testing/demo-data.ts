import { handleContentCommand, nextContentId } from '@zen/command-service';
import { createEventStore, type Pool } from '@zen/platform';
import { waitForReadModelsAtRest } from '@zen/projections';
import { demoCatalogue } from '../demo/catalogue.ts';
import { seedDemoGuides } from '../demo/guides.ts';

/**
 * The demo catalogue and the demo company's (Acme Corporation's) user guide, written through
 * their commands as the seed writes them, with every read model caught up.
 */
export const writeDemoCatalogueAndGuide = async ({
  pool,
  databaseUrl,
}: {
  pool: Pool;
  databaseUrl: string;
}) => {
  const eventStore = createEventStore(databaseUrl);
  try {
    for (const form of demoCatalogue()) {
      const contentId = await nextContentId(pool);
      await handleContentCommand(eventStore, {
        type: 'CreateContent',
        data: { contentId, by: 'seed', at: new Date().toISOString(), form },
      });
    }
  } finally {
    await eventStore.close();
  }
  await waitForReadModelsAtRest(pool);
  await seedDemoGuides({ pool, databaseUrl });
  await waitForReadModelsAtRest(pool);
};

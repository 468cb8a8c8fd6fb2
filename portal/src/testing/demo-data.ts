import { handleContentCommand, nextContentId } from '@zen/command-service';
import { createEventStore, type Pool } from '@zen/platform';
import { PROJECTIONS, waitForProjections } from '@zen/projections';
import { demoCatalogue } from '../demo/catalogue.ts';
import { seedDemoGuides } from '../demo/guides.ts';

/** Every read model has applied the last event in the log. */
export const settleProjections = async (pool: Pool): Promise<void> => {
  const { rows } = await pool.query<{ last: string | null }>(
    'SELECT max(global_position) AS last FROM emt_messages',
  );
  if (!rows[0]?.last) return;
  await waitForProjections(
    pool,
    undefined,
    PROJECTIONS.map((projection) => projection.name),
    Number(rows[0].last),
    30_000,
  );
};

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
  await settleProjections(pool);
  await seedDemoGuides({ pool, databaseUrl });
  await settleProjections(pool);
};

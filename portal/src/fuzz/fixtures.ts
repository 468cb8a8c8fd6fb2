import { hashPassword } from '@zen/platform';
import { createAccounts, namedDetails } from '../accounts.ts';
import { waitForReadModelsAtRest } from '@zen/projections';
import { writeDemoCatalogueAndGuide } from '../testing/demo-data.ts';
import { TEST_ADMIN, TEST_PASSWORD, type TestPortal } from '../testing/portal.ts';

/** A customer whose id admin routes may name: deactivating it costs the fuzz nothing. */
export const FUZZ_VICTIM = 'victim@globex.example';

/** Real values for path and query parameters by name, so generated requests reach the handlers. */
export type KnownValues = Record<string, string[]>;

/**
 * The demo catalogue and the demo company's user guide, written through their commands as the
 * seed does, a synonym group, and a second customer: something for every route to find, so a request with a real
 * id gets past "not found" into the code behind it.
 */
export const writeFixtures = async (portal: TestPortal): Promise<KnownValues> => {
  await writeDemoCatalogueAndGuide(portal);
  const [victimId] = await createAccounts(portal.pool, portal.databaseUrl, [
    {
      email: FUZZ_VICTIM,
      passwordHash: await hashPassword(TEST_PASSWORD),
      details: namedDetails('Vic', 'Tim'),
    },
  ]);
  const admin = await portal.agent(TEST_ADMIN);
  await admin
    .post('/api/admin/synonyms')
    .send({ terms: ['pto', 'leave', 'time off'] })
    .expect(201);
  await waitForReadModelsAtRest(portal.pool);

  const column = async (sql: string) =>
    (await portal.pool.query<{ value: string }>(sql)).rows.map((row) => String(row.value));
  const contentIds = await column('SELECT id AS value FROM content_catalogue ORDER BY id LIMIT 3');
  const guideIds = await column('SELECT id AS value FROM user_guides LIMIT 2');
  const guidePageIds = await column('SELECT id AS value FROM user_guide_pages LIMIT 2');
  const templatePageIds = await column('SELECT id AS value FROM user_guide_template_pages LIMIT 2');
  const synonymGroupIds = await column('SELECT id AS value FROM search_synonyms LIMIT 1');
  return {
    id: [...contentIds, victimId!, ...templatePageIds, ...synonymGroupIds],
    contentId: contentIds,
    version: ['1', '2'],
    guideId: guideIds,
    pageId: guidePageIds,
    sessionId: ['s'],
    email: [FUZZ_VICTIM],
    companySlugOrName: ['acme', 'acme-corporation', 'Acme Corporation'],
    application: ['Zoho People', 'Zoho Recruit'],
  };
};

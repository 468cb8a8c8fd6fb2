import { randomBytes, randomUUID } from 'node:crypto';
import { handleContentCommand, nextContentId } from '@zen/command-service';
import { createEventStore, ensureUser, findUserByEmail, hashPassword, type Pool } from '@zen/platform';
import { demoCatalogue } from './catalogue.ts';

export const DEMO_ADMIN = { email: 'admin@provider.example', firstName: 'Avery', lastName: 'Admin' };
export const DEMO_CUSTOMER = { email: 'customer@acme.example', firstName: 'Casey', lastName: 'Customer' };

export type SeedResult = { seeded: boolean; password?: string; contentItems: number };

/**
 * Loads the demo data set once: the two demo accounts and the demo catalogue, the catalogue
 * through the content commands so the log holds real events. Does nothing on later starts.
 */
export const seedDemoData = async (
  pool: Pool,
  databaseUrl: string,
  demoPassword?: string,
): Promise<SeedResult> => {
  if (await findUserByEmail(pool, DEMO_ADMIN.email)) return { seeded: false, contentItems: 0 };
  const password = demoPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);

  // The admin account is the marker of a finished seed, so it is written last; its id is known
  // up front because the catalogue's events name who created each item.
  const adminId = randomUUID();
  const eventStore = createEventStore(databaseUrl);
  const at = new Date().toISOString();
  let contentItems = 0;
  try {
    for (const form of demoCatalogue()) {
      const contentId = await nextContentId(pool);
      await handleContentCommand(eventStore, {
        type: 'CreateContent',
        data: { contentId, by: adminId, at, form },
      });
      contentItems += 1;
    }
  } finally {
    await eventStore.close();
  }
  await ensureUser(pool, { ...DEMO_CUSTOMER, passwordHash });
  await ensureUser(pool, { ...DEMO_ADMIN, passwordHash, id: adminId });
  return { seeded: true, password: demoPassword ? undefined : password, contentItems };
};

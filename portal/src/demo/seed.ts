import { randomBytes, randomUUID } from 'node:crypto';
import {
  allowDomains,
  directoryDomains,
  handleContentCommand,
  handleSynonymCommand,
  nextContentId,
  resolveDirectoryFile,
  type CrmGateway,
} from '@zen/command-service';
import { createEventStore, findAccountByEmail, hashPassword, type Config, type Pool } from '@zen/platform';
import { createAccounts, namedDetails } from '../accounts.ts';
import { demoCatalogue } from './catalogue.ts';
import { seedDemoGuides } from './guides.ts';
import { seedDemoLearner } from './learner.ts';

export const DEMO_ADMIN = { email: 'admin@provider.example', firstName: 'Avery', lastName: 'Admin' };
/** The demo's synonym group (issue 11). */
const DEMO_SYNONYMS = ['2fa', 'mfa', 'two factor'];
export const DEMO_CUSTOMER = { email: 'customer@acme.example', firstName: 'Casey', lastName: 'Customer' };

export type SeedResult = { seeded: boolean; password?: string; contentItems: number };
export type SeedDeps = { pool: Pool; databaseUrl: string; config: Config; crm: CrmGateway };

/**
 * Who may sign in, applied at every start so configuration changes take effect: the staff
 * domain, the CRM directory's company domains, and PORTAL_ALLOWED_DOMAINS.
 */
export const allowConfiguredDomains = async ({ pool, config }: Pick<SeedDeps, 'pool' | 'config'>) => {
  const directory =
    config.CRM_MODE === 'directory'
      ? await directoryDomains(resolveDirectoryFile(config.CRM_DIRECTORY_FILE))
      : [];
  await allowDomains(pool, [config.PORTAL_ADMIN_DOMAIN, ...directory, ...config.PORTAL_ALLOWED_DOMAINS]);
};

/**
 * Loads the demo data set once: the demo catalogue through the content commands (so the log
 * holds real events), then the two demo accounts with their CRM records and completed profiles.
 * The admin account is the marker of a finished seed, so it is written last.
 */
export const seedDemoData = async (deps: SeedDeps, demoPassword?: string): Promise<SeedResult> => {
  const { pool, databaseUrl, crm } = deps;
  if (await findAccountByEmail(pool, DEMO_ADMIN.email)) return { seeded: false, contentItems: 0 };
  const password = demoPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const eventStore = createEventStore(databaseUrl);
  const at = new Date().toISOString();
  let contentItems = 0;
  try {
    for (const form of demoCatalogue()) {
      const contentId = await nextContentId(pool);
      await handleContentCommand(eventStore, {
        type: 'CreateContent',
        data: { contentId, by: 'seed', at, form },
      });
      contentItems += 1;
    }
    // One group staff would keep, so search by synonym shows on a fresh start: "2fa" finds the
    // two-factor item, whose keywords say MFA.
    await handleSynonymCommand(eventStore, {
      type: 'CreateSynonymGroup',
      data: { groupId: randomUUID(), by: 'seed', at, terms: DEMO_SYNONYMS },
    });
  } finally {
    await eventStore.close();
  }
  await seedDemoGuides({ pool, databaseUrl });
  const accounts = [];
  for (const person of [DEMO_CUSTOMER, DEMO_ADMIN]) {
    const lookup = await crm.findContactByEmail(person.email);
    const contact = lookup.status === 'found' ? lookup.contact : null;
    accounts.push({
      email: person.email,
      passwordHash,
      contact,
      // What the CRM knows fills the profile, as a real sign-up's completed profile would.
      details: {
        ...namedDetails(contact?.firstName ?? person.firstName, contact?.lastName ?? person.lastName),
        mobile: contact?.mobile ?? null,
        jobTitle: contact?.jobTitle ?? null,
      },
      awaitReadModels: false,
    });
  }
  await createAccounts(pool, databaseUrl, accounts);
  await seedDemoLearner({ pool, databaseUrl }, DEMO_CUSTOMER.email);
  return { seeded: true, password: demoPassword ? undefined : password, contentItems };
};

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
import { createEventStore, hashPassword, updatePasswordHash, type Config, type Pool } from '@zen/platform';
import { createAccounts, namedDetails } from '../accounts.ts';
import { demoCatalogue } from './catalogue.ts';
import { seedDemoGuides } from './guides.ts';
import {
  demoItemsWritten,
  type DemoItemsWritten,
  registeredAccountId,
  SEED_AUTHOR,
  synonymsSeeded,
  whileSeedLocked,
} from './interrupted-seed.ts';
import { seedDemoLearner } from './learner.ts';

export const DEMO_ADMIN = { email: 'admin@provider.example', firstName: 'Avery', lastName: 'Admin' };
/** The demo's synonym group (issue 11). */
const DEMO_SYNONYMS = ['2fa', 'mfa', 'two factor'];
export const DEMO_CUSTOMER = { email: 'customer@acme.example', firstName: 'Casey', lastName: 'Customer' };

export type SeedResult = { seeded: boolean; password?: string; contentItems: number };
export type SeedDeps = {
  pool: Pool;
  databaseUrl: string;
  config: Config;
  /** The seed only looks its two people up. */
  crm: Pick<CrmGateway, 'findContactByEmail'>;
};

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
 * holds real events), the synonym group and the user guides, then the demo customer with their
 * learning journey, and last the admin account, the marker of a finished seed. A seed that
 * stopped part-way is finished by the next one, which adds only what is missing
 * (interrupted-seed.ts); the password is the new seed's, since nobody saw the earlier one.
 */
export const seedDemoData = (deps: SeedDeps, demoPassword?: string): Promise<SeedResult> =>
  whileSeedLocked(deps.pool, async () => {
    const { pool, databaseUrl } = deps;
    if (await registeredAccountId(pool, DEMO_ADMIN.email)) return { seeded: false, contentItems: 0 };
    const password = demoPassword ?? randomBytes(9).toString('base64url');
    const passwordHash = await hashPassword(password);
    const written = await demoItemsWritten(pool);
    const contentItems = await seedDemoCatalogue(pool, databaseUrl, written);
    await seedDemoGuides({ pool, databaseUrl });
    const customerId = await demoAccount(deps, DEMO_CUSTOMER, passwordHash);
    await seedDemoLearner({ pool, databaseUrl }, customerId, written.startedAt);
    await demoAccount(deps, DEMO_ADMIN, passwordHash);
    return { seeded: true, password: demoPassword ? undefined : password, contentItems };
  });

/** The demo catalogue's items and its synonym group, those not written yet; answers how many items. */
const seedDemoCatalogue = async (
  pool: Pool,
  databaseUrl: string,
  written: DemoItemsWritten,
): Promise<number> => {
  const catalogue = demoCatalogue();
  const at = written.startedAt.toISOString();
  const eventStore = createEventStore(databaseUrl);
  try {
    for (const form of catalogue) {
      if (written.titles.has(form.title)) continue;
      const contentId = await nextContentId(pool);
      await handleContentCommand(eventStore, {
        type: 'CreateContent',
        data: { contentId, by: SEED_AUTHOR, at, form },
      });
    }
    // One group staff would keep, so search by synonym shows on a fresh start: "2fa" finds the
    // two-factor item, whose keywords say MFA.
    if (!(await synonymsSeeded(pool))) {
      await handleSynonymCommand(eventStore, {
        type: 'CreateSynonymGroup',
        data: { groupId: randomUUID(), by: SEED_AUTHOR, at, terms: DEMO_SYNONYMS },
      });
    }
  } finally {
    await eventStore.close();
  }
  return catalogue.length;
};

/**
 * A demo account with its CRM record and completed profile; one an interrupted seed registered
 * is kept, with this seed's password.
 */
const demoAccount = async (
  { pool, databaseUrl, crm }: SeedDeps,
  person: typeof DEMO_ADMIN,
  passwordHash: string,
): Promise<string> => {
  const registered = await registeredAccountId(pool, person.email);
  if (registered) {
    await updatePasswordHash(pool, registered, passwordHash);
    return registered;
  }
  const lookup = await crm.findContactByEmail(person.email);
  const contact = lookup.status === 'found' ? lookup.contact : null;
  const [id] = await createAccounts(pool, databaseUrl, [
    {
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
    },
  ]);
  return id!;
};

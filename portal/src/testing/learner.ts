import type { ContentFormInput, ContentItem, CrmContact } from '@zen/contracts';
import { hashPassword } from '@zen/platform';
import { createAccounts, namedDetails } from '../accounts.ts';
import { TEST_PASSWORD, type TestPortal } from './portal.ts';

export type Agent = Awaited<ReturnType<TestPortal['agent']>>;

/** A CRM record for a test customer: what the profile's module access is made of. */
export const crmContact = (
  email: string,
  access: Partial<Pick<CrmContact, 'applications' | 'peopleModulesAccess' | 'recruitModulesAccess'>> = {},
): CrmContact => ({
  crmContactId: `crm-${email}`,
  email,
  firstName: 'Test',
  lastName: 'Learner',
  mobile: null,
  jobTitle: null,
  companyId: 'globex',
  companyName: 'Globex Corporation',
  applications: [],
  recruitModulesAccess: [],
  peopleModulesAccess: [],
  supportContract: 'Basic',
  userguideService: false,
  serviceAccess: {
    contentLookup: true,
    instantChatSupport: false,
    supportTickets: false,
    companyUserGuide: false,
  },
  active: true,
  ...access,
});

/**
 * A customer's CRM record whose company has the priority support package (Instant Chat, and the
 * user guide service) or only the basic one.
 */
export const supportContact = (email: string, instantChatSupport: boolean): CrmContact => ({
  ...crmContact(email, { applications: ['People'] }),
  supportContract: instantChatSupport ? 'Priority' : 'Basic',
  serviceAccess: {
    contentLookup: true,
    instantChatSupport,
    supportTickets: true,
    companyUserGuide: instantChatSupport,
  },
});

/**
 * Another signed-in customer with a completed profile; with a CRM record when its module access
 * matters. Returns the agent and the account id.
 */
export const addCustomer = async (
  portal: TestPortal,
  email: string,
  contact?: CrmContact,
  name: [string, string] = ['Robin', 'Learner'],
): Promise<{ agent: Agent; userId: string }> => {
  const [userId] = await createAccounts(portal.pool, portal.databaseUrl, [
    {
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      contact: contact ?? null,
      details: namedDetails(...name),
    },
  ]);
  return { agent: await portal.agent(email), userId: userId! };
};

/** A customer who has just signed up: signed in, their profile still to be completed. */
export const addCustomerToComplete = async (portal: TestPortal, email: string, contact: CrmContact) => {
  await createAccounts(portal.pool, portal.databaseUrl, [
    { email, passwordHash: await hashPassword(TEST_PASSWORD), contact },
  ]);
  return portal.agent(email);
};

/** A valid content form; override what the test is about. */
export const contentForm = (title: string, overrides: Partial<ContentFormInput> = {}): ContentFormInput => ({
  title,
  description: `About ${title.toLowerCase()}.`,
  type: 'Video',
  identifier: null,
  contentNumber: null,
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
  keywords: [],
  learningJourney: 'Essential',
  ...overrides,
});

/** Creates an item as an admin, through the content command. */
export const createContent = async (
  admin: Agent,
  title: string,
  overrides: Partial<ContentFormInput> = {},
): Promise<ContentItem> =>
  (await admin.post('/api/content').send(contentForm(title, overrides)).expect(201)).body;

/** How many events the log holds (optionally of one type): "nothing appended" checks. */
export const countEvents = async (portal: TestPortal, type?: string): Promise<number> =>
  (
    await portal.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM emt_messages WHERE $1::text IS NULL OR message_type = $1',
      [type ?? null],
    )
  ).rows[0]!.n;

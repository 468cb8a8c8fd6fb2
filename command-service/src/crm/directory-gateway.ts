import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import {
  DEFAULT_SERVICE_ACCESS,
  ServiceAccessSchema,
  type CrmCompany,
  type CrmContact,
} from '@zen/contracts';
import type { Logger } from '@zen/platform';
import type { CrmGateway, CrmLookup } from './gateway.ts';

/**
 * The local side of the CRM port (DESIGN §6): a JSON file of companies and their contacts, for the
 * embedded default and the demo. Company-level fields (applications, modules, support contract,
 * user-guide service, service access) are set once per company; a contact may override any of them.
 */

const Names = z.array(z.string().trim().min(1));
const Email = z.string().trim().toLowerCase().pipe(z.email());
const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/, 'must be a domain name such as acme.example');
const Text = z.string().trim().min(1).nullable().default(null);

const CompanySchema = z.strictObject({
  id: z.string().trim().min(1),
  name: z.string().trim().min(1),
  email: Email.nullable().default(null),
  domains: z.array(Domain).default([]),
  applications: Names.default([]),
  peopleModulesAccess: Names.default([]),
  recruitModulesAccess: Names.default([]),
  supportContract: Text,
  userguideService: z.boolean().default(false),
  serviceAccess: ServiceAccessSchema.partial().default({}),
});

const ContactSchema = z.strictObject({
  id: z.string().trim().min(1),
  email: Email,
  firstName: Text,
  lastName: Text,
  mobile: Text,
  jobTitle: Text,
  companyId: z.string().trim().min(1),
  active: z.boolean().default(true),
  // Overrides of the company's values; absent means "as the company".
  applications: Names.optional(),
  peopleModulesAccess: Names.optional(),
  recruitModulesAccess: Names.optional(),
  supportContract: z.string().trim().min(1).nullable().optional(),
  userguideService: z.boolean().optional(),
  serviceAccess: ServiceAccessSchema.partial().optional(),
});

export const CrmDirectorySchema = z
  .strictObject({ companies: z.array(CompanySchema), contacts: z.array(ContactSchema) })
  .superRefine(({ companies, contacts }, ctx) => {
    const companyIds = new Set<string>();
    companies.forEach((company, index) => {
      if (companyIds.has(company.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['companies', index, 'id'],
          message: `duplicate company id '${company.id}'`,
        });
      }
      companyIds.add(company.id);
    });
    const emails = new Set<string>();
    contacts.forEach((contact, index) => {
      if (emails.has(contact.email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['contacts', index, 'email'],
          message: 'this e-mail is listed twice',
        });
      }
      emails.add(contact.email);
      if (!companyIds.has(contact.companyId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['contacts', index, 'companyId'],
          message: `no company has id '${contact.companyId}'`,
        });
      }
    });
  });
/** The file as written (before defaults are applied). */
export type CrmDirectoryFile = z.input<typeof CrmDirectorySchema>;

type Directory = {
  byEmail: Map<string, CrmContact>;
  contacts: CrmContact[];
  companies: CrmCompany[];
  domains: string[];
};

/** Names the entry an issue is about by its position and its e-mail or id, so it can be found in the file. */
const describeIssue = (raw: unknown, issue: z.core.$ZodIssue): string => {
  const [section, index, ...rest] = issue.path;
  if ((section === 'companies' || section === 'contacts') && typeof index === 'number') {
    const entry = (raw as Record<string, unknown[] | undefined>)[section]?.[index] as
      Record<string, unknown> | undefined;
    const label = section === 'contacts' ? entry?.email : (entry?.id ?? entry?.name);
    const field = rest.length ? ` ${rest.join('.')}` : '';
    return `${section}[${index}]${typeof label === 'string' ? ` (${label})` : ''}${field}: ${issue.message}`;
  }
  return `${issue.path.join('.') || 'the file'}: ${issue.message}`;
};

/** Parses and checks a directory file's text; the error names every bad entry (the first ten). */
export const parseCrmDirectory = (source: string, filePath: string): Directory => {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    throw new Error(`CRM directory ${filePath} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = CrmDirectorySchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const listed = issues.slice(0, 10).map((issue) => describeIssue(raw, issue));
    const more = issues.length > listed.length ? `; and ${issues.length - listed.length} more` : '';
    throw new Error(`CRM directory ${filePath} is not valid: ${listed.join('; ')}${more}`);
  }
  const companies = new Map(parsed.data.companies.map((company) => [company.id, company]));
  const contacts = parsed.data.contacts.map((contact): CrmContact => {
    const company = companies.get(contact.companyId)!; // checked by the schema
    return {
      crmContactId: contact.id,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      mobile: contact.mobile,
      jobTitle: contact.jobTitle,
      companyId: company.id,
      companyName: company.name,
      applications: contact.applications ?? company.applications,
      peopleModulesAccess: contact.peopleModulesAccess ?? company.peopleModulesAccess,
      recruitModulesAccess: contact.recruitModulesAccess ?? company.recruitModulesAccess,
      supportContract:
        contact.supportContract !== undefined ? contact.supportContract : company.supportContract,
      userguideService: contact.userguideService ?? company.userguideService,
      serviceAccess: { ...DEFAULT_SERVICE_ACCESS, ...company.serviceAccess, ...contact.serviceAccess },
      active: contact.active,
    };
  });
  return {
    byEmail: new Map(contacts.map((contact) => [contact.email, contact])),
    contacts,
    companies: parsed.data.companies.map(({ id, name, email }) => ({ id, name, email })),
    domains: [...new Set(parsed.data.companies.flatMap((company) => company.domains))],
  };
};

const readFailure = (filePath: string, error: unknown) =>
  new Error(
    `CRM directory ${filePath} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
  );

/** Every company domain in the file: what the allowed-domains store is seeded with. */
export const directoryDomains = async (filePath: string): Promise<string[]> => {
  let source: string;
  try {
    source = await readFile(filePath, 'utf8');
  } catch (error) {
    throw readFailure(filePath, error);
  }
  return parseCrmDirectory(source, filePath).domains;
};

const MISSING = 'missing';
/** Changes when the file is saved; a stat is all a lookup costs while it does not. */
const stampOf = (stats: { mtimeMs: number; size: number }) => `${stats.mtimeMs}:${stats.size}`;

/**
 * The gateway over `filePath`. The file is read and checked now, so a broken file stops start-up
 * with a clear message; afterwards each call compares the file's stamp and re-reads it when it
 * was saved, so edits apply without a restart. A save that does not parse (a half-written file,
 * a typo) is logged and the previous version stays in use.
 */
export const createDirectoryGateway = (filePath: string, options: { logger?: Logger } = {}): CrmGateway => {
  const { logger } = options;
  let stamp: string;
  let directory: Directory;
  try {
    stamp = stampOf(statSync(filePath));
    directory = parseCrmDirectory(readFileSync(filePath, 'utf8'), filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw readFailure(filePath, error);
    throw error;
  }

  const current = async (): Promise<Directory> => {
    let now: string;
    try {
      now = stampOf(await stat(filePath));
    } catch (error) {
      // Editors may replace the file (delete, then rename): keep serving until it is back, and
      // say so once rather than on every lookup.
      if (stamp !== MISSING) {
        logger?.warn(
          { reason: (error as NodeJS.ErrnoException).code },
          'CRM directory file missing; using the last version read',
        );
      }
      stamp = MISSING;
      return directory;
    }
    if (now === stamp) return directory;
    stamp = now;
    try {
      directory = parseCrmDirectory(await readFile(filePath, 'utf8'), filePath);
      logger?.info({ contacts: directory.contacts.length }, 'CRM directory reloaded');
    } catch (error) {
      logger?.error(
        { reason: (error as Error).message },
        'CRM directory file not valid; still using the previous version',
      );
    }
    return directory;
  };

  return {
    kind: 'directory',
    isConnected: async () => true,
    async findContactByEmail(email): Promise<CrmLookup> {
      const contact = (await current()).byEmail.get(email.trim().toLowerCase());
      return contact ? { status: 'found', contact: structuredClone(contact) } : { status: 'not-found' };
    },
    async *listContacts() {
      for (const contact of (await current()).contacts) yield structuredClone(contact);
    },
    async listCompanies() {
      return structuredClone((await current()).companies);
    },
  };
};

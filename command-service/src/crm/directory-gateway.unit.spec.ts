import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PEOPLE_MODULES, RECRUIT_MODULES, SUPPORT_CONTRACTS, type CrmContact } from '@zen/contracts';
import { createDirectoryGateway, directoryDomains, type CrmDirectoryFile } from './directory-gateway.ts';
import { resolveDirectoryFile } from './index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'zen-crm-directory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const writeDirectory = (content: CrmDirectoryFile | string): string => {
  const file = path.join(dir, `directory-${++files}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
};

const directory = (): CrmDirectoryFile => ({
  companies: [
    {
      id: 'acme',
      name: 'Acme Corporation',
      email: 'people.team@acme.example',
      domains: ['acme.example', 'ACME-labs.example'],
      applications: ['Zoho People', 'Zoho Recruit'],
      peopleModulesAccess: ['Leave', 'Attendance'],
      recruitModulesAccess: ['Jobs'],
      supportContract: 'Priority',
      userguideService: true,
      serviceAccess: { instantChatSupport: true, companyUserGuide: true },
    },
    {
      id: 'globex',
      name: 'Globex Ltd',
      email: null,
      domains: ['globex.example'],
      applications: ['Zoho People'],
    },
  ],
  contacts: [
    {
      id: 'c-1',
      email: 'Casey.Customer@Acme.example',
      firstName: 'Casey',
      lastName: 'Customer',
      mobile: '+1 555 0101',
      jobTitle: 'Talent Partner',
      companyId: 'acme',
      active: true,
    },
    {
      id: 'c-2',
      email: 'sam@acme.example',
      firstName: 'Sam',
      lastName: 'Rivera',
      companyId: 'acme',
      applications: ['Zoho Recruit'],
      supportContract: null,
      userguideService: false,
      serviceAccess: { instantChatSupport: false },
    },
    {
      id: 'g-1',
      email: 'former@globex.example',
      firstName: 'Former',
      lastName: 'Employee',
      companyId: 'globex',
      active: false,
    },
  ],
});

const found = async (file: string, email: string): Promise<CrmContact> => {
  const lookup = await createDirectoryGateway(file).findContactByEmail(email);
  if (lookup.status !== 'found') throw new Error(`expected ${email} to be found, got ${lookup.status}`);
  return lookup.contact;
};

describe('the local CRM directory', () => {
  it('finds a contact by e-mail whatever its case, with the company-level fields', async () => {
    const file = writeDirectory(directory());
    expect(await found(file, '  CASEY.customer@acme.EXAMPLE ')).toEqual({
      crmContactId: 'c-1',
      email: 'casey.customer@acme.example',
      firstName: 'Casey',
      lastName: 'Customer',
      mobile: '+1 555 0101',
      jobTitle: 'Talent Partner',
      companyId: 'acme',
      companyName: 'Acme Corporation',
      applications: ['Zoho People', 'Zoho Recruit'],
      peopleModulesAccess: ['Leave', 'Attendance'],
      recruitModulesAccess: ['Jobs'],
      supportContract: 'Priority',
      userguideService: true,
      serviceAccess: {
        contentLookup: true,
        instantChatSupport: true,
        supportTickets: false,
        companyUserGuide: true,
      },
      active: true,
    });
    await expect(createDirectoryGateway(file).findContactByEmail('nobody@acme.example')).resolves.toEqual({
      status: 'not-found',
    });
  });

  it('lets a contact override any company-level field, flag by flag', async () => {
    const sam = await found(writeDirectory(directory()), 'sam@acme.example');
    expect(sam).toMatchObject({
      applications: ['Zoho Recruit'],
      // not overridden: inherited
      peopleModulesAccess: ['Leave', 'Attendance'],
      recruitModulesAccess: ['Jobs'],
      // overridden, including to "none"
      supportContract: null,
      userguideService: false,
      serviceAccess: {
        contentLookup: true,
        instantChatSupport: false,
        supportTickets: false,
        companyUserGuide: true,
      },
      mobile: null,
      jobTitle: null,
    });
  });

  it('reports inactive contacts as such, with their company defaults applied', async () => {
    const former = await found(writeDirectory(directory()), 'former@globex.example');
    expect(former).toMatchObject({
      active: false,
      companyName: 'Globex Ltd',
      applications: ['Zoho People'],
      recruitModulesAccess: [],
      supportContract: null,
      userguideService: false,
      serviceAccess: {
        contentLookup: true,
        instantChatSupport: false,
        supportTickets: false,
        companyUserGuide: false,
      },
    });
  });

  it('lists contacts and companies, and the company domains lower-cased', async () => {
    const file = writeDirectory(directory());
    const gateway = createDirectoryGateway(file);
    const emails: string[] = [];
    for await (const contact of gateway.listContacts()) emails.push(contact.email);
    expect(emails).toEqual(['casey.customer@acme.example', 'sam@acme.example', 'former@globex.example']);
    expect(await gateway.listCompanies()).toEqual([
      { id: 'acme', name: 'Acme Corporation', email: 'people.team@acme.example' },
      { id: 'globex', name: 'Globex Ltd', email: null },
    ]);
    expect(await directoryDomains(file)).toEqual(['acme.example', 'acme-labs.example', 'globex.example']);
    expect(await gateway.isConnected()).toBe(true);
    expect(gateway.kind).toBe('directory');
  });

  it('hands out copies: a caller changing a contact does not change the directory', async () => {
    const gateway = createDirectoryGateway(writeDirectory(directory()));
    const first = await gateway.findContactByEmail('sam@acme.example');
    if (first.status === 'found') first.contact.applications.push('General');
    const again = await gateway.findContactByEmail('sam@acme.example');
    expect(again.status === 'found' && again.contact.applications).toEqual(['Zoho Recruit']);
  });

  it('rejects an invalid file with a message naming each bad entry', () => {
    const bad = directory() as { companies: Record<string, unknown>[]; contacts: Record<string, unknown>[] };
    bad.contacts[1]!.email = 'not-an-email';
    bad.companies[1]!.supportContract = 42;
    bad.companies[0]!.peopleModules = ['Leave']; // a typo for peopleModulesAccess
    const file = writeDirectory(bad as CrmDirectoryFile);
    let message = '';
    try {
      createDirectoryGateway(file);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`CRM directory ${file} is not valid`);
    expect(message).toMatch(/contacts\[1\] \(not-an-email\) email: /);
    expect(message).toMatch(/companies\[1\] \(globex\) supportContract: /);
    expect(message).toMatch(/companies\[0\] \(acme\).*peopleModules/);
  });

  it('rejects unknown companies, duplicate e-mails, broken JSON and a missing file clearly', () => {
    const orphan = directory();
    orphan.contacts[2]!.companyId = 'initech';
    expect(() => createDirectoryGateway(writeDirectory(orphan))).toThrow(
      "contacts[2] (former@globex.example) companyId: no company has id 'initech'",
    );
    const twice = directory();
    twice.contacts.push({ ...twice.contacts[0]!, id: 'c-9', email: 'casey.customer@ACME.example' });
    expect(() => createDirectoryGateway(writeDirectory(twice))).toThrow(
      /contacts\[3\] \(casey\.customer@ACME\.example\) email: this e-mail is listed twice/,
    );
    expect(() => createDirectoryGateway(writeDirectory('{ "companies": ['))).toThrow(/is not valid JSON/);
    expect(() => createDirectoryGateway(path.join(dir, 'missing.json'))).toThrow(/cannot be read: ENOENT/);
  });

  it('applies an edit to the file without a restart, and keeps the last good version over a broken save', async () => {
    const file = writeDirectory(directory());
    const gateway = createDirectoryGateway(file);
    expect(await gateway.findContactByEmail('new.starter@acme.example')).toEqual({ status: 'not-found' });

    const edited = directory();
    edited.contacts.push({
      id: 'c-3',
      email: 'new.starter@acme.example',
      firstName: 'New',
      lastName: 'Starter',
      companyId: 'acme',
    });
    edited.contacts[0]!.active = false;
    writeFileSync(file, JSON.stringify(edited));
    // File systems with coarse timestamps could give the edit the same mtime; make it unmistakable.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);

    const starter = await gateway.findContactByEmail('new.starter@acme.example');
    expect(starter).toMatchObject({
      status: 'found',
      contact: { firstName: 'New', companyName: 'Acme Corporation' },
    });
    expect(await gateway.findContactByEmail('casey.customer@acme.example')).toMatchObject({
      contact: { active: false },
    });

    writeFileSync(file, '{ "companies": [], "contacts": [ { "id": ');
    const laterStill = new Date(Date.now() + 10_000);
    utimesSync(file, laterStill, laterStill);
    expect(await gateway.findContactByEmail('new.starter@acme.example')).toMatchObject({ status: 'found' });
  });

  it('ships a demo directory that is valid and holds the demo accounts', async () => {
    const demo = resolveDirectoryFile('portal/demo/crm-directory.json');
    const gateway = createDirectoryGateway(demo);
    const contacts: CrmContact[] = [];
    for await (const contact of gateway.listContacts()) contacts.push(contact);
    const byEmail = new Map(contacts.map((contact) => [contact.email, contact]));

    expect(byEmail.get('admin@provider.example')).toMatchObject({
      firstName: 'Avery',
      lastName: 'Admin',
      companyName: 'Zen Consulting',
    });
    expect(byEmail.get('customer@acme.example')).toMatchObject({
      firstName: 'Casey',
      lastName: 'Customer',
      jobTitle: 'Talent Partner',
      applications: ['Zoho People', 'Zoho Recruit'],
      supportContract: 'Priority',
      userguideService: true,
      serviceAccess: { companyUserGuide: true, instantChatSupport: true },
    });
    expect(contacts.filter((contact) => contact.companyName === 'Acme Corporation')).toHaveLength(3);
    const globex = contacts.filter((contact) => contact.companyName === 'Globex Ltd');
    expect(globex).toHaveLength(2);
    expect(globex[0]).toMatchObject({
      applications: ['Zoho People'],
      supportContract: 'Basic',
      userguideService: false,
      serviceAccess: { instantChatSupport: false },
    });
    const initech = contacts.filter((contact) => contact.companyName === 'Initech');
    expect(initech.map((contact) => contact.active).sort()).toEqual([false, true]);
    expect(initech[0]).toMatchObject({ applications: ['Zoho Recruit'], supportContract: 'Value' });

    // Every module and contract named is one the portal knows (spec §3 enumerations).
    for (const contact of contacts) {
      for (const module of contact.peopleModulesAccess) expect(PEOPLE_MODULES).toContain(module);
      for (const module of contact.recruitModulesAccess) expect(RECRUIT_MODULES).toContain(module);
      expect(SUPPORT_CONTRACTS).toContain(contact.supportContract);
    }
    expect((await directoryDomains(demo)).sort()).toEqual([
      'acme.example',
      'globex.example',
      'initech.example',
      'provider.example',
    ]);
  });
});

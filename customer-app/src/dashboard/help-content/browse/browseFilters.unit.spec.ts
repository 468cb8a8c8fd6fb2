import { LEVELS, PEOPLE_MODULES, RECRUIT_MODULES, type Application } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALL,
  applicationChoices,
  audienceChoices,
  browseAccessOf,
  moduleGroups,
  NO_FILTERS,
  NO_MODULES_NAMED,
  withApplication,
  withinAccess,
  withModule,
  type NamedModules,
} from './browseFilters.ts';

const BOTH: Application[] = ['General', 'Zoho People', 'Zoho Recruit'];
const customer = (applications: Application[] = BOTH) => ({ isAdmin: false, applications });
const admin = { isAdmin: true, applications: BOTH };
const named = (fields: Partial<NamedModules>): NamedModules => ({ ...NO_MODULES_NAMED, ...fields });

/** The Acme customer of the demo CRM directory (jordan.lee@acme.example). */
const ACME_PEOPLE = [
  'Attendance',
  'Employee Profile',
  'General Navigation',
  'HR Help Desk',
  'Leave',
  'Onboarding',
  'Performance',
  'Timetracker',
];
const ACME_RECRUIT = [
  'Candidate Management',
  'Hiring Manager Navigation',
  'Interviews',
  'Jobs',
  'Offers',
  'Recruiter Navigation',
  'Screening',
];

const offered = (user: ReturnType<typeof customer>, modules: NamedModules | undefined, application = ALL) =>
  moduleGroups(user, browseAccessOf(user, modules), application as Application | typeof ALL);

describe('applicationChoices', () => {
  it('offers a customer their profile’s applications, and none with at most one beside General', () => {
    expect(applicationChoices(customer())).toEqual(BOTH);
    expect(applicationChoices(customer(['General', 'Zoho People']))).toBeNull();
  });

  it('offers staff every application, whatever their own contact lists: they see all content', () => {
    const staffOfPeople = { isAdmin: true, applications: ['General', 'Zoho People'] as Application[] };
    expect(applicationChoices(staffOfPeople)).toEqual(BOTH);
    expect(moduleGroups(staffOfPeople, browseAccessOf(staffOfPeople, undefined), ALL)).toEqual([
      { application: 'General', modules: ['Accounts'] },
      { application: 'Zoho People', modules: [...PEOPLE_MODULES] },
      { application: 'Zoho Recruit', modules: [...RECRUIT_MODULES] },
    ]);
    expect(audienceChoices(staffOfPeople, { application: ALL, module: ALL })).toEqual([...LEVELS]);
  });
});

describe('moduleGroups', () => {
  it("offers a customer only the modules their profile names, in the product's order", () => {
    const acme = named({ peopleModulesAccess: ACME_PEOPLE, recruitModulesAccess: ACME_RECRUIT });
    expect(offered(customer(), acme)).toEqual([
      { application: 'General', modules: ['Accounts'] },
      { application: 'Zoho People', modules: ACME_PEOPLE },
      { application: 'Zoho Recruit', modules: ACME_RECRUIT },
    ]);
    expect(offered(customer(), acme, 'Zoho People')).toEqual([
      { application: 'Zoho People', modules: ACME_PEOPLE },
    ]);
  });

  it('matches the CRM spelling ignoring case and spacing, and drops names that are no module', () => {
    const user = customer(['General', 'Zoho People']);
    expect(offered(user, named({ peopleModulesAccess: [' leave', 'ATTENDANCE', 'Payroll'] }))).toEqual([
      { application: 'General', modules: ['Accounts'] },
      { application: 'Zoho People', modules: ['Attendance', 'Leave'] },
    ]);
  });

  it('offers every module of an application whose list names none (as the server does), setup aside', () => {
    const groups = offered(
      customer(),
      named({ peopleModulesAccess: ['Leave'], recruitModulesAccess: ['Payroll'] }),
    );
    expect(groups[1]).toEqual({ application: 'Zoho People', modules: ['Leave'] });
    expect(groups[2]).toEqual({
      application: 'Zoho Recruit',
      modules: RECRUIT_MODULES.filter((module) => module !== 'Setup Configuration'),
    });
    expect(offered(customer(), NO_MODULES_NAMED)[1]).toEqual({
      application: 'Zoho People',
      modules: [...PEOPLE_MODULES],
    });
  });

  it('never offers a customer setup material, even when the profile names it', () => {
    const groups = offered(customer(), named({ recruitModulesAccess: ['Setup Configuration', 'Jobs'] }));
    expect(groups[2]).toEqual({ application: 'Zoho Recruit', modules: ['Jobs'] });
  });

  it("offers nothing of an application outside the customer's applications", () => {
    const user = customer(['General', 'Zoho Recruit']);
    const modules = named({ peopleModulesAccess: ['Leave'], recruitModulesAccess: ['Jobs'] });
    expect(offered(user, modules).map((group) => group.application)).toEqual(['General', 'Zoho Recruit']);
    expect(offered(user, modules, 'Zoho People')).toEqual([]);
  });

  it("offers no module while a customer's access is not known yet", () => {
    expect(browseAccessOf(customer(), undefined)).toBeNull();
    expect(offered(customer(), undefined)).toEqual([]);
  });

  it('offers staff every module, setup included, without waiting for a profile', () => {
    const groups = moduleGroups(admin, browseAccessOf(admin, undefined), ALL);
    expect(groups.map((group) => group.modules)).toEqual([
      ['Accounts'],
      [...PEOPLE_MODULES],
      [...RECRUIT_MODULES],
    ]);
  });
});

describe('applicationChoices', () => {
  it('appears only for more than one non-General application', () => {
    expect(applicationChoices(customer())).toEqual(BOTH);
    expect(applicationChoices(customer(['General', 'Zoho People']))).toBeNull();
  });
});

describe('withApplication and withinAccess', () => {
  const user = customer();
  const access = browseAccessOf(
    user,
    named({ peopleModulesAccess: ['Leave'], recruitModulesAccess: ['Jobs'] }),
  );

  it('keeps the module only if the chosen application offers it to the user', () => {
    const leave = { ...NO_FILTERS, module: 'Leave' };
    expect(withApplication(user, access, leave, 'Zoho People')).toEqual({
      ...leave,
      application: 'Zoho People',
    });
    expect(withApplication(user, access, leave, 'Zoho Recruit')).toEqual({
      ...NO_FILTERS,
      application: 'Zoho Recruit',
    });
  });

  it('drops a chosen module the access no longer offers', () => {
    expect(withinAccess(user, access, { ...NO_FILTERS, module: 'Leave' })).toEqual({
      ...NO_FILTERS,
      module: 'Leave',
    });
    expect(withinAccess(user, access, { ...NO_FILTERS, module: 'Attendance' })).toEqual(NO_FILTERS);
    expect(withinAccess(user, access, NO_FILTERS)).toBe(NO_FILTERS);
  });
});

describe('audienceChoices', () => {
  const everyCustomerAudience = LEVELS.filter((level) => level !== 'Setup Configuration');

  it("offers every audience while General content is in play, 'Setup Configuration' to admins only", () => {
    expect(audienceChoices(customer(), NO_FILTERS)).toEqual(everyCustomerAudience);
    expect(audienceChoices(admin, NO_FILTERS)).toContain('Setup Configuration');
  });

  it("offers only the chosen application's audiences, or those of the chosen module's application", () => {
    expect(audienceChoices(customer(), { application: 'Zoho Recruit', module: ALL })).toEqual([
      'Hiring Manager',
      'Recruiter',
      'Explainer',
    ]);
    expect(audienceChoices(customer(), { application: ALL, module: 'Leave' })).toEqual([
      'Manager',
      'Employee',
      'Admin',
      'Explainer',
    ]);
  });

  it('drops a chosen audience that the new application or module cannot have', () => {
    const user = customer();
    const access = browseAccessOf(user, NO_MODULES_NAMED);
    const recruiters = { ...NO_FILTERS, level: 'Recruiter' as const };
    expect(withApplication(user, access, recruiters, 'Zoho People')).toEqual({
      ...NO_FILTERS,
      application: 'Zoho People',
    });
    expect(withApplication(user, access, recruiters, 'Zoho Recruit')).toEqual({
      ...recruiters,
      application: 'Zoho Recruit',
    });
    expect(withModule(user, recruiters, 'Leave')).toEqual({ ...NO_FILTERS, module: 'Leave' });
    expect(withModule(user, recruiters, 'Jobs')).toEqual({ ...recruiters, module: 'Jobs' });
  });
});

import { describe, expect, it } from 'vitest';
import { accessibleApplicationsOf, canAccessContent, contentAccessOf, type AccessProfile } from './access.ts';

const customer = (profile: Partial<AccessProfile>): AccessProfile => ({
  isAdmin: false,
  applications: ['General', 'Zoho People', 'Zoho Recruit'],
  peopleModulesAccess: [],
  recruitModulesAccess: [],
  ...profile,
});
const item = (application: string, module: string, level = 'Employee') => ({ application, module, level });

describe('contentAccessOf', () => {
  it('gives staff everything, setup material included', () => {
    const access = contentAccessOf(customer({ isAdmin: true, applications: ['General'] }));
    expect(access).toEqual({ unrestricted: true });
    expect(canAccessContent(access, item('Zoho Recruit', 'Setup Configuration'))).toBe(true);
    expect(accessibleApplicationsOf(access)).toEqual(['General', 'Zoho People', 'Zoho Recruit']);
  });

  it('limits an application to the modules the profile names, matched ignoring case and spacing', () => {
    const access = contentAccessOf(
      customer({
        applications: ['General', 'Zoho People'],
        peopleModulesAccess: ['leave', ' Employee  Profile '],
      }),
    );
    expect(access).toEqual({
      unrestricted: false,
      grants: [
        { application: 'General', modules: null },
        { application: 'Zoho People', modules: ['Employee Profile', 'Leave'] },
      ],
    });
    expect(canAccessContent(access, item('Zoho People', 'Leave'))).toBe(true);
    expect(canAccessContent(access, item('Zoho People', 'Attendance'))).toBe(false);
    expect(canAccessContent(access, item('Zoho Recruit', 'Jobs', 'Recruiter'))).toBe(false);
    expect(canAccessContent(access, item('General', 'Accounts'))).toBe(true);
  });

  it('treats an application with no (known) modules named as all of its modules', () => {
    const access = contentAccessOf(customer({ recruitModulesAccess: ['Payroll'] }));
    expect(canAccessContent(access, item('Zoho Recruit', 'Interviews', 'Recruiter'))).toBe(true);
    expect(canAccessContent(access, item('Zoho People', 'Attendance'))).toBe(true);
  });

  it('never gives a customer setup material, by module or by audience, even when named', () => {
    const access = contentAccessOf(customer({ recruitModulesAccess: ['Setup Configuration', 'Jobs'] }));
    expect(access.unrestricted === false && access.grants[2]).toEqual({
      application: 'Zoho Recruit',
      modules: ['Jobs'],
    });
    expect(canAccessContent(access, item('Zoho Recruit', 'Setup Configuration', 'Recruiter'))).toBe(false);
    expect(canAccessContent(access, item('General', 'Accounts', 'Setup Configuration'))).toBe(false);
  });

  it('shows journey sub-tabs for the applications granted', () => {
    expect(
      accessibleApplicationsOf(contentAccessOf(customer({ applications: ['General', 'Zoho Recruit'] }))),
    ).toEqual(['General', 'Zoho Recruit']);
  });
});

import type { AccountEvent, CrmContact, PersonalDetails } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { crmContact } from '@zen/portal/testing/learner';
import {
  AccountAlreadyExists,
  AccountNotFound,
  decide,
  evolve,
  initialState,
  type AccountCommand,
} from './account.ts';

const USER = '6f1c2b7e-4d0a-4c55-9a8e-2f3b1d9c0a11';
const STAFF = '0b7e5a2c-1f3d-4e6a-8c9b-7d2e4f6a8b10';
const AT = '2026-11-29T09:00:00.000Z';
const LATER = '2026-11-30T09:00:00.000Z';

/** The CRM's record of the customer, as a sync brings it (without the e-mail, which the account has). */
const contact = (active: boolean): Omit<CrmContact, 'email'> => {
  const { email: _email, ...record } = crmContact('ada@engines.example', { applications: ['People'] });
  return { ...record, active };
};
const details: PersonalDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  mobile: null,
  birthday: null,
  jobTitle: 'HR lead',
};

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { userId: USER, email: 'ada@engines.example', registeredAt: AT },
};
const syncedFromCrm = (active: boolean, at = LATER): AccountCommand => ({
  type: 'RecordCrmProfile',
  data: { userId: USER, at, contact: contact(active) },
});
const byStaff = (type: 'DeactivateAccount' | 'ReactivateAccount'): AccountCommand => ({
  type,
  data: { userId: USER, at: LATER, by: STAFF },
});

/** What the account decides for `command` after `history`. */
const decided = (history: AccountEvent[], command: AccountCommand) =>
  decide(command, history.reduce(evolve, initialState()));
/** The history after `commands`, each decided on the events before it. */
const after = (...commands: AccountCommand[]): AccountEvent[] =>
  commands.reduce<AccountEvent[]>(
    (history, command) => [...history, ...decided(history, command)],
    [registered],
  );
const types = (events: AccountEvent[]) => events.map((event) => event.type);

describe('the account decider', () => {
  it('registers once, with what sign-up already knew in the same append', () => {
    const register: AccountCommand = {
      type: 'RegisterAccount',
      data: { userId: USER, at: AT, email: 'ada@engines.example', contact: contact(true), details },
    };
    expect(types(decided([], register))).toEqual([
      'AccountRegistered',
      'CrmProfileSynced',
      'ProfileCompleted',
    ]);
    expect(() => decided([registered], register)).toThrow(AccountAlreadyExists);
  });

  it('refuses every other command on an account that does not exist', () => {
    expect(() => decided([], byStaff('DeactivateAccount'))).toThrow(AccountNotFound);
  });

  it('completes a profile on the first save and records later saves only when they change it', () => {
    const save = (saved: PersonalDetails): AccountCommand => ({
      type: 'SavePersonalDetails',
      data: { userId: USER, at: LATER, details: saved },
    });
    expect(types(decided([registered], save(details)))).toEqual(['ProfileCompleted']);
    const completed = after(save(details));
    expect(decided(completed, save({ ...details }))).toEqual([]);
    expect(decided(completed, save({ ...details, jobTitle: 'HR director' }))).toEqual([
      {
        type: 'ProfileUpdated',
        data: { userId: USER, ...details, jobTitle: 'HR director', updatedAt: LATER },
      },
    ]);
  });

  it('records every CRM sync, and deactivates when the CRM marks the contact inactive', () => {
    expect(types(decided([registered], syncedFromCrm(true)))).toEqual(['CrmProfileSynced']);
    expect(decided([registered], syncedFromCrm(false))).toEqual([
      { type: 'CrmProfileSynced', data: { userId: USER, contact: contact(false), syncedAt: LATER } },
      { type: 'AccountDeactivated', data: { userId: USER, reason: 'crm', deactivatedAt: LATER } },
    ]);
  });

  it('lets the CRM undo its own deactivation but not one made by staff', () => {
    const crmDeactivated = after(syncedFromCrm(false));
    expect(types(decided(crmDeactivated, syncedFromCrm(true)))).toEqual([
      'CrmProfileSynced',
      'AccountReactivated',
    ]);

    const staffDeactivated = after(byStaff('DeactivateAccount'));
    expect(types(decided(staffDeactivated, syncedFromCrm(true)))).toEqual(['CrmProfileSynced']);
  });

  it('changes nothing when staff deactivate an inactive account or reactivate an active one', () => {
    expect(decided([registered], byStaff('ReactivateAccount'))).toEqual([]);
    const deactivated = after(byStaff('DeactivateAccount'));
    expect(decided(deactivated, byStaff('DeactivateAccount'))).toEqual([]);
    expect(decided(deactivated, byStaff('ReactivateAccount'))).toEqual([
      { type: 'AccountReactivated', data: { userId: USER, reactivatedAt: LATER, reactivatedBy: STAFF } },
    ]);
    // A staff reactivation lifts a CRM deactivation too; the next sync decides again.
    const crmDeactivated = after(syncedFromCrm(false));
    expect(types(decided(crmDeactivated, byStaff('ReactivateAccount')))).toEqual(['AccountReactivated']);
    expect(
      types(decided(after(syncedFromCrm(false), byStaff('ReactivateAccount')), syncedFromCrm(false))),
    ).toEqual(['CrmProfileSynced', 'AccountDeactivated']);
  });
});

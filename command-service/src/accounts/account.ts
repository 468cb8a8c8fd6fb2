import type { AccountEvent, CrmContact, PersonalDetails } from '@zen/contracts';
import { sameJson } from '../same-json.ts';

/** The account aggregate's state: only what its decisions need. */
export type AccountState =
  | { status: 'absent' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      active: boolean;
      /** Why it is inactive: only a CRM deactivation is undone by the CRM. */
      deactivatedBy: 'crm' | 'admin' | null;
      details: PersonalDetails | null;
    };

export const initialState = (): AccountState => ({ status: 'absent' });

export const evolve = (state: AccountState, event: AccountEvent): AccountState => {
  if (event.type === 'AccountRegistered') {
    const { userId, email } = event.data;
    return {
      status: 'registered',
      userId,
      email,
      active: true,
      deactivatedBy: null,
      details: null,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'ProfileCompleted':
    case 'ProfileUpdated': {
      const { firstName, lastName, mobile, birthday, jobTitle } = event.data;
      return { ...state, details: { firstName, lastName, mobile, birthday, jobTitle } };
    }
    case 'AccountDeactivated':
      return { ...state, active: false, deactivatedBy: event.data.reason === 'crm' ? 'crm' : 'admin' };
    case 'AccountReactivated':
      return { ...state, active: true, deactivatedBy: null };
    // A sync's contact decides nothing here: its (de)activation comes as an event of its own.
    case 'CrmProfileSynced':
    case 'PasswordChanged':
      return state;
  }
};

export class AccountNotFound extends Error {}
export class AccountAlreadyExists extends Error {}

type Meta = { userId: string; at: string };

export type AccountCommand =
  | {
      type: 'RegisterAccount';
      /** What is already known at sign-up is recorded with it, in one atomic append. */
      data: Meta & { email: string; contact?: Omit<CrmContact, 'email'> | null; details?: PersonalDetails };
    }
  | { type: 'ChangePassword'; data: Meta & { reason: 'reset' | 'registration' | 'admin' } }
  | { type: 'SavePersonalDetails'; data: Meta & { details: PersonalDetails } }
  | { type: 'RecordCrmProfile'; data: Meta & { contact: Omit<CrmContact, 'email'> | null } }
  /** Staff action from User Management; `by` is the staff account. */
  | { type: 'DeactivateAccount'; data: Meta & { by: string } }
  | { type: 'ReactivateAccount'; data: Meta & { by: string } };

const sameDetails = (a: PersonalDetails | null, b: PersonalDetails): boolean => a !== null && sameJson(a, b);

export const decide = (command: AccountCommand, state: AccountState): AccountEvent[] => {
  const { userId, at } = command.data;
  if (command.type === 'RegisterAccount') {
    if (state.status !== 'absent') throw new AccountAlreadyExists('User already exists');
    const { email, contact, details } = command.data;
    const events: AccountEvent[] = [{ type: 'AccountRegistered', data: { userId, email, registeredAt: at } }];
    const then = (next: AccountCommand) => {
      const current = events.reduce(evolve, state);
      events.push(...decide(next, current));
    };
    if (contact) then({ type: 'RecordCrmProfile', data: { userId, at, contact } });
    if (details) then({ type: 'SavePersonalDetails', data: { userId, at, details } });
    return events;
  }
  if (state.status !== 'registered') throw new AccountNotFound(`Account ${userId} does not exist`);
  switch (command.type) {
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { userId, reason: command.data.reason, changedAt: at } }];
    case 'SavePersonalDetails': {
      const { details } = command.data;
      // The first save completes the profile; later saves only record real changes.
      if (state.details === null)
        return [{ type: 'ProfileCompleted', data: { userId, ...details, completedAt: at } }];
      if (sameDetails(state.details, details)) return [];
      return [{ type: 'ProfileUpdated', data: { userId, ...details, updatedAt: at } }];
    }
    case 'RecordCrmProfile': {
      const { contact } = command.data;
      // Every sync is recorded, changed or not: "last CRM sync" is a fact users see.
      const events: AccountEvent[] = [{ type: 'CrmProfileSynced', data: { userId, contact, syncedAt: at } }];
      if (contact && !contact.active && state.active) {
        events.push({ type: 'AccountDeactivated', data: { userId, reason: 'crm', deactivatedAt: at } });
      }
      if (contact?.active && !state.active && state.deactivatedBy === 'crm') {
        events.push({ type: 'AccountReactivated', data: { userId, reactivatedAt: at } });
      }
      return events;
    }
    // Deactivating an inactive account, or reactivating an active one, changes nothing. A
    // reactivation also lifts a CRM deactivation; the next sync deactivates again if the CRM
    // still says the contact is inactive, as the CRM is the customers' record.
    case 'DeactivateAccount':
      if (!state.active) return [];
      return [
        {
          type: 'AccountDeactivated',
          data: { userId, reason: 'admin', deactivatedAt: at, deactivatedBy: command.data.by },
        },
      ];
    case 'ReactivateAccount':
      if (state.active) return [];
      return [
        { type: 'AccountReactivated', data: { userId, reactivatedAt: at, reactivatedBy: command.data.by } },
      ];
  }
};

import type { CrmContact } from '@zen/contracts';
import type { CrmGateway, CrmLookup } from '../crm/gateway.ts';

/**
 * A CRM that answers from a list and can be taken down: the port's contract, not our database.
 * The real gateways have their own tests against a Zoho stand-in and a directory file.
 */
export class SwitchableCrm implements CrmGateway {
  readonly kind = 'directory' as const;
  down = false;
  /** Listing fails after this many contacts (a CRM that breaks halfway). */
  failAfter: number | undefined;
  /** Listing takes this long (to overlap two syncs). */
  delayMs = 0;
  constructor(readonly contacts: CrmContact[]) {}
  async isConnected() {
    return !this.down;
  }
  async findContactByEmail(email: string): Promise<CrmLookup> {
    if (this.down) return { status: 'unavailable', reason: 'CRM unreachable' };
    const contact = this.contacts.find((c) => c.email === email.toLowerCase());
    return contact ? { status: 'found', contact } : { status: 'not-found' };
  }
  async *listContacts() {
    if (this.down) throw new Error('CRM unreachable');
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    for (const [index, contact] of this.contacts.entries()) {
      if (this.failAfter !== undefined && index >= this.failAfter) throw new Error('CRM connection reset');
      yield contact;
    }
    if (this.failAfter !== undefined && this.contacts.length <= this.failAfter)
      throw new Error('CRM connection reset');
  }
  async listCompanies() {
    return [];
  }
}

export const contact = (email: string, overrides: Partial<CrmContact> = {}): CrmContact => ({
  crmContactId: `crm-${email}`,
  email,
  firstName: 'Robin',
  lastName: 'Rivera',
  mobile: '+44 7700 900123',
  jobTitle: 'HR Manager',
  companyId: 'acme',
  companyName: 'Acme Corporation',
  applications: ['People'],
  recruitModulesAccess: [],
  peopleModulesAccess: ['Leave', 'Attendance'],
  supportContract: 'Priority',
  userguideService: true,
  serviceAccess: {
    contentLookup: true,
    instantChatSupport: true,
    supportTickets: false,
    companyUserGuide: true,
  },
  active: true,
  ...overrides,
});

import type { CrmCompany, CrmContact } from '@zen/contracts';

/** The CRM's answer about one e-mail. `unavailable`: it could not be asked (not connected, down). */
export type CrmLookup =
  | { status: 'found'; contact: CrmContact }
  | { status: 'not-found' }
  | { status: 'unavailable'; reason: string };

/**
 * The port to the provider's CRM (DESIGN §6). Two implementations: Zoho CRM over its REST API,
 * and a local directory file for the embedded default and the demo.
 */
export interface CrmGateway {
  readonly kind: 'zoho' | 'directory';
  /** Whether the gateway can be asked at all (Zoho: tokens are stored). */
  isConnected(): Promise<boolean>;
  findContactByEmail(email: string): Promise<CrmLookup>;
  /** Every contact, page by page; throws when the CRM cannot be reached. */
  listContacts(): AsyncIterable<CrmContact>;
  listCompanies(): Promise<CrmCompany[]>;
}

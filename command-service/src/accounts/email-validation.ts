import type { CrmContact } from '@zen/contracts';
import { emailDomain, isAdminEmail, type Pool } from '@zen/platform';
import type { CrmGateway } from '../crm/gateway.ts';
import { isAllowedDomain } from './allowed-domains.ts';

export type EmailValidation =
  | { valid: true; contact: CrmContact | null; crmUnavailable: boolean }
  | { valid: false; reason: 'domain' | 'unknown-contact' };

/**
 * Who may use the portal (spec §1, §6): provider staff by their domain; customers whose domain
 * is allowed and whom the CRM knows. When the CRM cannot be asked, an allowed domain is enough
 * for now: the 'Email Validated (Setup Required)' path.
 */
export const validateEmail = async (
  deps: { pool: Pool; crm: CrmGateway; adminDomain: string },
  email: string,
): Promise<EmailValidation> => {
  const staff = isAdminEmail(email, deps.adminDomain);
  if (!staff && !(await isAllowedDomain(deps.pool, emailDomain(email))))
    return { valid: false, reason: 'domain' };
  const lookup = await deps.crm.findContactByEmail(email);
  if (lookup.status === 'found') return { valid: true, contact: lookup.contact, crmUnavailable: false };
  if (lookup.status === 'unavailable') return { valid: true, contact: null, crmUnavailable: true };
  return staff
    ? { valid: true, contact: null, crmUnavailable: false }
    : { valid: false, reason: 'unknown-contact' };
};

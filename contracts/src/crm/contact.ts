import { z } from 'zod';

/** What the provider's CRM tells us about a customer's employee (spec §3 CRM entities, Profile). */
export const ServiceAccessSchema = z.object({
  contentLookup: z.boolean(),
  instantChatSupport: z.boolean(),
  supportTickets: z.boolean(),
  companyUserGuide: z.boolean(),
});
export type ServiceAccess = z.infer<typeof ServiceAccessSchema>;

export const DEFAULT_SERVICE_ACCESS: ServiceAccess = {
  contentLookup: true,
  instantChatSupport: false,
  supportTickets: false,
  companyUserGuide: false,
};

export const CrmContactSchema = z.object({
  crmContactId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobile: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** As the CRM spells them ('People', 'Zoho Recruit', ...); see normaliseApplicationName. */
  applications: z.array(z.string()),
  recruitModulesAccess: z.array(z.string()),
  peopleModulesAccess: z.array(z.string()),
  /** Priority, Value, Basic, None; other values are kept and treated generically. */
  supportContract: z.string().nullable(),
  userguideService: z.boolean(),
  serviceAccess: ServiceAccessSchema,
  /** False when the CRM marks the contact inactive: such a user may not sign in. */
  active: z.boolean(),
});
export type CrmContact = z.infer<typeof CrmContactSchema>;

export const CrmCompanySchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export type CrmCompany = z.infer<typeof CrmCompanySchema>;

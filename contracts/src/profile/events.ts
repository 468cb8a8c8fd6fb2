import { z } from 'zod';
import { CrmContactSchema } from '../crm/contact.ts';

/**
 * Events of the `account-{userId}` stream. No secrets: password hashes and reset tokens live in
 * ordinary tables (DESIGN §4); events only record that something happened.
 */
const at = z.iso.datetime();
const userId = z.uuid();

export const AccountRegisteredSchema = z.object({
  type: z.literal('AccountRegistered'),
  data: z.object({ userId, email: z.string(), registeredAt: at }),
});

export const PasswordChangedSchema = z.object({
  type: z.literal('PasswordChanged'),
  data: z.object({ userId, reason: z.enum(['reset', 'registration', 'admin']), changedAt: at }),
});

export const PersonalDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
export type PersonalDetails = z.infer<typeof PersonalDetailsSchema>;

export const ProfileCompletedSchema = z.object({
  type: z.literal('ProfileCompleted'),
  data: PersonalDetailsSchema.extend({ userId, completedAt: at }),
});

export const ProfileUpdatedSchema = z.object({
  type: z.literal('ProfileUpdated'),
  data: PersonalDetailsSchema.extend({ userId, updatedAt: at }),
});

/** The CRM's view of the contact, as of `syncedAt`; null contact: the CRM no longer knows them. */
export const CrmProfileSyncedSchema = z.object({
  type: z.literal('CrmProfileSynced'),
  data: z.object({
    userId,
    contact: CrmContactSchema.omit({ email: true }).nullable(),
    syncedAt: at,
  }),
});

export const AccountDeactivatedSchema = z.object({
  type: z.literal('AccountDeactivated'),
  data: z.object({
    userId,
    reason: z.string(),
    deactivatedAt: at,
    /** The staff account that deactivated it; absent when the CRM did. */
    deactivatedBy: userId.optional(),
  }),
});

export const AccountReactivatedSchema = z.object({
  type: z.literal('AccountReactivated'),
  data: z.object({
    userId,
    reactivatedAt: at,
    /** The staff account that reactivated it; absent when the CRM did. */
    reactivatedBy: userId.optional(),
  }),
});

export const AccountEventSchema = z.discriminatedUnion('type', [
  AccountRegisteredSchema,
  PasswordChangedSchema,
  ProfileCompletedSchema,
  ProfileUpdatedSchema,
  CrmProfileSyncedSchema,
  AccountDeactivatedSchema,
  AccountReactivatedSchema,
]);
export type AccountEvent = z.infer<typeof AccountEventSchema>;

export const accountStreamName = (userId: string): string => `account-${userId}`;

/** The `crm-sync` stream: one event per finished sync run. */
export const CrmSyncCompletedSchema = z.object({
  type: z.literal('CrmSyncCompleted'),
  data: z.object({
    trigger: z.enum(['schedule', 'manual']),
    startedAt: at,
    finishedAt: at,
    syncedCount: z.number().int().min(0),
    errors: z.array(z.string()),
  }),
});
export type CrmSyncCompleted = z.infer<typeof CrmSyncCompletedSchema>;
export const CRM_SYNC_STREAM = 'crm-sync';

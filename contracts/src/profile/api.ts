import { z } from 'zod';
import { APPLICATIONS } from '../enumerations.ts';
import { ServiceAccessSchema } from '../crm/contact.ts';
import {
  BIRTHDAY_FORMAT_MESSAGE,
  BIRTHDAY_NO_SUCH_DAY_MESSAGE,
  hasPhoneDigits,
  isBirthdayFormat,
  isPhoneFormat,
  isValidBirthday,
  MOBILE_FORMAT_MESSAGE,
  MOBILE_TOO_SHORT_MESSAGE,
  NAMES_REQUIRED_MESSAGE,
} from './rules.ts';

/** Empty optional fields are stored as null (spec §5). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

// Each check names its own message: the type's error would otherwise also answer a name too long.
const name = z
  .string({ error: NAMES_REQUIRED_MESSAGE })
  .trim()
  .min(1, NAMES_REQUIRED_MESSAGE)
  .max(100, 'A name can be at most 100 characters.');

/**
 * The editable part of a profile (spec §2 complete-profile and profile panel): the same rules for
 * completing and for editing. `email` may be sent by the browser but is never taken from it.
 */
export const PersonalDetailsFormSchema = z.object({
  firstName: name,
  lastName: name,
  mobile: optionalText(30)
    .refine((value) => value === null || isPhoneFormat(value), MOBILE_FORMAT_MESSAGE)
    .refine((value) => value === null || !isPhoneFormat(value) || hasPhoneDigits(value), {
      message: MOBILE_TOO_SHORT_MESSAGE,
    }),
  birthday: optionalText(5)
    .refine((value) => value === null || isBirthdayFormat(value), BIRTHDAY_FORMAT_MESSAGE)
    .refine((value) => value === null || !isBirthdayFormat(value) || isValidBirthday(value), {
      message: BIRTHDAY_NO_SUCH_DAY_MESSAGE,
    }),
  jobTitle: optionalText(100),
});
export type PersonalDetailsForm = z.input<typeof PersonalDetailsFormSchema>;

/** The profile panel (spec §2 Profile panel, §3 Profile). */
export const ProfileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobile: z.string().nullable(),
  jobTitle: z.string().nullable(),
  birthday: z.string().nullable(),
  companyName: z.string().nullable(),
  applications: z.array(z.string()),
  recruitModulesAccess: z.array(z.string()),
  peopleModulesAccess: z.array(z.string()),
  supportContract: z.string().nullable(),
  lastCrmSync: z.string().nullable(),
  crmContactId: z.string().nullable(),
  hasUserGuide: z.boolean(),
  userguideService: z.boolean(),
  profileCompleted: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ServiceAccessResponseSchema = ServiceAccessSchema.extend({
  /**
   * The live-chat widget Instant Chat opens (the deployment's LIVE_CHAT_WIDGET_URL), for a user
   * with instantChatSupport only; null otherwise, and in a deployment without one (Instant Chat
   * then opens the provider's chat page).
   */
  liveChatWidgetUrl: z.url().nullable(),
});
export type ServiceAccessResponse = z.infer<typeof ServiceAccessResponseSchema>;

/**
 * GET /api/profile/check-userguide (spec §7): the applications the user may read guides for, and
 * whether their company's guide can be read now (an active guide with a published module), at
 * which slug.
 */
export const UserGuideAccessSchema = z.object({
  applications: z.array(z.enum(APPLICATIONS)),
  hasUserGuide: z.boolean(),
  companySlug: z.string().nullable(),
});
export type UserGuideAccess = z.infer<typeof UserGuideAccessSchema>;

import { NAMES_REQUIRED_MESSAGE, PersonalDetailsFormSchema, type Profile } from '@zen/contracts';
import { HttpError } from '../api/http.ts';
import type { PersonalDetails } from './profileQueries.ts';

/** The spec's answer to a profile that could not be saved (spec §8 Profile). */
export const SAVE_FAILED_MESSAGE = 'Failed to save your profile. Please try again.';

/** The editable part of a profile, the same on /complete-profile and in the profile panel. */
export const PERSONAL_DETAIL_FIELDS = ['firstName', 'lastName', 'mobile', 'birthday', 'jobTitle'] as const;
export type PersonalDetailField = (typeof PERSONAL_DETAIL_FIELDS)[number];

export type PersonalDetailsValues = Record<PersonalDetailField, string>;
/** A message per field; an empty message marks a field invalid without repeating the text. */
export type PersonalDetailsErrors = Partial<Record<PersonalDetailField, string>>;

export const valuesFromProfile = (
  profile: Pick<Profile, PersonalDetailField> | null,
  fallback: { firstName: string | null; lastName: string | null },
): PersonalDetailsValues => ({
  firstName: profile?.firstName ?? fallback.firstName ?? '',
  lastName: profile?.lastName ?? fallback.lastName ?? '',
  mobile: profile?.mobile ?? '',
  birthday: profile?.birthday ?? '',
  jobTitle: profile?.jobTitle ?? '',
});

const isField = (name: unknown): name is PersonalDetailField =>
  (PERSONAL_DETAIL_FIELDS as readonly unknown[]).includes(name);

/**
 * One message per field. The one that speaks of both names ('First name and last name are
 * required.') is shown once, under the first; a message about one field ('A name can be at most
 * 100 characters.') is shown under each field it applies to.
 */
const collect = (issues: { field: unknown; message: string }[]): PersonalDetailsErrors => {
  const errors: PersonalDetailsErrors = {};
  let namesRequiredShown = false;
  for (const { field, message } of issues) {
    if (!isField(field) || errors[field] !== undefined) continue;
    const repeat = message === NAMES_REQUIRED_MESSAGE && namesRequiredShown;
    errors[field] = repeat ? '' : message;
    if (message === NAMES_REQUIRED_MESSAGE) namesRequiredShown = true;
  }
  return errors;
};

/** The contract's rules (spec §5): required names, birthday DD-MM, empty optional fields as null. */
export const validatePersonalDetails = (
  values: PersonalDetailsValues,
): { ok: true; details: PersonalDetails } | { ok: false; errors: PersonalDetailsErrors } => {
  const parsed = PersonalDetailsFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, details: parsed.data };
  return {
    ok: false,
    errors: collect(parsed.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }))),
  };
};

/** The fields a 400 answer named, if any. */
export const errorsFromResponse = (error: unknown): PersonalDetailsErrors => {
  if (!(error instanceof HttpError)) return {};
  return collect(
    (error.problem?.errors ?? []).map(({ field, message }) => ({ field: field.split('.')[0], message })),
  );
};

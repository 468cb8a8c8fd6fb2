import { PersonalDetailsFormSchema, type Profile } from '@zen/contracts';
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

/** Each message once: both names missing shows 'First name and last name are required.' once. */
const collect = (issues: { field: unknown; message: string }[]): PersonalDetailsErrors => {
  const errors: PersonalDetailsErrors = {};
  const shown = new Set<string>();
  for (const { field, message } of issues) {
    if (!isField(field) || errors[field] !== undefined) continue;
    errors[field] = shown.has(message) ? '' : message;
    shown.add(message);
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

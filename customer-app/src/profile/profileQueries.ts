import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_SERVICE_ACCESS,
  ProfileSchema,
  ServiceAccessResponseSchema,
  type PersonalDetailsFormSchema,
  type Profile,
  type ServiceAccessResponse,
  type SessionUser,
} from '@zen/contracts';
import { HttpError, request, savedNotYetShown, SHOWN_LATER_MS } from '../api/http.ts';
import { sessionKeys } from '../session/sessionQueries.ts';

/**
 * The signed-in user's profile (spec §2 complete-profile and profile panel, §7 Profile): query
 * key and fetchers in one place. Saving writes the answer to the profile key and re-reads the
 * session, whose name and `profileCompleted` the header and the guards show.
 */
export const profileKeys = {
  /** Also the prefix of everything read from the profile: 'Refresh Status' invalidates it all. */
  profile: ['profile'] as const,
  serviceAccess: ['profile', 'service-access'] as const,
};

export const fetchProfile = async (signal?: AbortSignal): Promise<Profile> =>
  ProfileSchema.parse(await request('/api/profile', { signal }));

export const profileQuery = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: ({ signal }) => fetchProfile(signal),
});

/** What PUT /api/profile takes: names trimmed, empty optional fields as null (spec §5). */
export type PersonalDetails = ReturnType<typeof PersonalDetailsFormSchema.parse>;

/** A saved profile, and whether the server's reads show it yet. */
export type SavedProfile = { profile: Profile; shown: boolean };

/**
 * PUT answers 204 once the profile read model shows the change; then the profile is read back. A
 * 503 'Saved, not yet visible' is saved all the same, but the profile read back would not show it
 * yet: what was saved is laid over it.
 */
export const saveProfile = async (details: PersonalDetails): Promise<SavedProfile> => {
  try {
    await request('/api/profile', { method: 'PUT', body: details });
  } catch (error) {
    if (!savedNotYetShown(error)) throw error;
    return { profile: { ...(await fetchProfile()), ...details, profileCompleted: true }, shown: false };
  }
  return { profile: await fetchProfile(), shown: true };
};

/**
 * Saves the profile and shows it at once in the profile and the session (the header's name, the
 * guards' `profileCompleted`). The session is then read again from the server, but only once the
 * server shows the save: read back too early, it would still say the profile is incomplete and send
 * a person who just completed it back to the form.
 */
export const useSaveProfile = () => {
  const client = useQueryClient();
  const readSessionAgain = () => client.invalidateQueries({ queryKey: sessionKeys.session });
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async ({ profile, shown }) => {
      client.setQueryData(profileKeys.profile, profile);
      client.setQueryData<SessionUser | null>(
        sessionKeys.session,
        (user) =>
          user && {
            ...user,
            firstName: profile.firstName,
            lastName: profile.lastName,
            profileCompleted: user.profileCompleted || profile.profileCompleted,
          },
      );
      if (shown) await readSessionAgain();
      else setTimeout(() => void readSessionAgain(), SHOWN_LATER_MS);
    },
  });
};

/**
 * GET /api/customer/service-access (spec §3 Service access): what the company's support package
 * includes. An account the CRM has no access record for has the defaults (no Instant Chat, no
 * company user guide).
 */
export const fetchServiceAccess = async (signal?: AbortSignal): Promise<ServiceAccessResponse> => {
  try {
    return ServiceAccessResponseSchema.parse(await request('/api/customer/service-access', { signal }));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return { ...DEFAULT_SERVICE_ACCESS, liveChatWidgetUrl: null };
    }
    throw error;
  }
};

export const serviceAccessQuery = queryOptions({
  queryKey: profileKeys.serviceAccess,
  queryFn: ({ signal }) => fetchServiceAccess(signal),
});

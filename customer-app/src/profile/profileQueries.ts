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
import { HttpError, request, savedNotYetShown } from '../api/http.ts';
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

/**
 * PUT answers 204 once the profile read model shows the change; then the profile is read back. A
 * 503 'Saved, not yet visible' is saved all the same, but the profile read back would not show it
 * yet: what was saved is laid over it (the session's profile is read again after every save).
 */
export const saveProfile = async (details: PersonalDetails): Promise<Profile> => {
  try {
    await request('/api/profile', { method: 'PUT', body: details });
  } catch (error) {
    if (!savedNotYetShown(error)) throw error;
    return { ...(await fetchProfile()), ...details, profileCompleted: true };
  }
  return fetchProfile();
};

export const useSaveProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (profile) => {
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
      await client.invalidateQueries({ queryKey: sessionKeys.session });
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

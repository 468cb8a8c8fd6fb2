import { useQuery } from '@tanstack/react-query';
import type { ContentAccess, SessionUser } from '@zen/contracts';
import { useCallback, useMemo } from 'react';
import { HttpError } from '../../../api/http.ts';
import { profileQuery } from '../../../profile/profileQueries.ts';
import { browseAccessOf, NO_MODULES_NAMED } from './browseFilters.ts';

/**
 * The content the user may see, for the filter groups to offer (spec §2 "Filter groups"): the
 * session carries the applications, the profile (the same cached read as the profile panel, which
 * 'Refresh Status' re-reads) the module lists. Staff need no profile. `access` is `null` until a
 * customer's profile has answered; a profile that does not exist names no modules, as on the
 * server. `failed` says the profile could not be read (the Module filter says so), `retry` reads
 * it again.
 */
export const useBrowseAccess = (
  user: SessionUser,
): { access: ContentAccess | null; failed: boolean; retry: () => void } => {
  const profile = useQuery({ ...profileQuery, enabled: !user.isAdmin });
  const missing = profile.error instanceof HttpError && profile.error.status === 404;
  const named = profile.data ?? (missing ? NO_MODULES_NAMED : undefined);
  const access = useMemo(() => browseAccessOf(user, named), [user, named]);
  const { refetch } = profile;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { access, failed: access === null && profile.isError && !missing, retry };
};

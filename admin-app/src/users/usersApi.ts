import type {
  AccountStatusResponse,
  ActiveUser,
  AdminUserRow,
  LearnerProgress,
  UnwatchedPage,
  UserCompany,
} from '@zen/contracts';
import { httpClient } from '../httpClient.ts';

export const USERS_RESOURCE = 'users';

const encoded = (email: string) => encodeURIComponent(email);

/** The individual progress report: a browser download, named by the server. */
export const individualProgressUrl = (email: string) =>
  `/api/admin/download-individual-progress?email=${encoded(email)}`;
export const LEARNER_PROGRESS_CSV_URL = '/api/admin/download-learner-progress';

/**
 * User Management's calls beyond the `users` resource (docs/api.md, "User Management") as custom
 * data provider methods; they answer `{ data }` like react-admin's own.
 */
export const userMethods = {
  getCompanies: async (): Promise<{ data: UserCompany[] }> => ({
    data: (await httpClient('/api/admin/companies')).json as UserCompany[],
  }),

  /** Most Active Users over the last 30 days. */
  getActiveUsers: async (): Promise<{ data: ActiveUser[] }> => ({
    data: (await httpClient('/api/admin/active-users?days=30')).json as ActiveUser[],
  }),

  getUserProfile: async (email: string): Promise<{ data: AdminUserRow }> => ({
    data: (await httpClient(`/api/admin/user-profile?email=${encoded(email)}`)).json as AdminUserRow,
  }),

  /** The learner's progress: the first result of the search by their e-mail (spec §7). */
  getLearnerProgress: async (email: string): Promise<{ data: LearnerProgress | null }> => {
    const { json } = await httpClient(`/api/admin/learners?search=${encoded(email)}`);
    const found = (json as LearnerProgress[]).find((learner) => learner.email === email);
    return { data: found ?? (json as LearnerProgress[])[0] ?? null };
  },

  /**
   * A page of the learner's unwatched content from `offset`, and how many there are in all: the
   * spec's GET /api/admin/unwatched-content/{email} answers every item at once, megabytes for a
   * learner at a large provider.
   */
  getUnwatchedPage: async (email: string, offset: number): Promise<{ data: UnwatchedPage }> => ({
    data: (await httpClient(`/api/admin/learners/${encoded(email)}/unwatched?offset=${offset}`))
      .json as UnwatchedPage,
  }),

  setAccountActive: async (id: string, active: boolean): Promise<{ data: AccountStatusResponse }> => {
    const action = active ? 'reactivate' : 'deactivate';
    const { json } = await httpClient(`/api/admin/users/${id}/${action}`, { method: 'POST', body: '{}' });
    return { data: json as AccountStatusResponse };
  },
};

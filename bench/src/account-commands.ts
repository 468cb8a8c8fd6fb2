import { inOrder, timerFor, type OneAtATimeDeps, type TimedCommand } from './one-at-a-time.ts';

/**
 * The commands on people, one after another: staff deactivating and reactivating accounts in
 * User Management (spec §2; a deactivation also ends the account's sessions), and customers
 * saving their profile and taking a favourite back, then giving it again. Each answers once its
 * read model shows it.
 */
type Deps = OneAtATimeDeps & {
  /** Accounts made for this alone: a deactivation ends their sessions, which nothing else uses. */
  memberIds: readonly string[];
  customerCookies: readonly string[];
  /** An item every customer has as a favourite (the learner commands gave it). */
  favouriteId: number;
};

export const measureAccountCommands = (deps: Deps): Promise<TimedCommand[]> => {
  const accounts = timerFor(deps, deps.memberIds, 'accounts');
  const members = (label: string, action: 'deactivate' | 'reactivate') =>
    accounts(label, `\`POST /api/admin/users/{id}/${action}\``, (id) => ({
      path: `/api/admin/users/${id}/${action}`,
      body: {},
      expect: 200,
    }));
  const customers = timerFor(deps, deps.customerCookies, 'customers');
  return inOrder([
    () => members('account deactivated', 'deactivate'),
    () => members('account reactivated', 'reactivate'),
    () =>
      customers('profile saved', '`PUT /api/profile`, name, mobile, birthday and job title', (cookie) => ({
        method: 'PUT',
        path: '/api/profile',
        cookie,
        body: {
          firstName: 'Bench',
          lastName: 'Customer',
          mobile: '+44 20 7946 0000',
          birthday: '15-04',
          jobTitle: 'HR lead',
        },
        expect: 204,
      })),
    () =>
      customers('favourite taken back', '`DELETE /api/favorites/{sessionId}/{contentId}`', (cookie) => ({
        method: 'DELETE',
        path: `/api/favorites/any/${deps.favouriteId}`,
        cookie,
      })),
    () =>
      customers('favourite given again', '`POST /api/favorites`', (cookie) => ({
        path: '/api/favorites',
        cookie,
        body: { contentId: deps.favouriteId },
      })),
  ]);
};

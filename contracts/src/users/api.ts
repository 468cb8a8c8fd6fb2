import { z } from 'zod';
import { CONTENT_TYPES, LEARNING_JOURNEYS, LEVELS, APPLICATIONS } from '../enumerations.ts';
import { ProgressSchema } from '../learner/api.ts';
import { AnalyticsRangeQuerySchema } from '../analytics/api.ts';
import { MAX_SEARCH_LENGTH } from '../content/api.ts';
import { jsonQueryParam, listRangeSchema, sortSchema } from '../http/simple-rest.ts';

/**
 * User Management's HTTP shapes (spec §2 User Management, §3 Admin user row, Progress, Unwatched
 * content, §7 Admin). Staff read them; the e-mails and ids they name choose whose data is read,
 * which is what staff are allowed to do, and nothing else.
 */

/** Admin user search is sent to the server only at 2 or more characters (spec §5, §9). */
export const MIN_USER_SEARCH_LENGTH = 2;
export const USER_SEARCH_TOO_SHORT = `Search for at least ${MIN_USER_SEARCH_LENGTH} characters`;

const search = z.string().trim().min(MIN_USER_SEARCH_LENGTH, USER_SEARCH_TOO_SHORT).max(MAX_SEARCH_LENGTH);
const company = z.string().trim().min(1).max(200);

/** spec §3 Admin user row. Empty fields are null; lists are empty when nothing is known. */
export const AdminUserRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  supportContract: z.string().nullable(),
  isActive: z.boolean(),
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  userguideService: z.boolean(),
  lastCrmSync: z.string().nullable(),
  applicationsImplemented: z.array(z.string()),
  recruitModulesAccess: z.array(z.string()),
  peopleModulesAccess: z.array(z.string()),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const USER_SORT_FIELDS = [
  'id',
  'name',
  'email',
  'companyName',
  'jobTitle',
  'supportContract',
  'isActive',
  'lastCrmSync',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** react-admin's filter of the `users` resource: `q` is the search box, `company` the company filter. */
export const UserFilterSchema = z
  .object({
    q: search.optional(),
    company: company.optional(),
    id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
  })
  .strict();
export type UserFilter = z.infer<typeof UserFilterSchema>;

/**
 * GET /api/admin/users: ra-data-simple-rest's `sort`, `range` and `filter`, and the spec's own
 * `search` and `company` parameters (either may be used; the filter wins when both are given).
 */
export const AdminUserListQuerySchema = z.object({
  sort: jsonQueryParam(sortSchema(USER_SORT_FIELDS), 'sort').optional(),
  range: jsonQueryParam(listRangeSchema, 'range').optional(),
  filter: jsonQueryParam(UserFilterSchema, 'filter').optional(),
  search: search.optional(),
  company: company.optional(),
  sessionId: z.string().max(200).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserIdParamsSchema = z.object({ id: z.uuid() });

/** The spec's calls name the learner by e-mail; `sessionId` is accepted and ignored (DESIGN §8). */
const email = z.string().trim().toLowerCase().max(320).pipe(z.email());
export const UserEmailQuerySchema = z.object({ email, sessionId: z.string().max(200).optional() });
export const UserEmailParamsSchema = z.object({ email });

/** GET /api/admin/companies: the companies users belong to, for the company filter. */
export const UserCompanySchema = z.object({ name: z.string(), users: z.number().int() });
export type UserCompany = z.infer<typeof UserCompanySchema>;

/** GET /api/admin/active-users: the learners with the most views and searches in the range. */
export const ActiveUsersQuerySchema = z.object({
  days: AnalyticsRangeQuerySchema.shape.days,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  sessionId: z.string().max(200).optional(),
});
export const ActiveUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  views: z.number().int(),
  searches: z.number().int(),
  lastActive: z.string(),
});
export type ActiveUser = z.infer<typeof ActiveUserSchema>;

/** GET /api/admin/learners?search=: learners (never staff) whose e-mail or name matches, with progress. */
export const LearnersQuerySchema = z.object({
  search: z.string().trim().min(1).max(320),
  sessionId: z.string().max(200).optional(),
});
export const LearnerProgressSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  progress: ProgressSchema,
});
export type LearnerProgress = z.infer<typeof LearnerProgressSchema>;
export const LEARNER_SEARCH_LIMIT = 20;

/** spec §3 Unwatched content: a journey item that counts for progress and is not completed yet. */
export const UnwatchedContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
  learningJourney: z.enum(LEARNING_JOURNEYS),
  application: z.enum(APPLICATIONS),
  module: z.string(),
  level: z.enum(LEVELS),
  description: z.string(),
});
export type UnwatchedContent = z.infer<typeof UnwatchedContentSchema>;

/** The most unwatched items one page of the Learning Progress dialog holds. */
export const UNWATCHED_PAGE = 50;

/**
 * GET /api/admin/learners/{email}/unwatched: a page of the learner's unwatched content, in the
 * order of GET /api/admin/unwatched-content/{email} (which answers the whole list, as the spec
 * calls it). A learner at a large provider has tens of thousands of unwatched items: the whole
 * list is megabytes that a dialog cannot show at once.
 */
export const UnwatchedPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(UNWATCHED_PAGE).default(UNWATCHED_PAGE),
  sessionId: z.string().max(200).optional(),
});
export type UnwatchedPageQuery = z.infer<typeof UnwatchedPageQuerySchema>;

export const UnwatchedPageSchema = z.object({
  items: z.array(UnwatchedContentSchema),
  /** Every unwatched item of the learner, not only this page's. */
  total: z.number().int(),
});
export type UnwatchedPage = z.infer<typeof UnwatchedPageSchema>;

/** POST /api/admin/users/{id}/deactivate and /reactivate: the account's state afterwards. */
export const AccountStatusRequestSchema = z.object({}).strict();
export const AccountStatusResponseSchema = z.object({ id: z.uuid(), isActive: z.boolean() });
export type AccountStatusResponse = z.infer<typeof AccountStatusResponseSchema>;

/** Both downloads are named with the UTC date they were made on. */
export const fileDate = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** `progress-{first}-{last}-{date}.pdf` (spec §7), names made safe for a file name. */
export const individualProgressFileName = (
  firstName: string | null,
  lastName: string | null,
  now: Date = new Date(),
): string => {
  const part = (value: string | null, fallback: string) =>
    (value ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback;
  return `progress-${part(firstName, 'learner')}-${part(lastName, 'learner')}-${fileDate(now)}.pdf`;
};

export const learnerProgressFileName = (now: Date = new Date()): string =>
  `learner-progress-${fileDate(now)}.csv`;

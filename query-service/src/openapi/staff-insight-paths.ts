import { z } from 'zod';
import {
  AccountStatusRequestSchema,
  AccountStatusResponseSchema,
  ActiveUserSchema,
  ActiveUsersQuerySchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserRowSchema,
  AnalyticsRangeQuerySchema,
  AnalyticsSummarySchema,
  ContentViewsQuerySchema,
  ContentViewsSchema,
  DomainViewsSchema,
  LearnerProgressSchema,
  LearnersQuerySchema,
  MostFavoritedQuerySchema,
  MostFavoritedSchema,
  SearchQueriesQuerySchema,
  SearchQueryCountSchema,
  UnwatchedContentSchema,
  UnwatchedPageQuerySchema,
  UnwatchedPageSchema,
  UserCompanySchema,
  UserEmailParamsSchema,
  UserEmailQuerySchema,
  ViewsByDomainQuerySchema,
  ViewsOverTimeSchema,
} from '@zen/contracts';
import { adminOnly, json, problem } from './responses.ts';

const invalid = { '400': problem('Invalid parameters') };
const noUser = { '404': problem('No user with that e-mail') };

const staffRead = (summary: string, query: z.ZodObject, schema: z.ZodType, extra = {}) => ({
  get: {
    summary,
    requestParams: { query },
    responses: { '200': { description: 'Answer', ...json(schema) }, ...invalid, ...adminOnly, ...extra },
  },
});

/** The analytics dashboard (spec §2, §7 Admin): `days` is 7, 30 or 90; absent, all time. */
const analyticsPaths = {
  '/api/analytics/summary': staffRead(
    'The three cards (views, searches, active companies) and the search click-through',
    AnalyticsRangeQuerySchema,
    AnalyticsSummarySchema,
  ),
  '/api/analytics/content-views': staffRead(
    'Most viewed content; a deleted item keeps its views under its last title',
    ContentViewsQuerySchema,
    z.array(ContentViewsSchema),
  ),
  '/api/analytics/search-queries': staffRead(
    'Popular search terms (lower-cased, spaces collapsed) with count and last searched',
    SearchQueriesQuerySchema,
    z.array(SearchQueryCountSchema),
  ),
  '/api/analytics/searches-without-results': staffRead(
    'Search terms that found nothing within the learner’s module access, with count and last searched',
    SearchQueriesQuerySchema,
    z.array(SearchQueryCountSchema),
  ),
  '/api/analytics/views-by-domain': staffRead(
    'Company Usage Analytics: activity by e-mail domain',
    ViewsByDomainQuerySchema,
    z.array(DomainViewsSchema),
  ),
  '/api/analytics/most-favorited': staffRead(
    'Most favourited content: favourites made in the range that still stand',
    MostFavoritedQuerySchema,
    z.array(MostFavoritedSchema),
  ),
  '/api/analytics/views-per-day': staffRead(
    'Views per UTC day of the range, zeros included (per week beyond 120 days)',
    AnalyticsRangeQuerySchema,
    ViewsOverTimeSchema,
  ),
};

const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/** User Management (spec §2, §7 Admin). */
const userPaths = {
  '/api/admin/users': staffRead(
    'Users (react-admin `users`): sort, range and filter {q, company} as ra-data-simple-rest, or the spec’s search and company; search from 2 characters; total in Content-Range',
    AdminUserListQuerySchema,
    z.array(AdminUserRowSchema),
  ),
  '/api/admin/users/{id}': {
    get: {
      summary: 'One user (react-admin show)',
      requestParams: { path: AdminUserIdParamsSchema },
      responses: {
        '200': { description: 'User', ...json(AdminUserRowSchema) },
        '404': problem('No such user'),
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/users/{id}/deactivate': {
    post: {
      summary:
        'Deactivate an account: its sessions end at once and sign-in is refused (a second time changes nothing)',
      requestParams: { path: AdminUserIdParamsSchema },
      requestBody: json(AccountStatusRequestSchema),
      responses: {
        '200': {
          description: 'Inactive, and shown so in the users list',
          ...json(AccountStatusResponseSchema),
        },
        '404': problem('No such user'),
        '409': problem('Your own account'),
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/users/{id}/reactivate': {
    post: {
      summary:
        'Reactivate an account (also one the CRM deactivated; the next sync deactivates it again if the CRM still says inactive)',
      requestParams: { path: AdminUserIdParamsSchema },
      requestBody: json(AccountStatusRequestSchema),
      responses: {
        '200': { description: 'Active', ...json(AccountStatusResponseSchema) },
        '404': problem('No such user'),
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/companies': {
    get: {
      summary: 'Companies users belong to, with how many users each (the company filter)',
      responses: { '200': { description: 'Companies', ...json(z.array(UserCompanySchema)) }, ...adminOnly },
    },
  },
  '/api/admin/active-users': staffRead(
    'Most Active Users: views and searches in the range',
    ActiveUsersQuerySchema,
    z.array(ActiveUserSchema),
  ),
  '/api/admin/user-profile': staffRead(
    'One user by e-mail',
    UserEmailQuerySchema,
    AdminUserRowSchema,
    noUser,
  ),
  '/api/admin/learners': staffRead(
    'Learners (never staff) whose e-mail or name matches, the exact e-mail first, with their progress',
    LearnersQuerySchema,
    z.array(LearnerProgressSchema),
  ),
  '/api/admin/unwatched-content/{email}': {
    get: {
      summary:
        'A learner’s uncompleted Essential, Operational and Customer Specific items within their access',
      requestParams: { path: UserEmailParamsSchema },
      responses: {
        '200': { description: 'Items', ...json(z.array(UnwatchedContentSchema)) },
        ...noUser,
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/learners/{email}/unwatched': {
    get: {
      summary:
        'A page of the learner’s unwatched items, in the order of /api/admin/unwatched-content/{email}, and their total',
      requestParams: { path: UserEmailParamsSchema, query: UnwatchedPageQuerySchema },
      responses: {
        '200': { description: 'One page', ...json(UnwatchedPageSchema) },
        ...noUser,
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/download-individual-progress': {
    get: {
      summary:
        'progress-{first}-{last}-{date}.pdf: the learner, the three figures, overall, completed and unwatched items',
      requestParams: { query: UserEmailQuerySchema },
      responses: { '200': file('application/pdf', 'The report'), ...noUser, ...invalid, ...adminOnly },
    },
  },
  '/api/admin/download-learner-progress': {
    get: {
      summary: 'learner-progress-{date}.csv: one RFC 4180 record per learner, formulas neutralised, streamed',
      responses: { '200': file('text/csv', 'UTF-8 with a byte-order mark, CRLF line ends'), ...adminOnly },
    },
  },
};

export const staffInsightPaths = { ...analyticsPaths, ...userPaths };

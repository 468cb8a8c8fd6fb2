import { createDocument } from 'zod-openapi';
import { z } from 'zod';
import {
  AdminContentListQuerySchema,
  ContentFormSchema,
  ContentIdParamsSchema,
  ContentItemSchema,
  ContentPatchSchema,
  CustomerContentPageSchema,
  CustomerContentQuerySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ProblemSchema,
  SessionResponseSchema,
  CheckUserExistsResponseSchema,
  CheckUserStatusRequestSchema,
  CheckUserStatusResponseSchema,
  CrmCompanySchema,
  EmailRequestSchema,
  PersonalDetailsFormSchema,
  ProfileSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  ServiceAccessResponseSchema,
  SuccessResponseSchema,
  SyncResultSchema,
  SyncStatusSchema,
  UserGuideAccessSchema,
  ValidateEmailResponseSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@zen/contracts';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});
const signedIn = { '401': problem('Not signed in') };
const adminOnly = { ...signedIn, '403': problem('Not an admin') };
const limited = { '400': problem('Invalid fields'), '429': problem('Too many requests') };
const publicPost = (summary: string, body: z.ZodType, response: z.ZodType, extra = {}) => ({
  post: {
    summary,
    requestBody: json(body),
    responses: { '200': { description: 'Answer', ...json(response) }, ...limited, ...extra },
  },
});

/** The OpenAPI description, generated from the same zod contracts the services parse with. */
export const openApiDocument = () =>
  createDocument({
    openapi: '3.1.0',
    info: { title: 'Zen Learning Portal API', version: '0.1.0' },
    paths: {
      '/api/auth/login': {
        post: {
          summary: 'Sign in; sets the session cookie',
          requestBody: json(LoginRequestSchema),
          responses: {
            '200': { description: 'Signed in', ...json(LoginResponseSchema) },
            '400': problem('Invalid request'),
            '401': problem('Invalid email or password'),
            '429': problem('Too many attempts'),
          },
        },
      },
      '/api/auth/logout': {
        post: { summary: 'Sign out', responses: { '204': { description: 'Signed out' } } },
      },
      '/api/session': {
        get: {
          summary: 'The signed-in user',
          responses: { '200': { description: 'User', ...json(SessionResponseSchema) }, ...signedIn },
        },
      },
      '/api/content': {
        get: {
          summary: 'Admin content list (ra-data-simple-rest)',
          requestParams: { query: AdminContentListQuerySchema.partial() },
          responses: {
            '200': { description: 'Items; total in Content-Range', ...json(z.array(ContentItemSchema)) },
            ...adminOnly,
          },
        },
        post: {
          summary: 'Create content',
          requestBody: json(ContentFormSchema),
          responses: {
            '201': { description: 'Created', ...json(ContentItemSchema) },
            '400': problem('Invalid fields'),
            ...adminOnly,
          },
        },
      },
      '/api/content/filtered': {
        get: {
          summary: 'Customer content search',
          requestParams: { query: CustomerContentQuerySchema },
          responses: {
            '200': { description: 'A page of items', ...json(CustomerContentPageSchema) },
            ...signedIn,
          },
        },
      },
      '/api/content/{id}': {
        get: {
          summary: 'One content item',
          requestParams: { path: ContentIdParamsSchema },
          responses: {
            '200': { description: 'Item', ...json(ContentItemSchema) },
            '404': problem('No such item'),
            ...signedIn,
          },
        },
        put: {
          summary: 'Replace content',
          requestParams: { path: ContentIdParamsSchema },
          requestBody: json(ContentFormSchema),
          responses: {
            '200': { description: 'Updated', ...json(ContentItemSchema) },
            '400': problem('Invalid fields'),
            '404': problem('No such item'),
            ...adminOnly,
          },
        },
        patch: {
          summary: 'Change some fields of content',
          requestParams: { path: ContentIdParamsSchema },
          requestBody: json(ContentPatchSchema),
          responses: {
            '200': { description: 'Updated', ...json(ContentItemSchema) },
            '400': problem('Invalid fields'),
            '404': problem('No such item'),
            ...adminOnly,
          },
        },
        delete: {
          summary: 'Delete content',
          requestParams: { path: ContentIdParamsSchema },
          responses: {
            '200': { description: 'The deleted item', ...json(ContentItemSchema) },
            '404': problem('No such item'),
            ...adminOnly,
          },
        },
      },
      '/api/auth/validate-email': publicPost(
        'Is this e-mail served by the provider (allowed domain and known to the CRM)?',
        EmailRequestSchema,
        ValidateEmailResponseSchema,
      ),
      '/api/auth/check-user-exists': publicPost(
        'Does an account exist, and is it active?',
        EmailRequestSchema,
        CheckUserExistsResponseSchema,
      ),
      '/api/auth/register': {
        post: {
          summary: 'First-time password: creates the account and signs in',
          requestBody: json(RegisterRequestSchema),
          responses: {
            '201': { description: 'Registered', ...json(LoginResponseSchema) },
            '403': problem('E-mail not validated, or the contact is inactive'),
            '409': problem('User already exists'),
            ...limited,
          },
        },
      },
      '/api/auth/forgot-password': publicPost(
        'Mails a reset link if the account exists (same answer either way)',
        EmailRequestSchema,
        SuccessResponseSchema,
      ),
      '/api/auth/reset-password': publicPost(
        'Sets a new password from a mailed link; ends every session',
        ResetPasswordRequestSchema,
        SuccessResponseSchema,
      ),
      '/api/auth/check-user-status': publicPost(
        'Is the server session still valid?',
        CheckUserStatusRequestSchema,
        CheckUserStatusResponseSchema,
      ),
      '/api/verify-email': publicPost(
        'The welcome dialog: may this person use the portal?',
        VerifyEmailRequestSchema,
        VerifyEmailResponseSchema,
      ),
      '/api/profile': {
        get: {
          summary: 'My profile',
          responses: { '200': { description: 'Profile', ...json(ProfileSchema) }, ...signedIn },
        },
        put: {
          summary: 'Complete or edit my profile',
          requestBody: json(PersonalDetailsFormSchema),
          responses: {
            '204': { description: 'Saved and readable' },
            '400': problem('Invalid fields'),
            ...signedIn,
          },
        },
      },
      '/api/profile/check-userguide': {
        get: {
          summary: 'Applications whose user guide I may read',
          responses: { '200': { description: 'Applications', ...json(UserGuideAccessSchema) }, ...signedIn },
        },
      },
      '/api/customer/service-access': {
        get: {
          summary: 'What my support package includes',
          responses: { '200': { description: 'Flags', ...json(ServiceAccessResponseSchema) }, ...signedIn },
        },
      },
      '/api/companies': {
        get: {
          summary: 'Customer companies from the CRM',
          responses: {
            '200': { description: 'Companies', ...json(z.array(CrmCompanySchema)) },
            ...adminOnly,
          },
        },
      },
      '/api/admin/sync-crm': {
        post: {
          summary: 'Sync Now: update every user from the CRM',
          responses: {
            '200': { description: 'Result', ...json(SyncResultSchema) },
            '409': problem('A sync is already running'),
            ...adminOnly,
          },
        },
      },
      '/api/admin/crm/sync-status': {
        get: {
          summary: 'The last CRM sync and the CRM connection',
          responses: { '200': { description: 'Status', ...json(SyncStatusSchema) }, ...adminOnly },
        },
      },
      '/healthz': {
        get: {
          summary: 'Database reachable',
          responses: { '200': { description: 'OK' }, '503': { description: 'Database unreachable' } },
        },
      },
    },
  });

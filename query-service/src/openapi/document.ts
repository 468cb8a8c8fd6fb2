import { createDocument } from 'zod-openapi';
import { declareAccess } from './access.ts';
import { z } from 'zod';
import {
  ContentSuggestQuerySchema,
  ContentSuggestionsSchema,
  ActivityRequestSchema,
  ActivityResponseSchema,
  AddFavouriteRequestSchema,
  BadgeCheckRequestSchema,
  BadgeCheckResponseSchema,
  CertificateParamsSchema,
  FavouriteChangeResponseSchema,
  FavouriteParamsSchema,
  FavouritesResponseSchema,
  JourneyModulePageSchema,
  JourneyModuleQuerySchema,
  LearnerContentListSchema,
  LearnerStateSchema,
  LearningJourneyResponseSchema,
  ProgressSchema,
  SessionIdParamSchema,
  VideoCompletionRequestSchema,
  VideoCompletionSchema,
  VideoCompletionsResponseSchema,
  VideoStartRequestSchema,
  VideoStartResponseSchema,
  AdminContentListQuerySchema,
  ContentFormSchema,
  ContentIdParamsSchema,
  ContentItemSchema,
  ContentPatchSchema,
  CustomerContentPageSchema,
  CustomerContentQuerySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  SessionResponseSchema,
  CheckUserExistsResponseSchema,
  CheckUserStatusRequestSchema,
  CheckUserStatusResponseSchema,
  ConfirmRegistrationRequestSchema,
  CrmCompanySchema,
  EmailRequestSchema,
  PersonalDetailsFormSchema,
  ProfileSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  ServiceAccessResponseSchema,
  SuccessResponseSchema,
  SyncCrmRequestSchema,
  SyncResultSchema,
  SyncStatusSchema,
  UserGuideAccessSchema,
  ValidateEmailResponseSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@zen/contracts';
import { recoveryPaths } from './recovery-paths.ts';
import { staffInsightPaths } from './staff-insight-paths.ts';
import { guidePaths } from './guide-paths.ts';
import { synonymPaths } from './synonym-paths.ts';
import { setupPaths } from './setup-paths.ts';
import { adminOnly, json, problem, signedIn, withPrecondition } from './responses.ts';

const limited = { '400': problem('Invalid fields'), '429': problem('Too many requests') };
const publicPost = (summary: string, body: z.ZodType, response: z.ZodType, extra = {}) => ({
  post: {
    summary,
    requestBody: json(body),
    responses: { '200': { description: 'Answer', ...json(response) }, ...limited, ...extra },
  },
});

const sessionPath = z.object({ sessionId: SessionIdParamSchema });
const invalid = { '400': problem('Invalid fields; nothing recorded') };
const unknownContent = {
  '404': problem('No such content, deleted, or outside your module access; nothing recorded'),
};
const learnerRead = (summary: string, schema: z.ZodType, extra = {}) => ({
  get: {
    summary,
    ...extra,
    responses: { '200': { description: 'Yours only', ...json(schema) }, ...signedIn },
  },
});

/**
 * The learner loop (spec §7 "Favourites, activity, badges, completions"). Whose data it is comes
 * from the session only: `{sessionId}` segments and identity fields in bodies are ignored.
 */
const learnerPaths = {
  '/api/favorites': {
    post: {
      summary: 'Favourite an item (a second time changes nothing)',
      requestBody: json(AddFavouriteRequestSchema),
      responses: {
        '201': { description: 'Favourite', ...json(FavouriteChangeResponseSchema) },
        ...invalid,
        ...unknownContent,
        ...signedIn,
      },
    },
  },
  '/api/favorites/{sessionId}': learnerRead('My favourites, newest first', FavouritesResponseSchema, {
    requestParams: { path: sessionPath },
  }),
  '/api/favorites/{sessionId}/{contentId}': {
    delete: {
      summary: 'Remove a favourite (removing a non-favourite changes nothing)',
      requestParams: { path: FavouriteParamsSchema },
      responses: {
        '200': { description: 'Not a favourite', ...json(FavouriteChangeResponseSchema) },
        ...invalid,
        ...unknownContent,
        ...signedIn,
      },
    },
  },
  '/api/activity': {
    post: {
      summary: 'Record a view or a settled search (searches trimmed, at least 2 characters); staff: nothing',
      requestBody: json(ActivityRequestSchema),
      responses: {
        '202': { description: 'recorded is false for admins', ...json(ActivityResponseSchema) },
        ...invalid,
        ...unknownContent,
        ...signedIn,
      },
    },
  },
  '/api/video-starts': {
    post: {
      summary: 'A video was opened: it is in progress (once; a completed video stays completed)',
      requestBody: json(VideoStartRequestSchema),
      responses: {
        '200': { description: 'State after the start', ...json(VideoStartResponseSchema) },
        '400': problem('Invalid fields, or the item is an article'),
        ...unknownContent,
        ...signedIn,
      },
    },
  },
  '/api/video-completions': {
    post: {
      summary: 'Complete a video (measures kept) or an article (0 s, 0 s, 100 %), once per learner and item',
      requestBody: json(VideoCompletionRequestSchema),
      responses: {
        '201': { description: 'Completed now', ...json(VideoCompletionSchema) },
        '200': {
          description: 'Already completed: the completion that stands',
          ...json(VideoCompletionSchema),
        },
        ...invalid,
        ...unknownContent,
        ...signedIn,
      },
    },
  },
  '/api/video-completions/{sessionId}': learnerRead(
    'My completions, newest first (?t= is accepted and ignored)',
    VideoCompletionsResponseSchema,
    { requestParams: { path: sessionPath } },
  ),
  '/api/badges/check': {
    post: {
      summary: 'Award every badge whose milestone is reached (each once); no body needed',
      requestBody: json(BadgeCheckRequestSchema),
      responses: {
        '200': { description: 'Badges and milestones', ...json(BadgeCheckResponseSchema) },
        ...signedIn,
      },
    },
  },
  '/api/learner/state': learnerRead(
    'Ids of my favourites, in-progress and completed items',
    LearnerStateSchema,
  ),
  '/api/learner/progress': learnerRead(
    'My progress over Essential, Operational and Customer Specific (Bonus excluded)',
    ProgressSchema,
  ),
  '/api/content/essential': learnerRead('Essential items within my module access', LearnerContentListSchema),
  '/api/content/company': learnerRead(
    'Customer Specific items within my module access',
    LearnerContentListSchema,
  ),
  '/api/content/new': learnerRead(
    'Up to 10 newest items within my access that I have neither started nor completed',
    LearnerContentListSchema,
  ),
  '/api/learner/journey-module': {
    get: {
      summary:
        'A page of one module of my learning journey (the journey answer carries each module’s first items)',
      requestParams: { query: JourneyModuleQuerySchema },
      responses: {
        '200': { description: 'Yours only', ...json(JourneyModulePageSchema) },
        '400': problem('Invalid query'),
        ...signedIn,
      },
    },
  },
  '/api/certificates/{application}': {
    get: {
      summary: 'Certificate (PDF) once every Essential item of the application within my access is completed',
      requestParams: { path: CertificateParamsSchema },
      responses: {
        '200': { description: 'The certificate', content: { 'application/pdf': { schema: z.string() } } },
        '400': problem('Unknown application'),
        '409': problem('Not every Essential item is completed yet, or there are none'),
        ...signedIn,
      },
    },
  },
};

/** The paths as generated from the contracts, before access is declared on them. */
const generatedDocument = () =>
  createDocument({
    openapi: '3.1.0',
    info: { title: 'Zen Learning Portal API', version: '0.1.0' },
    paths: {
      '/api/auth/login': {
        post: {
          summary: 'Sign in; sets the session cookie',
          // Its 401 is a wrong password, not a missing session: anyone may call it.
          'x-access': 'public',
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
          summary: 'Who is signed in (user null when no one is)',
          'x-access': 'public',
          responses: { '200': { description: 'The user, or null', ...json(SessionResponseSchema) } },
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
          summary:
            'type=help: Browse Content search (a page of items); type=learning-journey: the learner’s journey',
          requestParams: { query: CustomerContentQuerySchema },
          responses: {
            '200': {
              description:
                'type=help: CustomerContentPage; type=learning-journey: LearningJourneyResponse (other parameters ignored)',
              ...json(z.union([CustomerContentPageSchema, LearningJourneyResponseSchema])),
            },
            ...signedIn,
          },
        },
      },
      '/api/content/suggest': {
        get: {
          summary: 'Up to five titles for what the customer is typing (typos forgiven), within their access',
          requestParams: { query: ContentSuggestQuerySchema },
          responses: {
            '200': { description: 'Suggestions, best first', ...json(ContentSuggestionsSchema) },
            ...signedIn,
          },
        },
      },
      ...learnerPaths,
      ...recoveryPaths,
      ...staffInsightPaths,
      ...guidePaths,
      ...synonymPaths,
      ...setupPaths,
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
        put: withPrecondition({
          requestParams: { path: ContentIdParamsSchema },
          summary: 'Replace content',
          requestBody: json(ContentFormSchema),
          responses: {
            '200': { description: 'Updated', ...json(ContentItemSchema) },
            '400': problem('Invalid fields'),
            '404': problem('No such item'),
            ...adminOnly,
          },
        }),
        patch: withPrecondition({
          requestParams: { path: ContentIdParamsSchema },
          summary: 'Change some fields of content',
          requestBody: json(ContentPatchSchema),
          responses: {
            '200': { description: 'Updated', ...json(ContentItemSchema) },
            '400': problem('Invalid fields'),
            '404': problem('No such item'),
            ...adminOnly,
          },
        }),
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
          summary:
            'First-time password: mails a link to confirm the address; the account is made when it is opened',
          requestBody: json(RegisterRequestSchema),
          responses: {
            '202': { description: 'Confirmation mailed', ...json(RegisterResponseSchema) },
            '403': problem('E-mail not validated, or the contact is inactive'),
            '409': problem('User already exists'),
            '503': problem('The confirmation mail could not be sent; nothing was made'),
            ...limited,
          },
        },
      },
      '/api/auth/confirm-registration': {
        post: {
          summary: 'The mailed confirmation link: makes the account and signs in',
          requestBody: json(ConfirmRegistrationRequestSchema),
          responses: {
            '201': { description: 'Registered and signed in', ...json(LoginResponseSchema) },
            ...limited,
            '400': problem('Invalid fields, or a link that is unknown, used or expired'),
            '403': problem('E-mail no longer validated, or the contact is inactive'),
            '409': problem('User already exists'),
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
          summary: 'Applications whose user guide I may read; whether my company’s guide is readable now',
          responses: {
            '200': { description: 'Applications', ...json(UserGuideAccessSchema) },
            ...signedIn,
          },
        },
      },
      '/api/customer/service-access': {
        get: {
          summary: 'What my support package includes (companyUserGuide: my company’s guide is readable now)',
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
          requestBody: json(SyncCrmRequestSchema),
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

/** The OpenAPI description, generated from the same zod contracts the services parse with. */
export const openApiDocument = () => declareAccess(generatedDocument());

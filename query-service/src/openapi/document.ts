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
} from '@zen/contracts';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});
const signedIn = { '401': problem('Not signed in') };
const adminOnly = { ...signedIn, '403': problem('Not an admin') };

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
      '/healthz': {
        get: {
          summary: 'Database reachable',
          responses: { '200': { description: 'OK' }, '503': { description: 'Database unreachable' } },
        },
      },
    },
  });

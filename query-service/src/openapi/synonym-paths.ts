import { z } from 'zod';
import {
  SynonymGroupIdParamsSchema,
  SynonymGroupRequestSchema,
  SynonymGroupSchema,
  SynonymListQuerySchema,
} from '@zen/contracts';
import { adminOnly, json, problem, withPrecondition } from './responses.ts';

const invalid = {
  '400': problem('Invalid terms (named), or a term already in another group; nothing written'),
};
const noGroup = { '404': problem('No such synonym group') };
const notYetApplied = { '503': problem('Saved, but search may take a moment to use it') };

/** Search synonyms kept by staff (issue 11): every search on every replica uses the groups as saved. */
export const synonymPaths = {
  '/api/admin/synonyms': {
    get: {
      summary:
        'Synonym groups (ra-data-simple-rest): by terms; filter {"q"} matches any term containing the text',
      requestParams: { query: SynonymListQuerySchema.partial() },
      responses: {
        '200': { description: 'Groups; total in Content-Range', ...json(z.array(SynonymGroupSchema)) },
        ...invalid,
        ...adminOnly,
      },
    },
    post: {
      summary:
        'A group of 2 to 10 terms (a word or a phrase of up to 3 words) that mean the same to people searching',
      requestBody: json(SynonymGroupRequestSchema),
      responses: {
        '201': { description: 'The group, its terms as search reads them', ...json(SynonymGroupSchema) },
        ...invalid,
        '409': problem('Someone else changed the synonyms at the same time'),
        ...notYetApplied,
        ...adminOnly,
      },
    },
  },
  '/api/admin/synonyms/{id}': {
    get: {
      summary: 'One synonym group',
      requestParams: { path: SynonymGroupIdParamsSchema },
      responses: {
        '200': { description: 'The group', ...json(SynonymGroupSchema) },
        ...noGroup,
        ...adminOnly,
      },
    },
    put: withPrecondition({
      requestParams: { path: SynonymGroupIdParamsSchema },
      summary: 'Replace the terms of a group',
      requestBody: json(SynonymGroupRequestSchema),
      responses: {
        '200': { description: 'The group as saved', ...json(SynonymGroupSchema) },
        ...invalid,
        ...noGroup,
        '409': problem('Someone else changed the synonyms at the same time'),
        ...notYetApplied,
        ...adminOnly,
      },
    }),
    delete: {
      summary: 'Remove a group: its terms no longer stand for each other',
      requestParams: { path: SynonymGroupIdParamsSchema },
      responses: {
        '200': { description: 'The group removed', ...json(SynonymGroupSchema) },
        ...noGroup,
        ...notYetApplied,
        ...adminOnly,
      },
    },
  },
};

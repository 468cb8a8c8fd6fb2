import { z } from 'zod';
import {
  AddGuideModulesRequestSchema,
  BaselineTemplateSchema,
  CompanyGuideParamsSchema,
  CompanyUserGuideSchema,
  CreateGuideRequestSchema,
  CrmCompanySchema,
  DefaultModulesRequestSchema,
  GuideActionRequestSchema,
  DefaultModulesResponseSchema,
  GuideAccessParamsSchema,
  GuideAccessRequestSchema,
  GuideDetailsPatchRequestSchema,
  GuideListQuerySchema,
  GuidePageParamsSchema,
  GuidePagePatchRequestSchema,
  GuideParamsSchema,
  TemplateDetailsPatchRequestSchema,
  TemplatePageCreateRequestSchema,
  TemplatePageIdParamsSchema,
  TemplatePagePatchRequestSchema,
  TemplatePageSchema,
  TemplateSummarySchema,
  UserGuideDetailSchema,
  UserGuideSummarySchema,
} from '@zen/contracts';
import { adminOnly, json, problem, signedIn, withPrecondition } from './responses.ts';

const invalid = { '400': problem('Invalid fields (each named); nothing written') };
const noGuide = { '404': problem('No such guide or page') };

/** A guide with all its pages, as staff read it. */
const readGuide = (note: string) => ({
  summary: `A guide with every page (drafts too) and its access list${note}`,
  requestParams: { path: GuideParamsSchema },
  responses: {
    '200': { description: 'The guide', ...json(UserGuideDetailSchema) },
    ...noGuide,
    ...adminOnly,
  },
});

/** A command on one guide: answers with the guide as the console shows it, once readable. */
const guideCommand = (summary: string, params: z.ZodObject, body?: z.ZodType, created = false) => ({
  summary,
  requestParams: { path: params },
  ...(body ? { requestBody: json(body) } : {}),
  responses: {
    [created ? '201' : '200']: { description: 'The guide after the command', ...json(UserGuideDetailSchema) },
    ...invalid,
    ...noGuide,
    ...adminOnly,
  },
});

/**
 * Company user guides and the baseline template (spec §7 Company user guide, Admin; issue 10).
 * Every HTML field is sanitised on the server before it is stored (DESIGN §8).
 */
export const guidePaths = {
  '/api/admin/userguide/list': {
    get: {
      summary:
        'User guides (ra-data-simple-rest): newest first; filter {"q"} matches title or company, {"companySlug"} one company',
      requestParams: { query: GuideListQuerySchema.partial() },
      responses: {
        '200': { description: 'Guides; total in Content-Range', ...json(z.array(UserGuideSummarySchema)) },
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/userguide/templates': {
    get: {
      summary: 'Templates guides can be built from (the baseline, id 1)',
      responses: {
        '200': { description: 'Templates', ...json(z.array(TemplateSummarySchema)) },
        ...adminOnly,
      },
    },
  },
  '/api/admin/crm/companies': {
    get: {
      summary: 'Customer companies from the CRM, for the create dialog (same as /api/companies)',
      responses: {
        '200': { description: 'Companies by name', ...json(z.array(CrmCompanySchema)) },
        '503': problem('The CRM cannot be reached'),
        ...adminOnly,
      },
    },
  },
  '/api/admin/userguide/from-template': {
    post: {
      summary:
        'Create a company’s guide from the baseline template: a draft page per selected module (company and title are required, modules may be added later)',
      requestBody: json(CreateGuideRequestSchema),
      responses: {
        '201': { description: 'The new guide; its id is the company slug', ...json(UserGuideDetailSchema) },
        ...invalid,
        '409': problem('The company (its slug) already has a guide'),
        ...adminOnly,
      },
    },
  },
  '/api/admin/userguides/{guideId}': { get: readGuide('') },
  '/api/admin/userguide/{guideId}': {
    get: readGuide(
      ': the same answer as /api/admin/userguides/{guideId}, except for the guides whose id is "list" or "templates" (a company of that name), whose singular path is the list’s or the templates’',
    ),
    patch: withPrecondition(
      guideCommand(
        'Edit title, description and company contact',
        GuideParamsSchema,
        GuideDetailsPatchRequestSchema,
      ),
    ),
  },
  '/api/admin/userguide/{guideId}/modules': {
    post: guideCommand(
      'Add modules the guide does not have yet: a draft page each, from the baseline template',
      GuideParamsSchema,
      AddGuideModulesRequestSchema,
      true,
    ),
  },
  '/api/admin/userguide/{guideId}/pages/{pageId}': {
    patch: withPrecondition(
      guideCommand(
        'Edit a page: four audiences’ rich text, processes (a video is a catalogue video id) and reports',
        GuidePageParamsSchema,
        GuidePagePatchRequestSchema,
      ),
    ),
    delete: guideCommand(
      'Remove a module: its page leaves the guide, published or not (added again, it starts from the template)',
      GuidePageParamsSchema,
    ),
  },
  '/api/admin/userguide/{guideId}/pages/{pageId}/publish': {
    post: guideCommand(
      'Publish a page: the company’s people see it (a second publish changes nothing)',
      GuidePageParamsSchema,
      GuideActionRequestSchema,
    ),
  },
  '/api/admin/userguide/{guideId}/pages/{pageId}/unpublish': {
    post: guideCommand(
      'Back to draft: the page leaves the company’s guide',
      GuidePageParamsSchema,
      GuideActionRequestSchema,
    ),
  },
  '/api/admin/userguide/{guideId}/deactivate': {
    post: guideCommand(
      'Deactivate: customers get 404 (staff still see it)',
      GuideParamsSchema,
      GuideActionRequestSchema,
    ),
  },
  '/api/admin/userguide/{guideId}/activate': {
    post: guideCommand('Activate again', GuideParamsSchema, GuideActionRequestSchema),
  },
  '/api/admin/userguide/{guideId}/access': {
    post: guideCommand(
      'Grant access to someone outside the company, by e-mail',
      GuideParamsSchema,
      GuideAccessRequestSchema,
      true,
    ),
  },
  '/api/admin/userguide/{guideId}/access/{email}': {
    delete: guideCommand('Revoke an e-mail’s access', GuideAccessParamsSchema),
  },
  '/api/admin/template/baseline': {
    get: {
      summary: 'The baseline template (id 1) and every page of it',
      responses: {
        '200': { description: 'Template and pages', ...json(BaselineTemplateSchema) },
        ...adminOnly,
      },
    },
    patch: {
      summary: 'Rename or describe the baseline template',
      requestBody: json(TemplateDetailsPatchRequestSchema),
      responses: {
        '200': { description: 'Template and pages', ...json(BaselineTemplateSchema) },
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/template/baseline/default-modules': {
    post: {
      summary: 'Create Default Modules: a draft page for every module lacking one (none the second time)',
      requestBody: json(DefaultModulesRequestSchema),
      responses: {
        '201': { description: 'Pages created', ...json(DefaultModulesResponseSchema) },
        '200': {
          description: 'Every module has a page: nothing created',
          ...json(DefaultModulesResponseSchema),
        },
        ...adminOnly,
      },
    },
  },
  '/api/admin/template/page': {
    post: {
      summary: 'Create a module’s template page, titled "{application} - {module} Module Guide"',
      requestBody: json(TemplatePageCreateRequestSchema),
      responses: {
        '201': { description: 'The page', ...json(TemplatePageSchema) },
        ...invalid,
        '409': problem('The module already has a page'),
        ...adminOnly,
      },
    },
  },
  '/api/admin/template/page/{id}': {
    patch: withPrecondition({
      requestParams: { path: TemplatePageIdParamsSchema },
      summary: 'Change a template page; isDraft false publishes it',
      requestBody: json(TemplatePagePatchRequestSchema),
      responses: {
        '200': { description: 'The page', ...json(TemplatePageSchema) },
        ...invalid,
        '404': problem('No such page'),
        ...adminOnly,
      },
    }),
  },
  '/api/userguide/{companySlugOrName}': {
    get: {
      summary: 'My company’s guide (or one I was granted): published modules only',
      requestParams: { path: CompanyGuideParamsSchema },
      responses: {
        '200': { description: 'The guide', ...json(CompanyUserGuideSchema) },
        '404': problem('No such guide, inactive, or not yours'),
        ...signedIn,
      },
    },
  },
  '/api/userguide/{companySlugOrName}/pdf': {
    get: {
      summary: 'Download PDF: the published modules',
      requestParams: { path: CompanyGuideParamsSchema },
      responses: {
        '200': { description: 'The guide', content: { 'application/pdf': { schema: z.string() } } },
        '404': problem('No such guide, inactive, or not yours'),
        '409': problem('Nothing published yet'),
        ...signedIn,
      },
    },
  },
};

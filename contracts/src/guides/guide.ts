import { z } from 'zod';
import { ContentIdSchema } from '../content/api.ts';
import { jsonQueryParam, sortSchema } from '../http/simple-rest.ts';
import { isHttpUrl, URL_INVALID } from '../content/rules.ts';
import { APPLICATIONS } from '../enumerations.ts';
import {
  optionalUrl,
  plainText,
  requiredPlainText,
  RichTextSchema,
  richTextInput,
  nameList,
} from './fields.ts';
import { moduleOfApplication } from './template.ts';
import {
  BASELINE_TEMPLATE_ID,
  defaultGuideTitle,
  GUIDE_APPLICATIONS,
  guidePageId,
  MISSING_INFORMATION_MESSAGE,
  NO_MODULES_MESSAGE,
} from './rules.ts';

/**
 * A company's user guide (spec §2 User Guide Management and Company user guide page, §3 Company
 * user guide): a page per module, each with four audiences' texts, processes and reports.
 */

export const ActionButtonSchema = z.object({ name: z.string(), url: z.string() });

export const GuideProcessSchema = z.object({
  name: z.string(),
  description: z.string(),
  trigger: z.string(),
  triggeredBy: z.string(),
  workflows: z.array(z.string()),
  templates: z.array(z.string()),
  /** The catalogue video that shows how it is done: it plays in the video modal and earns credit. */
  videoContentId: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  actionButton: ActionButtonSchema.nullable(),
});
export type GuideProcess = z.infer<typeof GuideProcessSchema>;

export const GuideReportSchema = z.object({ name: z.string(), url: z.string().nullable() });
export type GuideReport = z.infer<typeof GuideReportSchema>;

export const GuidePageContentSchema = z.object({
  explainer: z.string(),
  zohoAdminGuideUrl: z.string().nullable(),
  managerContent: RichTextSchema,
  employeeContent: RichTextSchema,
  adminContent: RichTextSchema,
  troubleshooting: RichTextSchema,
  processes: z.array(GuideProcessSchema),
  reports: z.array(GuideReportSchema),
});
export type GuidePageContent = z.infer<typeof GuidePageContentSchema>;

/** Both or neither: a button needs a label and somewhere to go. */
const actionButtonInput = z
  .object({ name: plainText(100), url: plainText(2000) })
  .nullish()
  .superRefine((button, ctx) => {
    if (!button || (button.name === '' && button.url === '')) return;
    if (button.name === '')
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Button name is required' });
    if (button.url === '') ctx.addIssue({ code: 'custom', path: ['url'], message: 'Button URL is required' });
    else if (!isHttpUrl(button.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: URL_INVALID });
  })
  .transform((button) => (button && button.name !== '' ? button : null));

/** A content id typed in a form ('' for none) or sent as a number. */
const optionalContentId = z
  // Named, or zod's union says only "Invalid input" beside the field.
  .union([ContentIdSchema, z.literal(''), z.null()], {
    error: 'A video is given by its content ID (a whole number), or left blank for none',
  })
  .optional()
  .transform((value) => (typeof value === 'number' ? value : null));

export const GuideProcessInputSchema = z.object({
  name: requiredPlainText('Process name', 200),
  description: plainText(2000),
  trigger: plainText(500),
  triggeredBy: plainText(200),
  workflows: nameList,
  templates: nameList,
  videoContentId: optionalContentId,
  /** Ignored when `videoContentId` is given: the catalogue item's URL is used. */
  videoUrl: optionalUrl,
  actionButton: actionButtonInput,
});

export const GuideReportInputSchema = z.object({
  name: requiredPlainText('Report name', 200),
  url: optionalUrl,
});

export const GuidePageContentInputSchema = z.object({
  explainer: plainText(5000),
  zohoAdminGuideUrl: optionalUrl,
  managerContent: richTextInput,
  employeeContent: richTextInput,
  adminContent: richTextInput,
  troubleshooting: richTextInput,
  processes: z.array(GuideProcessInputSchema).max(50).default([]),
  reports: z.array(GuideReportInputSchema).max(100).default([]),
});
export type GuidePageContentInput = z.input<typeof GuidePageContentInputSchema>;

// ---- requests ---------------------------------------------------------------------------------

export const GuideModuleChoiceSchema = z
  .object({
    moduleId: requiredPlainText('Module', 100),
    application: z.enum(GUIDE_APPLICATIONS, { error: 'Application must be Zoho People or Zoho Recruit' }),
  })
  .superRefine(moduleOfApplication);
export type GuideModuleChoice = z.infer<typeof GuideModuleChoiceSchema>;

/** Each module is chosen once. */
const eachModuleOnce = {
  check: (modules: readonly GuideModuleChoice[]) =>
    new Set(modules.map((m) => guidePageId(m.application, m.moduleId))).size === modules.length,
  message: 'A module is selected twice',
};

/**
 * POST /api/admin/userguide/from-template (spec §7). Company and title are required (spec §5);
 * a title left out is '{company} User Guide'. Modules may wait: they can be added to the guide
 * later (POST /api/admin/userguide/{id}/modules), and the company's people read nothing until
 * one is published.
 */
export const CreateGuideRequestSchema = z
  .object({
    templateId: z
      .literal(BASELINE_TEMPLATE_ID, { error: 'Guides are built from the baseline template (1)' })
      .default(BASELINE_TEMPLATE_ID),
    companyName: z
      .string({ error: MISSING_INFORMATION_MESSAGE })
      .trim()
      .min(1, { error: MISSING_INFORMATION_MESSAGE, abort: true })
      .max(200, 'Company name must be at most 200 characters'),
    title: z.string().trim().max(200, 'Title must be at most 200 characters').optional(),
    description: plainText(2000),
    modules: z
      .array(GuideModuleChoiceSchema)
      .max(100)
      .refine(eachModuleOnce.check, eachModuleOnce.message)
      .default([]),
  })
  .transform((request) => ({
    ...request,
    title: request.title ? request.title : defaultGuideTitle(request.companyName),
  }));
export type CreateGuideRequest = z.input<typeof CreateGuideRequestSchema>;

/** POST /api/admin/userguide/{id}/modules: modules the guide does not have yet, at least one. */
export const AddGuideModulesRequestSchema = z.object({
  modules: z
    .array(GuideModuleChoiceSchema, { error: NO_MODULES_MESSAGE })
    .min(1, NO_MODULES_MESSAGE)
    .max(100)
    .refine(eachModuleOnce.check, eachModuleOnce.message),
});
export type AddGuideModulesRequest = z.input<typeof AddGuideModulesRequestSchema>;

/** A guide's id is its company slug: unique (spec §3 user_guides.companySlug), readable in links. */
export const GuideIdSchema = z.string().regex(/^[a-z0-9-]{1,200}$/, 'Not a user guide id');
export const GuideParamsSchema = z.object({ guideId: GuideIdSchema });
/** Publish, unpublish, activate and deactivate say everything in their path: no body, or `{}`. */
export const GuideActionRequestSchema = z.object({}).strict();
export const GuidePageParamsSchema = z.object({
  guideId: GuideIdSchema,
  pageId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Not a guide page id'),
});

export const GuidePagePatchRequestSchema = z.object({ content: GuidePageContentInputSchema });
export type GuidePagePatchRequest = z.input<typeof GuidePagePatchRequestSchema>;

/** PATCH /api/admin/userguide/{id}: title, description and the company contact the page shows. */
export const GuideDetailsPatchRequestSchema = z.object({
  title: requiredPlainText('Title', 200).optional(),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional(),
  contactName: z.string().trim().max(200, 'Contact name must be at most 200 characters').nullish(),
  contactEmail: z.union([z.literal(''), z.email('Please enter a valid e-mail address').max(320)]).nullish(),
});
export type GuideDetailsPatchRequest = z.input<typeof GuideDetailsPatchRequestSchema>;

/** An e-mail as typed: spaces around it and its case do not matter. */
const emailInput = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().pipe(z.email(message).max(320));

export const GuideAccessRequestSchema = z.object({
  email: emailInput('Please enter a valid e-mail address'),
});
export const GuideAccessParamsSchema = GuideParamsSchema.extend({
  email: emailInput('Not an e-mail address'),
});

/** ra-data-simple-rest's sort, range and filter (DESIGN §7); `q` matches title or company. */
export const GUIDE_SORT_FIELDS = ['createdAt', 'title', 'companyName'] as const;
export const GuideListQuerySchema = z.object({
  sort: jsonQueryParam(sortSchema(GUIDE_SORT_FIELDS), 'sort').optional(),
  range: jsonQueryParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([start, end]) => end >= start && end - start < 100, 'range must span 1 to 100 guides'),
    'range',
  ).optional(),
  filter: jsonQueryParam(
    z.object({
      q: z.string().trim().max(200).optional(),
      // The guide of one company, if it has one: asked by the create dialog, which answers 200
      // with none rather than a 404 for every company without a guide.
      companySlug: z.string().trim().min(1).max(200).optional(),
    }),
    'filter',
  ).optional(),
});
export type GuideListQuery = z.infer<typeof GuideListQuerySchema>;

// ---- responses --------------------------------------------------------------------------------

/** A card of the User Guides tab (spec §3 User guide summary). */
export const UserGuideSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  moduleCount: z.number().int(),
  publishedModuleCount: z.number().int(),
  templateId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserGuideSummary = z.infer<typeof UserGuideSummarySchema>;

export const GuidePageSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  application: z.enum(GUIDE_APPLICATIONS),
  title: z.string(),
  isDraft: z.boolean(),
  publishedAt: z.string().nullable(),
  content: GuidePageContentSchema,
  updatedAt: z.string(),
});
export type GuidePage = z.infer<typeof GuidePageSchema>;

/** Who besides the company's own people may read the guide (spec §3 user_guide_access). */
export const GuideAccessEntrySchema = z.object({
  email: z.string(),
  companyName: z.string().nullable(),
  hasAccess: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuideAccessEntry = z.infer<typeof GuideAccessEntrySchema>;

/** GET /api/admin/userguide/{id}: everything the console's Edit page works on. */
export const UserGuideDetailSchema = UserGuideSummarySchema.extend({
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  pages: z.array(GuidePageSchema),
  access: z.array(GuideAccessEntrySchema),
});
export type UserGuideDetail = z.infer<typeof UserGuideDetailSchema>;

/**
 * GET /api/userguide/{companySlugOrName} (spec §3 Company user guide, as read): only published
 * modules (not draft, with publishedAt), for the caller's own company or a guide they were granted.
 */
export const CompanyUserGuideSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  title: z.string(),
  description: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  applications: z.array(z.enum(APPLICATIONS)),
  modules: z.array(GuidePageSchema),
});
export type CompanyUserGuide = z.infer<typeof CompanyUserGuideSchema>;

export const CompanyGuideParamsSchema = z.object({
  companySlugOrName: z.string().trim().min(1).max(200),
});

/** The module view's tabs (spec §2 Company user guide page), in order, with what each shows. */
export const GUIDE_TABS = [
  { label: 'Manager', field: 'managerContent' },
  { label: 'Employee', field: 'employeeContent' },
  { label: 'Admin', field: 'adminContent' },
  { label: 'Troubleshooting', field: 'troubleshooting' },
] as const satisfies readonly { label: string; field: keyof GuidePageContent }[];
export type GuideTab = (typeof GUIDE_TABS)[number];

/** A tab with nothing written yet says so (spec §2). */
export const contentBeingPrepared = (label: string): string =>
  `${label} content is being prepared for this module.`;

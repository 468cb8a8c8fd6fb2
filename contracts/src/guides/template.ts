import { z } from 'zod';
import {
  ContentIdListInputSchema,
  ContentIdListSchema,
  nameList,
  optionalUrl,
  plainText,
  requiredPlainText,
  RichTextSchema,
  richTextInput,
} from './fields.ts';
import { GUIDE_APPLICATIONS, isGuideModule } from './rules.ts';

/**
 * A module template page of the baseline template (spec §2 Baseline template editor, §3 Module
 * template page): six sections under a module overview. Each schema comes twice: the stored
 * shape, and the input the console sends, which has defaults and normalises lists.
 */

const ContentSectionSchema = z.object({ contentIds: ContentIdListSchema, customContent: RichTextSchema });
const contentSectionInput = z
  .object({ contentIds: ContentIdListInputSchema, customContent: richTextInput })
  // prefault, not default: a missing section is parsed as {}, so its own defaults apply.
  .prefault({});

export const QaItemSchema = z.object({ question: z.string(), answer: RichTextSchema });
const qaItemInput = z.object({
  question: requiredPlainText('Question', 500),
  answer: richTextInput,
});

export const TemplateProcessSchema = z.object({
  name: z.string(),
  description: z.string(),
  triggeredBy: z.string(),
  triggeredWhen: z.string(),
  triggeredHow: z.string(),
  workflows: z.array(z.string()),
  templates: z.array(z.string()),
});
export type TemplateProcess = z.infer<typeof TemplateProcessSchema>;

export const TemplateProcessInputSchema = z.object({
  name: requiredPlainText('Process name', 200),
  description: plainText(2000),
  triggeredBy: plainText(200),
  triggeredWhen: plainText(500),
  triggeredHow: plainText(500),
  workflows: nameList,
  templates: nameList,
});

export const TemplatePageContentSchema = z.object({
  explainer: z.string(),
  zohoAdminGuideUrl: z.string().nullable(),
  adminResources: ContentSectionSchema,
  troubleshootingGuide: ContentSectionSchema.extend({ qaItems: z.array(QaItemSchema) }),
  reports: z.array(z.string()),
  stakeholderHelpGuide: z.object({ managers: ContentSectionSchema, employees: ContentSectionSchema }),
  buttons: z.array(z.string()),
  processes: z.array(TemplateProcessSchema),
});
export type TemplatePageContent = z.infer<typeof TemplatePageContentSchema>;

export const TemplatePageContentInputSchema = z.object({
  explainer: plainText(5000),
  zohoAdminGuideUrl: optionalUrl,
  adminResources: contentSectionInput,
  troubleshootingGuide: z
    .object({
      contentIds: ContentIdListInputSchema,
      customContent: richTextInput,
      qaItems: z.array(qaItemInput).max(100).default([]),
    })
    .prefault({}),
  reports: nameList,
  stakeholderHelpGuide: z
    .object({ managers: contentSectionInput, employees: contentSectionInput })
    .prefault({}),
  buttons: nameList,
  processes: z.array(TemplateProcessInputSchema).max(50).default([]),
});
export type TemplatePageContentInput = z.input<typeof TemplatePageContentInputSchema>;

/** A page with nothing written yet: what 'Create Default Modules' saves. */
export const emptyTemplatePageContent = (): TemplatePageContent => ({
  explainer: '',
  zohoAdminGuideUrl: null,
  adminResources: { contentIds: [], customContent: '' },
  troubleshootingGuide: { contentIds: [], customContent: '', qaItems: [] },
  reports: [],
  stakeholderHelpGuide: {
    managers: { contentIds: [], customContent: '' },
    employees: { contentIds: [], customContent: '' },
  },
  buttons: [],
  processes: [],
});

const moduleChoice = {
  moduleId: requiredPlainText('Module', 100),
  application: z.enum(GUIDE_APPLICATIONS, { error: 'Application must be Zoho People or Zoho Recruit' }),
};

/** A module belongs to its application (issue 10). */
export const moduleOfApplication = <
  T extends { moduleId: string; application: (typeof GUIDE_APPLICATIONS)[number] },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (!isGuideModule(value.application, value.moduleId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['moduleId'],
      message: `${value.moduleId} is not a ${value.application} module`,
    });
  }
};

/**
 * POST /api/admin/template/page (spec §7). `title` is accepted as the console sends it and
 * ignored: the server names every page '{application} - {module} Module Guide'.
 */
export const TemplatePageCreateRequestSchema = z
  .object({
    ...moduleChoice,
    content: TemplatePageContentInputSchema.prefault({}),
    isDraft: z.boolean().default(true),
    title: z.string().max(300).optional(),
  })
  .superRefine(moduleOfApplication);
export type TemplatePageCreateRequest = z.input<typeof TemplatePageCreateRequestSchema>;

/** PATCH /api/admin/template/page/{id}: what is sent changes; module and application cannot. */
export const TemplatePagePatchRequestSchema = z.object({
  moduleId: z.string().optional(),
  application: z.string().optional(),
  content: TemplatePageContentInputSchema.optional(),
  isDraft: z.boolean().optional(),
  title: z.string().max(300).optional(),
});
export type TemplatePagePatchRequest = z.input<typeof TemplatePagePatchRequestSchema>;

export const TemplatePageIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Not a template page id'),
});

export const TemplatePageSchema = z.object({
  id: z.string(),
  templateId: z.number().int(),
  moduleId: z.string(),
  application: z.enum(GUIDE_APPLICATIONS),
  title: z.string(),
  isDraft: z.boolean(),
  publishedAt: z.string().nullable(),
  content: TemplatePageContentSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplatePage = z.infer<typeof TemplatePageSchema>;

/** GET /api/admin/template/baseline: the template (spec §3 Baseline template) and its pages. */
export const BaselineTemplateSchema = z.object({
  template: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    updatedAt: z.string().nullable(),
  }),
  pages: z.array(TemplatePageSchema),
});
export type BaselineTemplate = z.infer<typeof BaselineTemplateSchema>;

/** PATCH /api/admin/template/baseline: the template's name and description. */
export const TemplateDetailsPatchRequestSchema = z.object({
  name: requiredPlainText('Name', 200).optional(),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional(),
});

/** GET /api/admin/userguide/templates: the templates guides can be built from. */
export const TemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  pageCount: z.number().int(),
  publishedPageCount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

/** POST /api/admin/template/baseline/default-modules: no body, or an empty one. */
export const DefaultModulesRequestSchema = z.object({}).strict();

/** POST /api/admin/template/baseline/default-modules: the drafts it created (none the second time). */
export const DefaultModulesResponseSchema = z.object({ created: z.array(TemplatePageSchema) });
export type DefaultModulesResponse = z.infer<typeof DefaultModulesResponseSchema>;

import { z } from 'zod';
import { GuidePageContentSchema } from './guide.ts';
import { GUIDE_APPLICATIONS } from './rules.ts';
import { TemplatePageContentSchema } from './template.ts';

/**
 * Events of the `template-{id}` and `guide-{id}` streams (DESIGN §4). Every HTML field they carry
 * was sanitised by the decider before the event was appended.
 */
const at = z.iso.datetime();
const by = z.string();
const templateId = z.number().int().positive();
const guideId = z.string();
const pageId = z.string();
const application = z.enum(GUIDE_APPLICATIONS);

// ---- template-{id} ----------------------------------------------------------------------------

export const TemplateCreatedSchema = z.object({
  type: z.literal('TemplateCreated'),
  data: z.object({ templateId, name: z.string(), description: z.string(), createdBy: by, createdAt: at }),
});

export const TemplateDetailsChangedSchema = z.object({
  type: z.literal('TemplateDetailsChanged'),
  data: z.object({ templateId, name: z.string(), description: z.string(), changedBy: by, changedAt: at }),
});

export const TemplatePageSavedSchema = z.object({
  type: z.literal('TemplatePageSaved'),
  data: z.object({
    templateId,
    pageId,
    moduleId: z.string(),
    application,
    title: z.string(),
    content: TemplatePageContentSchema,
    isDraft: z.boolean(),
    savedBy: by,
    savedAt: at,
  }),
});

export const TemplatePagePublishedSchema = z.object({
  type: z.literal('TemplatePagePublished'),
  data: z.object({ templateId, pageId, publishedBy: by, publishedAt: at }),
});

export const TemplateEventSchema = z.discriminatedUnion('type', [
  TemplateCreatedSchema,
  TemplateDetailsChangedSchema,
  TemplatePageSavedSchema,
  TemplatePagePublishedSchema,
]);
export type TemplateEvent = z.infer<typeof TemplateEventSchema>;
export type TemplatePageSaved = z.infer<typeof TemplatePageSavedSchema>;

export const templateStreamName = (id: number): string => `template-${id}`;

// ---- guide-{id} -------------------------------------------------------------------------------

export const GuideModulePageSchema = z.object({
  pageId,
  moduleId: z.string(),
  application,
  title: z.string(),
  content: GuidePageContentSchema,
});
export type GuideModulePage = z.infer<typeof GuideModulePageSchema>;

export const GuideCreatedSchema = z.object({
  type: z.literal('GuideCreated'),
  data: z.object({
    guideId,
    companyName: z.string(),
    companySlug: z.string(),
    title: z.string(),
    description: z.string(),
    templateId,
    contactEmail: z.string().nullable(),
    modules: z.array(GuideModulePageSchema),
    createdBy: by,
    createdAt: at,
  }),
});

/** Modules added to a guide after it was made: each a draft page from the template, as creation makes them. */
export const GuideModulesAddedSchema = z.object({
  type: z.literal('GuideModulesAdded'),
  data: z.object({ guideId, modules: z.array(GuideModulePageSchema), addedBy: by, addedAt: at }),
});

/** A module taken out of a guide: its page, drafts and edits, is gone from the guide and its readers. */
export const GuidePageRemovedSchema = z.object({
  type: z.literal('GuidePageRemoved'),
  data: z.object({ guideId, pageId, removedBy: by, removedAt: at }),
});

export const GuideDetailsEditedSchema = z.object({
  type: z.literal('GuideDetailsEdited'),
  data: z.object({
    guideId,
    title: z.string(),
    description: z.string(),
    contactName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    editedBy: by,
    editedAt: at,
  }),
});

export const GuidePageEditedSchema = z.object({
  type: z.literal('GuidePageEdited'),
  data: z.object({ guideId, pageId, content: GuidePageContentSchema, editedBy: by, editedAt: at }),
});

/** "Publish guide", one of the product's four commands: the page becomes visible to customers. */
export const GuidePagePublishedSchema = z.object({
  type: z.literal('GuidePagePublished'),
  data: z.object({ guideId, pageId, publishedBy: by, publishedAt: at }),
});

export const GuidePageUnpublishedSchema = z.object({
  type: z.literal('GuidePageUnpublished'),
  data: z.object({ guideId, pageId, unpublishedBy: by, unpublishedAt: at }),
});

export const GuideDeactivatedSchema = z.object({
  type: z.literal('GuideDeactivated'),
  data: z.object({ guideId, deactivatedBy: by, deactivatedAt: at }),
});

export const GuideActivatedSchema = z.object({
  type: z.literal('GuideActivated'),
  data: z.object({ guideId, activatedBy: by, activatedAt: at }),
});

export const GuideAccessGrantedSchema = z.object({
  type: z.literal('GuideAccessGranted'),
  data: z.object({
    guideId,
    email: z.string(),
    /** The grantee's company as their profile said when access was granted, if they have one. */
    companyName: z.string().nullable(),
    grantedBy: by,
    grantedAt: at,
  }),
});

export const GuideAccessRevokedSchema = z.object({
  type: z.literal('GuideAccessRevoked'),
  data: z.object({ guideId, email: z.string(), revokedBy: by, revokedAt: at }),
});

export const GuideEventSchema = z.discriminatedUnion('type', [
  GuideCreatedSchema,
  GuideModulesAddedSchema,
  GuidePageRemovedSchema,
  GuideDetailsEditedSchema,
  GuidePageEditedSchema,
  GuidePagePublishedSchema,
  GuidePageUnpublishedSchema,
  GuideDeactivatedSchema,
  GuideActivatedSchema,
  GuideAccessGrantedSchema,
  GuideAccessRevokedSchema,
]);
export type GuideEvent = z.infer<typeof GuideEventSchema>;
export type GuideCreated = z.infer<typeof GuideCreatedSchema>;

export const guideStreamName = (guideId: string): string => `guide-${guideId}`;

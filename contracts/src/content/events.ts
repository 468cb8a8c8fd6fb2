import { z } from 'zod';
import { ContentFieldsSchema } from './fields.ts';

/** Events of the `content-{id}` stream. Past-tense facts; ids and business data only. */
export const ContentCreatedSchema = z.object({
  type: z.literal('ContentCreated'),
  data: ContentFieldsSchema.extend({
    contentId: z.number().int().positive(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
  }),
});

export const ContentUpdatedSchema = z.object({
  type: z.literal('ContentUpdated'),
  data: ContentFieldsSchema.extend({
    contentId: z.number().int().positive(),
    updatedBy: z.string(),
    updatedAt: z.iso.datetime(),
  }),
});

export const ContentDeletedSchema = z.object({
  type: z.literal('ContentDeleted'),
  data: z.object({
    contentId: z.number().int().positive(),
    deletedBy: z.string(),
    deletedAt: z.iso.datetime(),
  }),
});

/**
 * A deleted item is back (Data Recovery). It carries the fields it returns with, the ones it had
 * when it was deleted, so a reader needs no earlier event to show it again.
 */
export const ContentRestoredSchema = z.object({
  type: z.literal('ContentRestored'),
  data: ContentFieldsSchema.extend({
    contentId: z.number().int().positive(),
    restoredBy: z.string(),
    restoredAt: z.iso.datetime(),
  }),
});

export const ContentEventSchema = z.discriminatedUnion('type', [
  ContentCreatedSchema,
  ContentUpdatedSchema,
  ContentDeletedSchema,
  ContentRestoredSchema,
]);

export type ContentCreated = z.infer<typeof ContentCreatedSchema>;
export type ContentUpdated = z.infer<typeof ContentUpdatedSchema>;
export type ContentDeleted = z.infer<typeof ContentDeletedSchema>;
export type ContentRestored = z.infer<typeof ContentRestoredSchema>;
export type ContentEvent = z.infer<typeof ContentEventSchema>;

export const contentStreamName = (contentId: number): string => `content-${contentId}`;

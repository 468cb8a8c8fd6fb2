import { z } from 'zod';
import {
  APPLICATIONS,
  CONTENT_TYPES,
  LEARNING_JOURNEY_INPUTS,
  LEARNING_JOURNEYS,
  LEVELS,
  levelBelongsTo,
  moduleBelongsTo,
} from '../enumerations.ts';
import {
  isHttpUrl,
  normaliseContentNumber,
  normaliseIdentifier,
  normaliseKeywords,
  thumbnailPath,
  URL_INVALID,
  URL_REQUIRED,
} from './rules.ts';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/**
 * What an admin submits in the content form (spec §2 content form, §3 content item, §5).
 * Parsing also normalises, so the decider and the HTTP layer share one definition of a valid item.
 */
export const ContentFormSchema = z
  .object({
    title: requiredText('Title', 200),
    description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
    type: z.enum(CONTENT_TYPES, { error: 'Type must be Video or Article' }),
    identifier: z.string().max(100, 'Identifier must be at most 100 characters').nullish(),
    contentNumber: z.string().max(20, 'Content number is too long').nullish(),
    application: z.enum(APPLICATIONS, {
      error: 'Application must be General, Zoho People or Zoho Recruit',
    }),
    module: requiredText('Module', 100),
    level: z.enum(LEVELS, { error: 'Level must be one of the eight audiences' }),
    url: z
      .string({ error: URL_REQUIRED })
      .trim()
      .min(1, { error: URL_REQUIRED, abort: true })
      .max(2000, 'URL must be at most 2000 characters')
      .refine(isHttpUrl, URL_INVALID),
    keywords: z.array(z.string().max(100, 'A keyword must be at most 100 characters')).max(50).default([]),
    learningJourney: z.enum(LEARNING_JOURNEY_INPUTS).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!moduleBelongsTo(value.application, value.module)) {
      ctx.addIssue({
        code: 'custom',
        path: ['module'],
        message: `${value.module} is not a ${value.application} module`,
      });
    }
    if (!levelBelongsTo(value.application, value.level)) {
      ctx.addIssue({
        code: 'custom',
        path: ['level'],
        message: `${value.level} is not a ${value.application} level`,
      });
    }
  })
  .transform((value) => ({
    title: value.title,
    description: value.description,
    type: value.type,
    identifier: normaliseIdentifier(value.identifier),
    contentNumber: normaliseContentNumber(value.contentNumber),
    application: value.application,
    module: value.module,
    level: value.level,
    url: value.url,
    keywords: normaliseKeywords(value.keywords),
    learningJourney:
      value.learningJourney == null || value.learningJourney === 'none' ? null : value.learningJourney,
    thumbnail: thumbnailPath(value.application, value.level),
  }));

export type ContentFormInput = z.input<typeof ContentFormSchema>;

/** A content item's fields once normalised: what events carry and the catalogue stores. */
export const ContentFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  type: z.enum(CONTENT_TYPES),
  identifier: z.string().nullable(),
  contentNumber: z.string().length(4).nullable(),
  application: z.enum(APPLICATIONS),
  module: z.string(),
  level: z.enum(LEVELS),
  url: z.string(),
  keywords: z.array(z.string()),
  learningJourney: z.enum(LEARNING_JOURNEYS).nullable(),
  thumbnail: z.string(),
});
export type ContentFields = z.infer<typeof ContentFieldsSchema>;

/** PATCH sends any subset of the form; the decider merges it onto the current item and re-validates. */
export const ContentPatchSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    type: z.string(),
    identifier: z.string().nullable(),
    contentNumber: z.string().nullable(),
    application: z.string(),
    module: z.string(),
    level: z.string(),
    url: z.string(),
    keywords: z.array(z.string()),
    learningJourney: z.string().nullable(),
  })
  .partial()
  .strip();
export type ContentPatch = z.infer<typeof ContentPatchSchema>;

/** The form's view of stored fields, for merging a patch and for pre-filling the edit form. */
export const toFormInput = (fields: ContentFields): ContentFormInput => ({
  title: fields.title,
  description: fields.description,
  type: fields.type,
  identifier: fields.identifier,
  contentNumber: fields.contentNumber,
  application: fields.application,
  module: fields.module,
  level: fields.level,
  url: fields.url,
  keywords: fields.keywords,
  learningJourney: fields.learningJourney ?? 'none',
});

const CONTENT_FIELD_KEYS = Object.keys(ContentFieldsSchema.shape) as (keyof ContentFields)[];

/**
 * The content fields of a larger record (an event's data, a read-model row). A plain loop: a
 * rebuild picks fifty thousand of these, and building entry arrays for Object.fromEntries cost
 * it almost half a second.
 */
export const pickContentFields = (record: ContentFields): ContentFields => {
  const fields: Record<string, unknown> = {};
  for (const key of CONTENT_FIELD_KEYS) fields[key] = record[key];
  return fields as ContentFields;
};

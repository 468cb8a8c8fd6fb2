import {
  normaliseKeywords,
  type Application,
  type ContentFormInput,
  type ContentType,
  type LearningJourneyInput,
  type Level,
} from '@zen/contracts';

/** A new item starts as a video outside any learning journey, with no keywords. */
export const NEW_CONTENT_DEFAULTS = {
  type: 'Video',
  learningJourney: 'none',
  keywords: [],
} satisfies Partial<ContentFormInput>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const textOrNull = (value: unknown): string | null => {
  const trimmed = text(value).trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The body docs/api.md names for POST and PUT: the form's fields only (not the record's id,
 * timestamps or thumbnail), empty optional text as null, and 'none' when the record has no
 * journey (react-admin turns empty inputs into null, and the API returns no journey as null).
 * The selects have already been validated against their enumerations.
 */
export const toContentFormInput = (values: Record<string, unknown>): ContentFormInput => ({
  title: text(values.title),
  description: text(values.description),
  type: values.type as ContentType,
  identifier: textOrNull(values.identifier),
  contentNumber: textOrNull(values.contentNumber),
  application: values.application as Application,
  module: text(values.module),
  level: values.level as Level,
  url: text(values.url).trim(),
  keywords: normaliseKeywords(
    Array.isArray(values.keywords) ? values.keywords.filter((k): k is string => typeof k === 'string') : [],
  ),
  learningJourney: (values.learningJourney ?? 'none') as LearningJourneyInput,
});

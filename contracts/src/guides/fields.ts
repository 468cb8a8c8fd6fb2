import { z } from 'zod';
import { isHttpUrl, URL_INVALID } from '../content/rules.ts';
import { parseContentIdList } from './rules.ts';

/** Building blocks shared by template pages and guide pages. */

/**
 * Rich text from the console's editor. The contract only bounds its size: the server sanitises
 * it before any event is appended (DESIGN §8), with an HTML parser, not here.
 */
export const RichTextSchema = z.string().max(100_000, 'This text is too long (at most 100,000 characters)');
export const richTextInput = RichTextSchema.default('');

/** A short line of plain text, trimmed; blank is allowed. */
export const plainText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).default('');

/** A required line of plain text, trimmed. */
export const requiredPlainText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** An optional http(s) link: blank means none. */
export const optionalUrl = z
  .string()
  .trim()
  .max(2000, 'URL must be at most 2000 characters')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpUrl(value), URL_INVALID);

/** A list of names (reports, buttons, workflow steps): trimmed, blanks dropped. */
export const nameList = z
  .array(z.string().max(200, 'A name must be at most 200 characters'))
  .max(100, 'At most 100 entries')
  .default([])
  .transform((names) => names.map((name) => name.trim()).filter((name) => name !== ''));

/** Content IDs typed as '12, 7, 31' or sent as a list (spec §5); existence is checked by the decider. */
export const ContentIdListInputSchema = z
  .union([z.string().max(2000), z.array(z.union([z.number(), z.string()])).max(200)])
  .default('')
  .transform((value, ctx) => {
    const { ids, invalid } = parseContentIdList(value);
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Content IDs are numbers separated by commas; not IDs: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return ids;
  });

export const ContentIdListSchema = z.array(z.number().int().positive());

import fc from 'fast-check';
import type { JsonSchema } from '../testing/openapi-operations.ts';

/** Generated strings stay short unless the schema needs more: huge strings are their own case. */
const MAX_GENERATED_LENGTH = 40;

/**
 * Text as people and attackers type it: any grapheme (emoji, combining marks, RTL) and any code
 * point, lone surrogates and NUL included.
 */
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH),
  );
  // zod writes its own pattern beside a format (its e-mail rule is stricter than RFC 5322's): the
  // pattern is what the server checks.
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  return anyText(minLength, maxLength);
};

const numberOf = (schema: JsonSchema): fc.Arbitrary<number> => {
  const integer = schema.type === 'integer';
  const low =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0) : undefined);
  const high =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0) : undefined);
  if (integer) {
    // bigInt covers the whole safe range (ids up to 2^53 - 1), which fc.integer does not.
    return fc
      .bigInt({ min: BigInt(low ?? Number.MIN_SAFE_INTEGER), max: BigInt(high ?? Number.MAX_SAFE_INTEGER) })
      .map(Number);
  }
  return fc.double({ min: low ?? -1e12, max: high ?? 1e12, noNaN: true, noDefaultInfinity: true });
};

/**
 * Values that satisfy `schema` (as far as its keywords go), for property-based requests that get
 * past validation into the handlers. Arbitrary JSON where the schema says nothing.
 */
export const arbitraryOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(arbitraryOf));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
  }
  return fc.jsonValue();
};

/**
 * A value near `schema`: a valid one with one thing wrong (a required field dropped, a field of
 * the wrong type, an extra field), or any JSON at all. Validation must refuse these by name.
 */
export const mutantOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const valid = arbitraryOf(schema);
  const keys = Object.keys(schema.properties ?? {});
  if (schema.type !== 'object' || keys.length === 0) return fc.oneof(valid, fc.jsonValue());
  const asObject = valid.map((value) => ({ ...(value as Record<string, unknown>) }));
  return fc.oneof(
    fc.tuple(asObject, fc.constantFrom(...keys)).map(([value, key]) => {
      delete value[key];
      return value;
    }),
    fc.tuple(asObject, fc.constantFrom(...keys), fc.jsonValue()).map(([value, key, wrong]) => ({
      ...value,
      [key]: wrong,
    })),
    fc
      .tuple(asObject, fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue())
      .map(([value, key, extra]) => ({
        ...value,
        [key]: extra,
      })),
    fc.jsonValue(),
  );
};

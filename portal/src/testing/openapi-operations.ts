/** A JSON Schema as the OpenAPI document carries it (zod-openapi's output, no $refs). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

export type Access = 'public' | 'signed-in' | 'admin';

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

/** One operation of /api/openapi.json, reduced to what the fuzz needs to build requests. */
export type Operation = {
  method: string;
  /** The document's path template, '/api/content/{id}'. */
  path: string;
  access: Access;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: JsonSchema;
};

type OpenApiOperation = {
  'x-access'?: Access;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the document, in document order. */
export const operationsOf = (document: { paths?: object }): Operation[] =>
  Object.entries((document.paths ?? {}) as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as OpenApiOperation;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in as Parameter['in'],
        required: parameter.required ?? false,
        schema: parameter.schema ?? {},
      }));
      return {
        method,
        path,
        access: operation['x-access'] ?? 'public',
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );

/** '/api/content/{id}' with `values` filled in; each value is put on the wire as given. */
export const fillPath = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1');

/** A query string from name/value pairs (a name may repeat), each value percent-encoded. */
export const queryString = (pairs: [string, string][]): string =>
  pairs.length === 0
    ? ''
    : `?${pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&')}`;

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes the UTF-8 bytes of `value`. Unlike encodeURIComponent it never throws: a lone
 * surrogate goes out as U+FFFD's bytes (raw invalid sequences are sent by the hostile cases).
 */
export const percentEncode = (value: string): string =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

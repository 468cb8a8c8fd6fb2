import fc from 'fast-check';
import type { KnownValues } from './fixtures.ts';
import {
  fillPath,
  percentEncode,
  queryString,
  type JsonSchema,
  type Operation,
} from '../testing/openapi-operations.ts';
import { arbitraryOf } from './schema-arbitrary.ts';
import type { RawRequest } from './http-client.ts';

/** One crafted request and what it is meant to show. */
export type FuzzCase = {
  label: string;
  request: RawRequest;
  /**
   * The bytes cannot be read as the request they claim to be (malformed JSON, a broken escape):
   * a 400 then has no field to name.
   */
  unreadable?: boolean;
};

const JSON_TYPE = { 'content-type': 'application/json' };
const TEN_MB = 10 * 1024 * 1024;
const HUGE = 100_000;

/** Text that breaks naive string handling: each should be stored as given or refused by name. */
export const UNICODE_EDGES: Record<string, string> = {
  'lone high surrogate': '\ud800',
  'lone low surrogate': 'a\udfffb',
  NUL: 'a\u0000b',
  'RTL override': '\u202egnp.exe',
  'emoji family': '👩‍👩‍👧‍👦',
  'combining marks': 'e\u0301\u0302\u0303\u0304\u0305',
  'zero-width and BOM': '\ufeff\u200b\u200d',
  'astral letters': '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
};

/** Path parameter values a careless handler turns into a crash, a traversal or a wrong row. */
const HOSTILE_PATH_VALUES: { label: string; raw: string; unreadable?: boolean }[] = [
  { label: 'zero', raw: '0' },
  { label: 'negative', raw: '-1' },
  { label: '2^53', raw: '9007199254740992' },
  { label: '2^64', raw: '18446744073709551616' },
  { label: 'not a number', raw: 'abc' },
  { label: 'decimal', raw: '1.5' },
  { label: 'exponent', raw: '1e3' },
  { label: 'hex', raw: '0x10' },
  { label: 'NaN', raw: 'NaN' },
  { label: 'Infinity', raw: 'Infinity' },
  { label: 'traversal', raw: '..' },
  { label: 'encoded traversal', raw: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'encoded NUL', raw: '1%00' },
  { label: 'encoded surrogate (invalid UTF-8)', raw: '%ED%A0%80', unreadable: true },
  { label: 'broken escape', raw: '%E0%A4%A', unreadable: true },
  { label: 'lone percent', raw: '%', unreadable: true },
  { label: 'emoji', raw: percentEncode('😀') },
  { label: 'RTL override', raw: percentEncode('\u202e1') },
  { label: 'huge', raw: 'a'.repeat(5_000) },
  { label: 'prototype key', raw: '__proto__' },
  { label: 'constructor key', raw: 'constructor' },
  { label: 'SQL', raw: percentEncode("1' OR '1'='1") },
];

const QUERY_VALUES: [string, string][] = [
  ['wrong type', 'abc'],
  ['negative', '-1'],
  ['2^53', '9007199254740992'],
  ['empty', ''],
  ['huge', 'x'.repeat(HUGE / 10)],
  ['JSON garbage', '{"a":'],
  ['JSON array', '[1,2,3]'],
  ...Object.entries(UNICODE_EDGES),
];

const WRONG_VALUES = [12345, true, null, [], {}, 'text', -1, 1e308];

/** The same value, a deterministic sample: hostile cases are the same in every run. */
const sampleOf = (schema: JsonSchema, seed: number): unknown =>
  fc.sample(arbitraryOf(schema), { numRuns: 1, seed })[0];

const isBodyMethod = (method: string) => ['post', 'put', 'patch'].includes(method);

/** Builds the request line and headers for `operation` from parameter values already chosen. */
export class RequestShape {
  constructor(
    readonly operation: Operation,
    readonly known: KnownValues,
  ) {}

  /** Real ids where the fixtures have them, else a sample that fits the parameter's schema. */
  pathValues(): Record<string, string> {
    return Object.fromEntries(
      this.operation.pathParameters.map((parameter) => [
        parameter.name,
        percentEncode(this.known[parameter.name]?.[0] ?? String(sampleOf(parameter.schema, 1))),
      ]),
    );
  }

  /** Required query parameters with plausible values: the rest of the request is what is tested. */
  requiredQuery(): [string, string][] {
    return this.operation.queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [
        parameter.name,
        this.known[parameter.name]?.[0] ?? String(sampleOf(parameter.schema, 1)),
      ]);
  }

  target(pathValues = this.pathValues(), query = this.requiredQuery()): string {
    return fillPath(this.operation.path, pathValues) + queryString(query);
  }

  validBody(): Record<string, unknown> | undefined {
    if (!this.operation.body) return undefined;
    const body = sampleOf(this.operation.body, 7);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
}

/** Malformed and mistyped bodies, bodies too large, and bodies of the wrong media type. */
const bodyCases = (shape: RequestShape): FuzzCase[] => {
  const { operation } = shape;
  const request = (
    label: string,
    body: string | Buffer,
    headers: Record<string, string> = JSON_TYPE,
    unreadable = false,
  ) => ({
    label,
    request: { method: operation.method.toUpperCase(), target: shape.target(), headers, body },
    unreadable,
  });
  const valid = shape.validBody() ?? {};
  const cases: FuzzCase[] = [
    ...['{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '{"a":1}garbage', '\u0000', '{"a":"\\ud800'].map((body) =>
      request(`malformed JSON ${JSON.stringify(body)}`, body, JSON_TYPE, true),
    ),
    request(
      'invalid UTF-8 bytes',
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      JSON_TYPE,
      true,
    ),
    ...['null', '123', '"text"', 'true'].map((body) =>
      request(`JSON ${body} as the body`, body, JSON_TYPE, true),
    ),
    request('an array as the body', '[]'),
    request('an empty object', '{}'),
    request('valid body, sampled from the contract', JSON.stringify(valid)),
    request(
      'extra fields, prototype keys included',
      `${JSON.stringify({ ...valid, unexpected: 1 }).slice(0, -1)},"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}`,
    ),
    request('a 10 MB JSON body', JSON.stringify({ padding: 'a'.repeat(TEN_MB) })),
    request('a 10 MB text body', 'a'.repeat(TEN_MB), { 'content-type': 'text/plain' }),
    request('text/plain', JSON.stringify(valid), { 'content-type': 'text/plain' }),
    request('a form', 'email=a%40b.example&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    request('multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', {
      'content-type': 'multipart/form-data; boundary=x',
    }),
    request('XML', '<a>1</a>', { 'content-type': 'application/xml' }),
    request('no content type', JSON.stringify(valid), {}),
    // UTF-8 bytes labelled UTF-16, and a gzip header on plain bytes: unreadable as labelled.
    request(
      'JSON in UTF-16',
      JSON.stringify(valid),
      { 'content-type': 'application/json; charset=utf-16' },
      true,
    ),
    request('gzip that is not gzip', 'not gzip', { ...JSON_TYPE, 'content-encoding': 'gzip' }, true),
  ];
  const properties = Object.entries(operation.body?.properties ?? {});
  for (const field of operation.body?.required ?? []) {
    const { [field]: _dropped, ...rest } = valid;
    cases.push(request(`missing ${field}`, JSON.stringify(rest)));
  }
  for (const [field, schema] of properties) {
    for (const wrong of WRONG_VALUES) {
      cases.push(
        request(`${field} = ${JSON.stringify(wrong)}`, JSON.stringify({ ...valid, [field]: wrong })),
      );
    }
    if (schema.type === 'string' || schema.type === undefined) {
      cases.push(request(`${field} huge`, JSON.stringify({ ...valid, [field]: 'a'.repeat(HUGE) })));
      for (const [edge, text] of Object.entries(UNICODE_EDGES)) {
        // JSON.stringify keeps lone surrogates as \u escapes: the server parses them back.
        cases.push(request(`${field} ${edge}`, JSON.stringify({ ...valid, [field]: text })));
      }
    }
  }
  return cases;
};

/** A 10 MB body where none is expected (a GET or DELETE): refused before it is read whole. */
const oversizedCase = (shape: RequestShape): FuzzCase => ({
  label: 'a 10 MB JSON body',
  request: {
    method: shape.operation.method.toUpperCase(),
    target: shape.target(),
    headers: JSON_TYPE,
    body: JSON.stringify({ padding: 'a'.repeat(TEN_MB) }),
  },
});

const pathCases = (shape: RequestShape): FuzzCase[] =>
  shape.operation.pathParameters.flatMap((parameter) =>
    HOSTILE_PATH_VALUES.map(({ label, raw, unreadable }) => ({
      label: `path ${parameter.name} ${label}`,
      request: {
        method: shape.operation.method.toUpperCase(),
        target: shape.target({ ...shape.pathValues(), [parameter.name]: raw }),
        headers: JSON_TYPE,
        body: isBodyMethod(shape.operation.method) ? JSON.stringify(shape.validBody() ?? {}) : undefined,
      },
      unreadable,
    })),
  );

const queryCases = (shape: RequestShape): FuzzCase[] => {
  const { operation } = shape;
  const base = shape.requiredQuery();
  const send = (label: string, query: [string, string][]): FuzzCase => ({
    label,
    request: {
      method: operation.method.toUpperCase(),
      target: shape.target(shape.pathValues(), query),
      headers: JSON_TYPE,
      body: isBodyMethod(operation.method) ? JSON.stringify(shape.validBody() ?? {}) : undefined,
    },
  });
  const cases = [
    send('unknown query parameters, prototype keys included', [
      ...base,
      ['unexpected', '1'],
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]),
    send('bracketed query keys', [...base, ['a[b]', '1'], ['c[]', '2']]),
  ];
  for (const parameter of operation.queryParameters) {
    const others = base.filter(([name]) => name !== parameter.name);
    const known = shape.known[parameter.name]?.[0] ?? String(sampleOf(parameter.schema, 1));
    cases.push(
      send(`${parameter.name} twice`, [...others, [parameter.name, known], [parameter.name, known]]),
    );
    cases.push(send(`${parameter.name} missing`, others));
    for (const [label, value] of QUERY_VALUES) {
      cases.push(send(`${parameter.name} ${label}`, [...others, [parameter.name, value]]));
    }
  }
  return cases;
};

/**
 * The fixed catalogue of hostile requests for one operation: bodies, path parameters, query
 * parameters, each varied one way at a time from a request that would otherwise be valid.
 */
export const hostileCases = (shape: RequestShape): FuzzCase[] => [
  ...(isBodyMethod(shape.operation.method) ? bodyCases(shape) : [oversizedCase(shape)]),
  ...pathCases(shape),
  ...queryCases(shape),
];

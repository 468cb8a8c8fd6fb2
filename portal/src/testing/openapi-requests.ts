import {
  fillPath,
  percentEncode,
  queryString,
  type Operation,
  type Parameter,
} from './openapi-operations.ts';

/** A value a parameter accepts, from its schema: enough to get past validation to the guards. */
export const exampleValue = (parameter: Parameter, named: Record<string, string> = {}): string => {
  const given = named[parameter.name];
  if (given !== undefined) return given;
  const { schema } = parameter;
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'someone@acme.example';
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'x';
};

/**
 * The request line for `operation` with every path parameter and every required query parameter
 * filled: from `named` where it names the parameter, else an example from the schema.
 */
export const exampleTarget = (operation: Operation, named: Record<string, string> = {}): string =>
  fillPath(
    operation.path,
    Object.fromEntries(
      operation.pathParameters.map((parameter) => [
        parameter.name,
        percentEncode(exampleValue(parameter, named)),
      ]),
    ),
  ) +
  queryString(
    operation.queryParameters
      .filter((parameter) => parameter.required || parameter.name in named)
      .map((parameter) => [parameter.name, exampleValue(parameter, named)]),
  );

import type { Request } from 'express';
import type { z } from 'zod';
import { fieldErrorsOf } from '@zen/contracts';
import { HttpProblem } from './problem.ts';

const parse = <S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw HttpProblem.validation(fieldErrorsOf(result.error), `The ${where} is not valid`);
  return result.data;
};

/** Every input is parsed by its contract before anything else happens (DESIGN §7). */
export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.output<S> =>
  parse(schema, req.body ?? {}, 'request body');
export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.output<S> =>
  parse(schema, req.query, 'query');
export const parseParams = <S extends z.ZodType>(schema: S, req: Request): z.output<S> =>
  parse(schema, req.params, 'path');
/** Only the headers a route reads, by their lower-case names (Node's own). */
export const parseHeaders = <S extends z.ZodType>(schema: S, req: Request): z.output<S> =>
  parse(schema, req.headers, 'header');

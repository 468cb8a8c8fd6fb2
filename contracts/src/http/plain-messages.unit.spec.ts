import { expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './problem.ts';
import './plain-messages.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsOf(result.error);
};

it('says in plain words what a field needs when its schema names no message', () => {
  const schema = z.object({
    page: z.coerce.number().int().min(1).max(100),
    name: z.string().min(1).max(5),
    kind: z.enum(['view', 'search']),
    tags: z.array(z.string()).max(2),
    email: z.email(),
  });
  expect(
    errorsOf(schema, { page: 'abc', name: '', kind: 'x', tags: ['a', 'b', 'c'], email: 'nope' }),
  ).toEqual([
    { field: 'page', message: 'Must be a number' },
    { field: 'name', message: 'Must not be empty' },
    { field: 'kind', message: 'Must be one of: "view", "search"' },
    { field: 'tags', message: 'Must have at most 2 items' },
    { field: 'email', message: 'Must be an e-mail address' },
  ]);
  expect(
    errorsOf(schema, { page: '1.5', name: 'too long', kind: 'view', tags: [], email: 'a@b.example' }),
  ).toEqual([
    { field: 'page', message: 'Must be a whole number' },
    { field: 'name', message: 'Must have at most 5 characters' },
  ]);
  expect(errorsOf(schema.pick({ name: true, tags: true, email: true }), {})).toEqual([
    { field: 'name', message: 'Required' },
    { field: 'tags', message: 'Required' },
    { field: 'email', message: 'Required' },
  ]);
});

it('names the accepted values of a tagged union', () => {
  const schema = z.discriminatedUnion('action', [
    z.object({ action: z.literal('view') }),
    z.object({ action: z.literal('search') }),
  ]);
  expect(errorsOf(schema, { action: 'jump' })).toEqual([
    { field: 'action', message: 'Must be one of: "view", "search"' },
  ]);
});

it("leaves a schema's own message as it is", () => {
  expect(
    errorsOf(z.object({ age: z.number({ error: 'Age is a number of years' }) }), { age: 'old' }),
  ).toEqual([{ field: 'age', message: 'Age is a number of years' }]);
});

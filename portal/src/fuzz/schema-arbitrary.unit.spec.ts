import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from '../testing/openapi-operations.ts';
import { arbitraryOf, mutantOf } from './schema-arbitrary.ts';

/** A contract like the portal's, as the OpenAPI document carries it (zod 4's JSON Schema). */
const Contract = z.object({
  email: z.email().max(320),
  contentId: z.number().int().positive().max(2_147_483_647),
  kind: z.enum(['view', 'search']),
  tags: z.array(z.string().max(20)).max(5).optional(),
  when: z.iso.date().optional(),
});
const schema = z.toJSONSchema(Contract, { io: 'input' }) as JsonSchema;

describe('requests generated from a contract', () => {
  it('are valid by the contract they come from', () => {
    fc.assert(fc.property(arbitraryOf(schema), (value) => Contract.safeParse(value).success));
  });

  it('one mutation away are mostly refused by it, and never all accepted', () => {
    const samples = fc.sample(mutantOf(schema), { numRuns: 200, seed: 1 });
    const refused = samples.filter((value) => !Contract.safeParse(value).success).length;
    expect(refused).toBeGreaterThan(100);
  });
});

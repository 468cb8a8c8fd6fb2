import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { newClient } from './connections.ts';
import { createPool } from './pool.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

it('runs every session of ours without JIT compilation, pooled or dedicated', async () => {
  const pool = createPool(db.url, 1);
  const client = newClient(db.url, 'test');
  await client.connect();
  try {
    expect((await pool.query<{ jit: string }>('SHOW jit')).rows[0]!.jit).toBe('off');
    expect((await client.query<{ jit: string }>('SHOW jit')).rows[0]!.jit).toBe('off');
    // The statement timeout set on the same sessions still holds beside it.
    expect(
      (await pool.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]!.statement_timeout,
    ).toBe('30s');
  } finally {
    await client.end();
    await pool.end();
  }
});

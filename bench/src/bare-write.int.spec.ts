import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { bareHttpWritesConcurrently, withBareWriteServer } from './bare-write.ts';
import { leanJsonClient } from './lean-http-client.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const scratchRows = async () =>
  (await db.pool.query<{ data: { n: number } }>('SELECT data FROM bench_raw_inserts ORDER BY id')).rows.map(
    (row) => row.data.n,
  );

describe("the write ceiling, the bench's bare HTTP write", () => {
  it('stores every posted row once, in an emptied table, and answers each with its row and id', async () => {
    const rows = Array.from({ length: 40 }, (_, n) => ({ n, title: `row ${n}` }));
    await withBareWriteServer(db.pool, async (server) => {
      await bareHttpWritesConcurrently(db.pool, server, rows.slice(0, 5), 4);
      const rate = await bareHttpWritesConcurrently(db.pool, server, rows, 4);
      expect(rate.count).toBe(40);
      // The earlier round's five are gone: each round fills a table of its own.
      expect((await scratchRows()).sort((a, b) => a - b)).toEqual(rows.map((row) => row.n));

      const client = leanJsonClient(server.url, 1);
      try {
        const reply = await client.send('POST', '/', 'bench=1', { n: 99, title: 'answered' });
        expect(reply.status).toBe(201);
        expect(JSON.parse(reply.text)).toEqual({ id: expect.any(Number), n: 99, title: 'answered' });
      } finally {
        client.close();
      }
    });
  });

  it('answers a body it cannot store with a 500 that says why, and stores nothing', async () => {
    await withBareWriteServer(db.pool, async (server) => {
      await bareHttpWritesConcurrently(db.pool, server, [], 1);
      const reply = await fetch(server.url, { method: 'POST', body: '{"n": 1,' });
      expect(reply.status).toBe(500);
      expect(await reply.text()).toMatch(/JSON/);
      expect(await scratchRows()).toEqual([]);
    });
  });
});

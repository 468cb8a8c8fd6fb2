import { Router, type Request, type Response } from 'express';
import { XAPI_VERSION, XapiStatementsQuerySchema, type XapiStatementsQuery } from '@zen/contracts';
import { parseQuery, requireAdmin, type Config, type Pool } from '@zen/platform';
import { formatCursor, parseCursor, readActivity, type LogCursor } from './activity-log.ts';
import { toStatement } from './statements.ts';

/** Rows read per query: the answer is streamed batch by batch, never built whole. */
const BATCH = 250;

/** Until the client has taken what was written, or has gone away. */
const roomToWrite = (res: Response): Promise<void> =>
  !res.writableNeedDrain || res.destroyed
    ? Promise.resolve()
    : new Promise((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.once('drain', done);
        res.once('close', done);
      });

/** The path of the page after `cursor`, as xAPI's `more` is: no scheme, host or port. */
const morePath = (query: XapiStatementsQuery, cursor: LogCursor): string => {
  const params = new URLSearchParams({ limit: String(query.limit), after: formatCursor(cursor) });
  if (query.since) params.set('since', query.since);
  return `/api/admin/xapi/statements?${params}`;
};

const originOf = (config: Config, req: Request): string =>
  config.PORTAL_PUBLIC_ORIGIN ?? `${req.protocol}://${req.get('host')}`;

/**
 * GET /api/admin/xapi/statements (admin only): learner activity as an xAPI 1.0.3 StatementResult,
 * `{"statements":[…],"more":"…"}`, streamed as it is read. `since` keeps statements stored after
 * an instant; `limit` caps a page; `more` carries the cursor of the next page, or is '' when this
 * page was not full.
 */
export const xapiRoutes = (pool: Pool, config: Config): Router => {
  const router = Router();

  router.get('/api/admin/xapi/statements', requireAdmin, async (req, res) => {
    const query = parseQuery(XapiStatementsQuerySchema, req);
    const origin = originOf(config, req);
    let cursor = parseCursor(query.after);
    let remaining = query.limit;
    // Read before the first byte is sent, so a database that is away still answers 503.
    let rows = await readActivity(pool, cursor, query.since, Math.min(BATCH, remaining));
    res
      .status(200)
      .type('application/json')
      .set({ 'X-Experience-API-Version': XAPI_VERSION, 'Cache-Control': 'no-store' });
    res.write('{"statements":[');
    let written = 0;
    for (;;) {
      for (const row of rows) {
        cursor = { transactionId: row.transactionId, globalPosition: row.globalPosition };
        const statement = toStatement(row, origin);
        if (!statement) continue;
        res.write(`${written > 0 ? ',' : ''}${JSON.stringify(statement)}`);
        written += 1;
      }
      remaining -= rows.length;
      if (rows.length < BATCH || remaining === 0) break;
      await roomToWrite(res);
      if (res.destroyed) return;
      rows = await readActivity(pool, cursor, query.since, Math.min(BATCH, remaining));
    }
    const full = remaining === 0;
    res.end(`],"more":${JSON.stringify(full ? morePath(query, cursor) : '')}}`);
  });

  return router;
};

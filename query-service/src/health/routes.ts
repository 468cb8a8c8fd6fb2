import { Router } from 'express';
import type { Pool } from '@zen/platform';

/** Liveness with the one dependency that matters: can we reach the database? */
export const healthRoutes = (pool: Pool): Router =>
  Router().get('/healthz', async (_req, res) => {
    try {
      await pool.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', detail: 'database unreachable' });
    }
  });

import { Router } from 'express';
import { HttpProblem, sendProblem, type Pool } from '@zen/platform';

/**
 * Liveness with the one dependency that matters: can we reach the database? A load balancer
 * takes a replica out while this answers 503 (problem+json with Retry-After, like every request
 * during an outage) and back in when the database is there again.
 */
export const healthRoutes = (pool: Pool): Router =>
  Router().get('/healthz', async (_req, res) => {
    try {
      await pool.query('SELECT 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch {
      sendProblem(res, HttpProblem.unavailable());
    }
  });

import express, { Router, type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { expect, it } from 'vitest';
import { dispatchByPath } from './dispatch.ts';

const appWith = (...routers: Router[]) => {
  const app = express();
  app.use(dispatchByPath(routers));
  app.use((_req, res) => void res.status(404).send('not found'));
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    void res.status(500).send(error.message);
  });
  return app;
};

const content = Router();
content.get('/api/content/filtered', (_req, res) => void res.send('filtered'));
content.get('/api/content/:id', (req, res) => void res.send(`item ${req.params.id}`));
content.get('/api/content/boom', () => {
  throw new Error('boom');
});
const health = Router();
health.get('/healthz', (_req, res) => void res.send('ok'));
// The same key as `content`, mounted after it: reached only when content passes the request on.
const history = Router();
history.get('/api/content/:id/history', (req, res) => void res.send(`history ${req.params.id}`));
// Its first segments are parameters: it must see every request.
const anything = Router();
anything.get('/:first/:second/anything', (req, res) => void res.send(`anything ${req.params.first}`));

const app = appWith(content, health, history, anything);

it('routes each request as mounting every router in order would', async () => {
  expect((await request(app).get('/api/content/filtered')).text).toBe('filtered');
  expect((await request(app).get('/api/content/7')).text).toBe('item 7');
  expect((await request(app).get('/api/content/7/history')).text).toBe('history 7');
  expect((await request(app).get('/x/y/anything')).text).toBe('anything x');
  expect((await request(app).get('/api/content/anything')).text).toBe('item anything');
});

it('matches as Express does: any case, a trailing slash, a query string', async () => {
  expect((await request(app).get('/API/Content/Filtered?type=help')).text).toBe('filtered');
  expect((await request(app).get('/healthz/')).text).toBe('ok');
  expect((await request(app).get('/HEALTHZ')).text).toBe('ok');
});

it('passes errors and unknown paths on to the handlers after it', async () => {
  const boom = await request(app).get('/api/content/boom');
  // '/api/content/:id' is declared first and answers: order is kept.
  expect(boom.text).toBe('item boom');
  const failing = Router();
  failing.get('/api/fail', () => {
    throw new Error('it failed');
  });
  const withFailure = appWith(failing);
  expect((await request(withFailure).get('/api/fail')).status).toBe(500);
  expect((await request(withFailure).get('/api/fail')).text).toBe('it failed');
  expect((await request(app).get('/api/unknown/path')).status).toBe(404);
  expect((await request(app).post('/api/content/filtered')).status).toBe(404);
});

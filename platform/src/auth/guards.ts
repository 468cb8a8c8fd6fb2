import type { Request, RequestHandler } from 'express';
import type { SessionUser } from '@zen/contracts';
import { HttpProblem } from '../http/problem.ts';

export const requireUser: RequestHandler = (req, _res, next) =>
  req.user ? next() : next(new HttpProblem(401, 'Not signed in', 'Please sign in'));

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new HttpProblem(401, 'Not signed in', 'Please sign in'));
  if (!req.user.isAdmin) return next(new HttpProblem(403, 'Admin access required', 'Admin access required'));
  next();
};

/** The signed-in user of a request that passed `requireUser`. */
export const currentUser = (req: Request): SessionUser => {
  if (!req.user) throw new HttpProblem(401, 'Not signed in', 'Please sign in');
  return req.user;
};

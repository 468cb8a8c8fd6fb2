import { Router } from 'express';
import { SessionUserSchema } from '@zen/contracts';
import { JsonText, routeReads, type FastRead } from '@zen/platform';

/**
 * Who is signed in, as the server knows it: the browser's only source of identity and role. The
 * session user's own fields only: what else the server keeps on the request stays there.
 */
export const sessionFastReads = (): FastRead[] => {
  // A signed-in user is one object per account until the account changes (auth/session.ts), and
  // asks who they are on every page: their answer is made once and kept with them.
  const answers = new WeakMap<Express.User, JsonText>();
  const answerOf = (user: Express.User): JsonText => {
    let answer = answers.get(user);
    if (!answer) {
      answer = new JsonText(JSON.stringify({ user: SessionUserSchema.parse(user) }));
      answers.set(user, answer);
    }
    return answer;
  };
  return [{ path: '/api/session', answer: (_query, user) => Promise.resolve(answerOf(user)) }];
};

/** Signed out is an answer here, `{ user: null }`, not a refusal (SessionResponseSchema). */
export const sessionRoutes = (): Router => {
  const router = Router();
  router.get('/api/session', (req, res, next) => {
    if (req.user) return next();
    res.json({ user: null });
  });
  return routeReads(router, sessionFastReads());
};

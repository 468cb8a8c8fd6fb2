import { hasUnstorableText } from '@zen/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router } from 'express';
import type { z } from 'zod';
import { currentUser, requireAdmin, requireUser } from '../auth/guards.ts';
import { passesCsrfPlainly } from './csrf.ts';
import { sendAnswer, type FastAnswer, type FastRoute } from './fast-path.ts';
import { parseBody } from './validate.ts';

/**
 * A hot command answered before Express (fast-path.ts): a POST to an exact path with a JSON body,
 * its contract and its answer. It is registered in Express too (`routeCommands`), which answers
 * whatever the fast path leaves to it.
 */
export type FastCommand = {
  path: string;
  /** Staff only (requireAdmin); anyone signed in otherwise. */
  adminOnly?: boolean;
  body: z.ZodType;
  answer: (body: never, user: Express.User, sent: unknown) => Promise<FastAnswer>;
};

/**
 * Declares a fast command with its body type checked against its answer. The answer is handed
 * the parsed body and the body as sent, for a decider that validates the form itself.
 */
export const fastCommand = <S extends z.ZodType>(command: {
  path: string;
  adminOnly?: boolean;
  body: S;
  answer: (body: z.output<S>, user: Express.User, sent: unknown) => Promise<FastAnswer>;
}): FastCommand => command as FastCommand;

/**
 * Registers each command as an Express route of a signed-in user on `router`, with the same
 * contract and answer: what the fast path leaves to Express (no cached session, a body the
 * contract refuses, a cross-site request, an error) is answered there, as every other route's is.
 */
export const routeCommands = (router: Router, commands: readonly FastCommand[]): Router => {
  for (const command of commands) {
    router.post(command.path, command.adminOnly ? requireAdmin : requireUser, async (req, res) => {
      const parsed = parseBody(command.body, req) as never;
      sendAnswer(res, await command.answer(parsed, currentUser(req), req.body ?? {}));
    });
  }
  return router;
};

/** What a command on the fast path needs of the Express app behind it. */
export type CommandDoor = {
  /** The app's own JSON body parser (express.json): the same limit, charsets and errors. */
  jsonBody: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** The origin a same-origin request names, when it is known without Express (csrf.ts). */
  expectedOrigin: (req: IncomingMessage) => string | undefined;
};

type WithBody = IncomingMessage & { body?: unknown };

const readBody = (door: CommandDoor, req: IncomingMessage, res: ServerResponse): Promise<unknown> =>
  new Promise((resolve, reject) =>
    door.jsonBody(req, res, (error) => (error ? reject(error) : resolve((req as WithBody).body))),
  );

/**
 * The command on the fast path. Only a request the CSRF guard would plainly let through is taken
 * (see `passesCsrfPlainly`), with no query string; its body is read by the app's own parser,
 * whose errors (malformed JSON, too large) Express answers as it would have. A body the contract
 * refuses, or text the database cannot store, is then left to Express with the body as read,
 * which answers the 400 exactly as before.
 */
export const commandRoute = (command: FastCommand, door: CommandDoor): FastRoute => ({
  method: 'POST',
  path: command.path,
  take: (req, res, user, query) => {
    // A customer's try at a staff command is Express's to refuse, as requireAdmin does.
    if (command.adminOnly && !user.isAdmin) return undefined;
    if (query !== '' || !passesCsrfPlainly(req, door.expectedOrigin(req))) return undefined;
    return async () => {
      const body = (await readBody(door, req, res)) ?? {};
      if (hasUnstorableText(body)) return undefined;
      const parsed = command.body.safeParse(body);
      return parsed.success ? command.answer(parsed.data as never, user, body) : undefined;
    };
  },
});

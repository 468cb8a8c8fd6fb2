import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { SAVED_NOT_YET_VISIBLE } from '@zen/contracts';
import { HttpProblem } from '@zen/platform';
import { ProjectionLagError } from '@zen/projections';
import { ChangedMeanwhile } from './preconditions.ts';

/** What a command's caller is told, in its own words, when either shared failure happens. */
export type CommandWording = {
  /** Another writer won the stream every retry (409). */
  raced: string;
  /** Appended, but the read model did not show it in time (503). */
  lagging: string;
};

/**
 * The failures every decider command shares, as HTTP: a version conflict left after the retries
 * is 409, an edit of something changed since it was read (If-Match) 412, a read model that did not catch up in time is 503 (the command is saved). Anything else
 * is the caller's to map, or is unexpected.
 */
export const sharedCommandProblem = (error: unknown, wording: CommandWording): unknown => {
  if (isExpectedVersionConflictError(error)) return new HttpProblem(409, 'Conflict', wording.raced);
  if (error instanceof ChangedMeanwhile)
    return new HttpProblem(412, 'Changed by someone else', error.message);
  if (error instanceof ProjectionLagError) {
    return new HttpProblem(503, SAVED_NOT_YET_VISIBLE, wording.lagging);
  }
  return error;
};

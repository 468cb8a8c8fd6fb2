import { isExpectedVersionConflictError } from '@event-driven-io/emmett';

/**
 * How every decider handler retries: two writers on one stream at once, the loser re-reads and
 * decides again, with jitter so a burst does not collide again in lockstep. Only a version
 * conflict is retried: given retry options without `shouldRetryError`, Emmett retries every
 * error, so a refusal (not found, a broken rule) would be decided ten times before it answers.
 */
export const RETRY_ON_VERSION_CONFLICT = {
  onVersionConflict: {
    // A learner's clicks, tabs and tracking all append to one stream: a burst of sixteen at once
    // lets one writer win per round, so the last needs about as many tries (seconds at worst).
    retries: 20,
    minTimeout: 5,
    maxTimeout: 200,
    factor: 2,
    randomize: true,
    shouldRetryError: isExpectedVersionConflictError,
  },
};

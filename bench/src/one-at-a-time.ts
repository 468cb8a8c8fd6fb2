import type { Rate } from './concurrency.ts';
import { sendEach, type JsonCommand } from './json-client.ts';

/**
 * Commands staff (or one customer) send one after another, as a person at the console does: each
 * answers once its read model shows it (read-your-writes), so the figure is what that person
 * waits. Their baseline is another such command measured the same way in the same run: a content
 * save one at a time (synonyms.ts measures it).
 */
export type TimedCommand = {
  /** A few words for the progress line. */
  label: string;
  /** The table's description: the route and what was sent. */
  what: string;
  rate: Rate;
};

/** The command for one target, sent with the admin's session unless it names another. */
export type ToCommand<T> = (target: T) => Omit<JsonCommand, 'cookie'> & { cookie?: string };

export type OneAtATimeDeps = { portalUrl: string; adminCookie: string; signal: AbortSignal };

export const msEach = (rate: Rate): number => 1000 / rate.perSecond;

/** Sends one command per target, one after another, and labels the rate for the report. */
export const timeEach = async <T>(
  deps: OneAtATimeDeps,
  label: string,
  what: string,
  targets: readonly T[],
  toCommand: ToCommand<T>,
): Promise<TimedCommand> => ({
  label,
  what,
  rate: await sendEach(
    deps.portalUrl,
    targets,
    1,
    (target) => ({ cookie: deps.adminCookie, ...toCommand(target) }),
    deps.signal,
  ),
});

/**
 * The timer for one kind of target: each command it times goes to every target in turn, and its
 * description says how many (`50 guides one after another`).
 */
export const timerFor =
  <T>(deps: OneAtATimeDeps, targets: readonly T[], noun: string) =>
  (label: string, what: string, toCommand: ToCommand<T>): Promise<TimedCommand> =>
    timeEach(deps, label, `${what}, ${targets.length} ${noun} one after another`, targets, toCommand);

/** Steps run one after another, each on what the one before it left (a page written, then published). */
export const inOrder = async (steps: readonly (() => Promise<TimedCommand>)[]): Promise<TimedCommand[]> => {
  const timed: TimedCommand[] = [];
  for (const step of steps) timed.push(await step());
  return timed;
};

export const describeTimed = (commands: readonly TimedCommand[]): string =>
  commands.map(({ label, rate }) => `${label} ${msEach(rate).toFixed(1)} ms`).join('; ');

const baselineOf = (contentSaves: Rate) =>
  `\`POST /api/content\`, ${contentSaves.count} items one after another: ${msEach(contentSaves).toFixed(1)} ms each`;

/** One row: the command's time each beside the content save's, and their ratio (time: lower is faster). */
export const timedRow = (what: string, rate: Rate, contentSaves: Rate): string =>
  `| ${what} | ${msEach(rate).toFixed(1)} ms each | ${baselineOf(contentSaves)} | ${(msEach(rate) / msEach(contentSaves)).toFixed(2)} (time) |`;

export const renderOneAtATime = (
  heading: string,
  commands: readonly TimedCommand[],
  contentSaves: Rate,
): string =>
  [
    `| ${heading} | Portal | Baseline, same run | Portal / baseline |`,
    '|---|---|---|---|',
    ...commands.map(({ what, rate }) => timedRow(what, rate, contentSaves)),
  ].join('\n');

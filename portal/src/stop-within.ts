/** Told what a stop is doing now, for the message when it takes too long. */
export type StopStep = (doing: string) => void;

export type StopOutcome = { code: number; hungOn?: string };

/**
 * Runs a shutdown (`stop` resolves with its exit code), but not for longer than `deadlineMs`:
 * Ctrl-C must always end the portal. When the deadline passes first, the outcome is code 1 and
 * the last step `stop` said it was on, for the message that names what never finished.
 */
export const stopWithin = async (
  deadlineMs: number,
  stop: (step: StopStep) => Promise<number>,
): Promise<StopOutcome> => {
  let doing = 'starting to stop';
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<StopOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ code: 1, hungOn: doing }), deadlineMs);
  });
  try {
    return await Promise.race([
      stop((next) => {
        doing = next;
      }).then((code) => ({ code })),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

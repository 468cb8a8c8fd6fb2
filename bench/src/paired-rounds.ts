import type { Rate } from './concurrency.ts';

/** One round: the measured work, then its baseline right after it. */
export type PairedRound = { measured: Rate; baseline: Rate; ratio: number };

export type PairedRounds = {
  /** In the order they ran. */
  rounds: PairedRound[];
  /** The round whose ratio is the median: what the report gives. */
  median: PairedRound;
};

/**
 * Measures `measure` against `baseline` in `count` rounds, each baseline taken right after its
 * measurement, and answers the round with the median ratio. On this virtual machine the speed of
 * the same work drifts within minutes, and a command measurement lasts a second or two: one pair
 * measured learner commands at anywhere from 0.24 to 0.33 of the INSERT baseline across runs of
 * the same code. Pairing each measurement with a baseline of its own moment, and taking the
 * median of several pairs, reports the portal rather than the moment; every round is reported.
 */
export const pairedRounds = async (
  count: number,
  measure: (round: number) => Promise<Rate>,
  baseline: () => Promise<Rate>,
  onRound?: (round: PairedRound, index: number) => void,
): Promise<PairedRounds> => {
  const rounds: PairedRound[] = [];
  for (let index = 0; index < count; index++) {
    const measured = await measure(index);
    const base = await baseline();
    const round = { measured, baseline: base, ratio: measured.perSecond / base.perSecond };
    rounds.push(round);
    onRound?.(round, index);
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return { rounds, median: byRatio[Math.floor((byRatio.length - 1) / 2)]! };
};

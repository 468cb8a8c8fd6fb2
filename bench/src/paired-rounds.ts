import type { Rate } from './concurrency.ts';

/** One round: the measured work, then its baseline right after it. */
export type PairedRound = { measured: Rate; baseline: Rate; ratio: number };

export type PairedRounds = {
  /** In the order they ran. */
  rounds: PairedRound[];
  /** The round whose ratio is the median: what the report gives. */
  median: PairedRound;
};

const withMedian = (rounds: PairedRound[]): PairedRounds => {
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return { rounds, median: byRatio[Math.floor((byRatio.length - 1) / 2)]! };
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
  return withMedian(rounds);
};

/**
 * pairedRounds for several kinds of work at once: each round measures every kind, one after
 * another, then takes one baseline that each kind's ratio of that round is taken to. For work
 * measured in well under the baseline's time (the 20 000 INSERTs take seconds, a round of one kind
 * of learner click is sized for about one): a baseline per kind would make the baselines most of
 * the run, and of CI's smoke. The kinds still share their round's moment, and each gets its median.
 */
export const pairedRoundsOfKinds = async <K extends string>(
  count: number,
  kinds: readonly K[],
  measure: (kind: K, round: number) => Promise<Rate>,
  baseline: () => Promise<Rate>,
  onRound?: (kind: K, round: PairedRound, index: number) => void,
): Promise<Record<K, PairedRounds>> => {
  const rounds = new Map<K, PairedRound[]>(kinds.map((kind) => [kind, []]));
  for (let index = 0; index < count; index++) {
    const measured: [K, Rate][] = [];
    for (const kind of kinds) measured.push([kind, await measure(kind, index)]);
    const base = await baseline();
    for (const [kind, rate] of measured) {
      const round = { measured: rate, baseline: base, ratio: rate.perSecond / base.perSecond };
      rounds.get(kind)!.push(round);
      onRound?.(kind, round, index);
    }
  }
  const byKind = kinds.map((kind) => [kind, withMedian(rounds.get(kind)!)] as const);
  return Object.fromEntries(byKind) as Record<K, PairedRounds>;
};

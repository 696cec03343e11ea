/**
 * What a simulation keeps: counts and running statistics per side, never a battle. Its size is
 * fixed by the number of sides and the histogram bins, so memory stays flat however many trials
 * are played. Aggregates of batches merge; merged in batch order, the result doesn't depend on how
 * the batches were shared among workers.
 */
import {
  addToBins,
  addValue,
  binRows,
  emptyBins,
  emptyMoments,
  mergeBins,
  mergeMoments,
  summarizeMoments,
  wilson,
  type BinRow,
  type Bins,
  type Moments,
  type MomentsSummary,
} from './stats';

/** One battle's result: all a simulation looks at. */
export interface TrialResult {
  /** Index of the winning side; -1 for a draw; -2 when the run failed. */
  readonly winner: number;
  readonly rounds: number;
  /** Units left per side, in side order. */
  readonly left: readonly number[];
  /** True when the round limit ended it (not a side wiped out). */
  readonly byRoundLimit: boolean;
}

export interface AggregateShape {
  /** Units per side at the start, in side order. */
  readonly start: readonly number[];
  readonly maxRounds: number;
}

export interface SimAggregate {
  trials: number;
  wins: number[];
  draws: number;
  /** Runs that failed (a rules or engine problem); not in the statistics. */
  errors: number;
  byRoundLimit: number;
  rounds: Moments;
  roundBins: Bins;
  left: Moments[];
  leftBins: Bins[];
  lost: Moments[];
}

const BINS = 12;

export function emptyAggregate(shape: AggregateShape): SimAggregate {
  const sides = shape.start.length;
  return {
    trials: 0,
    wins: new Array<number>(sides).fill(0),
    draws: 0,
    errors: 0,
    byRoundLimit: 0,
    rounds: emptyMoments(),
    roundBins: emptyBins(1, shape.maxRounds, BINS),
    left: shape.start.map(() => emptyMoments()),
    leftBins: shape.start.map((n) => emptyBins(0, n, BINS)),
    lost: shape.start.map(() => emptyMoments()),
  };
}

export function addTrial(a: SimAggregate, shape: AggregateShape, t: TrialResult): void {
  a.trials += 1;
  if (t.winner === -2) {
    a.errors += 1;
    return;
  }
  if (t.winner >= 0) a.wins[t.winner]! += 1;
  else a.draws += 1;
  if (t.byRoundLimit) a.byRoundLimit += 1;
  addValue(a.rounds, t.rounds);
  addToBins(a.roundBins, t.rounds);
  for (let i = 0; i < a.left.length; i++) {
    const left = t.left[i] ?? 0;
    addValue(a.left[i]!, left);
    addToBins(a.leftBins[i]!, left);
    addValue(a.lost[i]!, (shape.start[i] ?? 0) - left);
  }
}

/** Folds `b` into `a`. */
export function mergeAggregate(a: SimAggregate, b: SimAggregate): void {
  a.trials += b.trials;
  for (let i = 0; i < a.wins.length; i++) a.wins[i]! += b.wins[i] ?? 0;
  a.draws += b.draws;
  a.errors += b.errors;
  a.byRoundLimit += b.byRoundLimit;
  mergeMoments(a.rounds, b.rounds);
  mergeBins(a.roundBins, b.roundBins);
  for (let i = 0; i < a.left.length; i++) {
    mergeMoments(a.left[i]!, b.left[i]!);
    mergeBins(a.leftBins[i]!, b.leftBins[i]!);
    mergeMoments(a.lost[i]!, b.lost[i]!);
  }
}

export interface RateSummary {
  readonly count: number;
  readonly rate: number;
  /** Wilson 95% interval. */
  readonly ci95: readonly [number, number];
}

export interface SideSummary {
  readonly id: string;
  readonly name: string;
  readonly units: number;
  readonly wins: RateSummary;
  readonly left: MomentsSummary & { readonly histogram: readonly BinRow[] };
  readonly lost: MomentsSummary;
}

export interface SimSummary {
  /** Trials played (errors included). */
  readonly trials: number;
  /** Battles that ran to an end: the denominator of every rate. */
  readonly battles: number;
  readonly errors: number;
  readonly sides: readonly SideSummary[];
  readonly draws: RateSummary;
  readonly rounds: MomentsSummary & { readonly histogram: readonly BinRow[] };
  /** Battles decided by the round limit rather than a side wiped out. */
  readonly byRoundLimit: RateSummary;
}

const rate = (count: number, n: number): RateSummary => ({
  count,
  rate: n > 0 ? count / n : 0,
  ci95: wilson(count, n),
});

export function summarize(
  a: SimAggregate,
  sides: readonly { readonly id: string; readonly name: string }[],
  shape: AggregateShape,
): SimSummary {
  const battles = a.trials - a.errors;
  return {
    trials: a.trials,
    battles,
    errors: a.errors,
    sides: sides.map((s, i) => ({
      id: s.id,
      name: s.name,
      units: shape.start[i] ?? 0,
      wins: rate(a.wins[i] ?? 0, battles),
      left: { ...summarizeMoments(a.left[i]!), histogram: binRows(a.leftBins[i]!) },
      lost: summarizeMoments(a.lost[i]!),
    })),
    draws: rate(a.draws, battles),
    rounds: { ...summarizeMoments(a.rounds), histogram: binRows(a.roundBins) },
    byRoundLimit: rate(a.byRoundLimit, battles),
  };
}

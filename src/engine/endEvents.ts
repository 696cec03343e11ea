/**
 * The two events every game's battle ends its rounds and itself with, and which the log and the
 * simulator read (logAdapter.ts: `roundEnded`, `battleEnded`): the round, how it ended, and the
 * game's own counts per side.
 */
import type { Outcome } from './ruleset';

/** A count per side id: dice, health, units, points destroyed. */
export type PerSide = Readonly<Record<string, number>>;

/** A round is over; `Counts` is what the game tallies then. */
export type RoundEnded<Counts> = { readonly type: 'roundEnded'; readonly round: number } & Counts;

/** The battle is over: in which round (0: before the first) and how; `Counts` as the game tallies. */
export type BattleEnded<Counts> = {
  readonly type: 'battleEnded';
  readonly round: number;
  readonly outcome: Outcome;
} & Counts;

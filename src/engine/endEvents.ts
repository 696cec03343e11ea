/**
 * The two events every game's battle ends its rounds and itself with, and which the log and the
 * simulator read (logAdapter.ts: `roundEnded`, `battleEnded`): the round, how it ended, and the
 * game's own counts per side.
 */
import type { LogAdapter } from './logAdapter';
import type { BaseEvent, Outcome } from './ruleset';

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

/** True when `Event` has both end events, with the round and the outcome where the log reads them. */
export type HasEndEvents<Event> = [Extract<Event, { type: 'roundEnded' }>] extends [never]
  ? false
  : [Extract<Event, { type: 'battleEnded' }>] extends [never]
    ? false
    : Extract<Event, { type: 'roundEnded' }> extends { readonly round: number }
      ? Extract<Event, { type: 'battleEnded' }> extends { readonly outcome: Outcome }
        ? true
        : false
      : false;

/** The log's readers of the two end events (`roundEnded`, `battleEnded` of logAdapter.ts). */
export const endEventReaders: Pick<LogAdapter<unknown, BaseEvent>, 'roundEnded' | 'battleEnded'> = {
  roundEnded: (e) => (e.type === 'roundEnded' ? (e as RoundEnded<object>).round : null),
  battleEnded(e) {
    if (e.type !== 'battleEnded') return null;
    const { winner, reason } = (e as BattleEnded<object>).outcome;
    return { winner, reason };
  },
};

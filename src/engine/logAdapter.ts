/**
 * What a game tells the battle log about its events and states (src/log records and checks the
 * lines; it knows no game). Part of the plug-in interface, so it lives with the engine.
 */
import type { BaseDecision } from './ruleset';

export interface LogAdapter<State, Event, Decision = BaseDecision> {
  /** A fact a replay must reproduce exactly (e.g. `{ kind: 'roll', round, side, faces }`), or null. */
  outcome(event: Event): { readonly kind: string } | null;
  /** The round this event ends, or null. */
  roundEnded(event: Event): number | null;
  /** How the battle ended, when this event ends it. */
  battleEnded(event: Event): { readonly winner: string | null; readonly reason: string } | null;
  /**
   * A fingerprint of the position when round `round` has ended (the state after that decision).
   * Hash only what decides the rest of the battle, so refactoring the state keeps old logs valid.
   */
  roundHash(state: State, round: number): string;
  /**
   * True when the decision brings dice faces of its own (typed from real dice, or scripted)
   * instead of leaving the roll to the battle's RNG. A replay takes such faces only from a side
   * the log records as rolling real dice, or from the scenario's script (src/log/typedDice.ts).
   * A plug-in that leaves it out can't be checked: its faces are taken as before.
   */
  typedDice?(decision: Decision): boolean;
}

/**
 * What a game tells the battle log about its events and states (src/log records and checks the
 * lines; it knows no game). Part of the plug-in interface, so it lives with the engine.
 */
export interface LogAdapter<State, Event> {
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
}

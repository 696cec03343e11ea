/**
 * What every game's battle screen does with an event: its line, then the map at the battle's
 * start (always) and at each round's end (when the position changed), and, under `replay --round
 * N`, nothing before round N and the position as round N begins (fromRound.ts). A game adds what
 * is its own (Die, Men!'s set tables) in `after`.
 */
import { fromRoundGate } from './fromRound';

export interface RoundScreen<E extends { readonly type: string }, S> {
  readonly fromRound: number | undefined;
  readonly out: (text: string) => void;
  /** The event's line; null (or empty) for an event that prints nothing. */
  readonly line: (e: E, state: S) => string | null;
  /** Draws the map if the position changed since it was last drawn (`force`: anyway). */
  readonly showMap: (state: S, force?: boolean) => void;
  readonly after?: (e: E, state: S) => void;
}

export function roundScreen<E extends { readonly type: string }, S>(
  screen: RoundScreen<E, S>,
): (e: E, state: S) => void {
  const { out, line, showMap, after } = screen;
  const gate = fromRoundGate(screen.fromRound);
  return (e, state) => {
    const at = gate(e);
    if (at === 'skip') return;
    if (at === 'first' && e.type === 'roundStarted') {
      // The position as round N begins: the state after the step that ended round N-1.
      out(line(e, state) ?? '');
      showMap(state, true);
      return;
    }
    const text = line(e, state);
    if (text) out(text);
    after?.(e, state);
    if (e.type === 'battleStarted') showMap(state, true);
    if (e.type === 'roundEnded') showMap(state);
  };
}

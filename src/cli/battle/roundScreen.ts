/**
 * What every game's battle screen does with an event: its line, then the map at the battle's
 * start (always) and at each round's end (when the position changed), and, under `replay --round
 * N`, nothing before round N and the position as round N begins (fromRound.ts). A game adds what
 * is its own (Die, Men!'s set tables) in `after`.
 *
 * The map of the battle's start or a round's end is drawn under the next round's header when one
 * follows (before any other event's line otherwise): the board is then the last thing above the round's first
 * question, so at 80x24 it is in sight with it and need not be drawn again (pickWindow.ts).
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

export interface RoundDrawing<E, S> {
  /** Shows one event (its line, and the map that is due before or after it). */
  readonly event: (e: E, state: S) => void;
  /**
   * Draws the map still due, if any: the battle's start or the last round's end, when no event
   * follows it (a log that stops right after a round's end), so the final board is shown.
   */
  readonly finish: () => void;
}

export function roundScreen<E extends { readonly type: string }, S>(
  screen: RoundScreen<E, S>,
): RoundDrawing<E, S> {
  const { out, line, showMap, after } = screen;
  const gate = fromRoundGate(screen.fromRound);
  // The position whose map is still to be drawn (the battle's start is drawn in any case).
  let ended: { state: S; force: boolean } | null = null;
  const event = (e: E, state: S): void => {
    const at = gate(e);
    if (at === 'skip') return;
    const end = ended;
    ended = null;
    if (end !== null && e.type !== 'roundStarted') showMap(end.state, end.force);
    if (at === 'first' && e.type === 'roundStarted') {
      // The position as round N begins: the state after the step that ended round N-1.
      out(line(e, state) ?? '');
      showMap(state, true);
      return;
    }
    const text = line(e, state);
    if (text) out(text);
    if (end !== null && e.type === 'roundStarted') showMap(end.state, end.force);
    after?.(e, state);
    if (e.type === 'battleStarted') ended = { state, force: true };
    if (e.type === 'roundEnded') ended = { state, force: false };
  };
  const finish = (): void => {
    const end = ended;
    ended = null;
    if (end !== null) showMap(end.state, end.force);
  };
  return { event, finish };
}

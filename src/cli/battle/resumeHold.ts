/**
 * What a resumed battle shows of the decisions replayed from its log: nothing until play goes on,
 * then the current round so far, once (the earlier rounds were shown when they were played).
 * Shared by every game's screen.
 */
import type { Style } from '../style';

export interface ResumeHold<State, Event> {
  /** Holds back an event replayed from the log. */
  replayed(e: Event, state: State): void;
  /** Shows the held-back events of the current round, once, then `last` with the final state. */
  catchUp(): void;
}

export function resumeHold<State, Event extends { readonly type: string }>(
  out: (text: string) => void,
  style: Style,
  show: (e: Event, state: State) => void,
  last: (state: State) => void,
): ResumeHold<State, Event> {
  let held: { e: Event; state: State }[] = [];
  let count = 0;
  return {
    replayed(e, state) {
      count++;
      if (e.type === 'roundStarted') held = [];
      held.push({ e, state });
    },
    catchUp() {
      if (count === 0) return;
      out(style.dim(`(resumed: the log's decisions were replayed and checked; round so far:)`));
      const end = held[held.length - 1];
      for (const { e, state } of held) show(e, state);
      if (end) last(end.state);
      held = [];
      count = 0;
    },
  };
}

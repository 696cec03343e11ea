/**
 * What every game's `play` and `replay` screen has in common: each event's line, the map drawn
 * only when the position changed since it was last drawn (at the start, at round ends, before a
 * player's choice), `replay --round N` (roundScreen.ts) and a resumed battle's held-back rounds
 * (resumeHold.ts). A game gives only what is its own: which part of the state is the position,
 * how the map is drawn, each event's line, and anything it shows after an event.
 */
import { stableStringify } from '../../core/stableHash';
import { screenLines } from '../prompts/pickWindow';
import type { Style } from '../style';
import { resumeHold } from './resumeHold';
import { roundScreen } from './roundScreen';

export interface ViewOptions {
  /** Draw the map (`--no-map` turns it off). */
  readonly map: boolean;
  /** Show nothing of the rounds before this one (replay --round N). */
  readonly fromRound?: number;
}

/** Whether the position is due to be drawn: not when the map is off, nor when it is on screen. */
export interface MapGate<S> {
  /** True (and the position counted as drawn) if it changed since last drawn, or `force`. */
  due(state: S, force?: boolean): boolean;
  /** Counts the position as drawn (by a picture the game drew itself). */
  drawn(state: S): void;
}

export function mapGate<S>(on: boolean, position: (state: S) => unknown): MapGate<S> {
  let shown: string | null = null;
  return {
    due(state, force = false) {
      if (!on) return false;
      const key = stableStringify(position(state));
      if (!force && key === shown) return false;
      shown = key;
      return true;
    },
    drawn(state) {
      shown = stableStringify(position(state));
    },
  };
}

export interface MapViewParts<E extends { readonly type: string }, S> {
  readonly out: (text: string) => void;
  readonly style: Style;
  readonly options: ViewOptions;
  /** The part of the state the map shows: the map is drawn again only when it changed. */
  readonly position: (state: S) => unknown;
  readonly draw: (state: S) => string;
  /** What is drawn right above the map each time (a roster), not counted as the map's lines. */
  readonly above?: (state: S) => string | null;
  /** The event's line; null (or empty) for an event that prints nothing. */
  readonly line: (e: E, state: S) => string | null;
  readonly after?: (e: E, state: S) => void;
}

export interface MapView<E, S> {
  /** Shows one event; `state` is the battle after the step the event belongs to. */
  event(e: E, state: S): void;
  /** Holds back an event replayed from a log (resume). */
  replayed(e: E, state: S): void;
  /** Shows the held-back events of the current round, once, before play goes on. */
  catchUp(): void;
  /** Draws the map of the last round's end if no event came after it to draw it (roundScreen.ts). */
  finish(): void;
  /** Shows the map if the position changed since it was last shown (`force`: anyway); true if drawn. */
  showMap(state: S, force?: boolean): boolean;
  /** The view's own gate, for a game that draws other pictures of the same position. */
  readonly gate: MapGate<S>;
  /**
   * The screen lines from the top of the map last drawn to here, if nothing but the view's own
   * lines came after it (a round's header); null when it may be out of sight (a question was asked
   * since: see `asked`).
   */
  mapLines(): number | null;
  /** A person was asked something: their question's lines are on screen now, uncounted. */
  asked(): void;
  /** Prints lines for the players, counted as lines under the map (mapLines). */
  say(text: string): void;
  /** The events shown since a person was last asked something (for a `last:` line, lastLine.ts). */
  recent(): readonly E[];
}

export function mapView<E extends { readonly type: string }, S>(parts: MapViewParts<E, S>): MapView<E, S> {
  const { style, options, draw } = parts;
  const gate = mapGate(options.map, parts.position);
  let since: number | null = null;
  const out = (text: string): void => {
    parts.out(text);
    if (since !== null) since += screenLines(text, style.width);
  };
  const showMap = (state: S, force = false): boolean => {
    if (!gate.due(state, force)) return false;
    const head = parts.above?.(state) ?? null;
    if (head !== null) out(head);
    since = 0;
    out(draw(state));
    return true;
  };
  // What happened since the last question: the board drawn above the next one may hide its lines.
  let recent: E[] = [];
  const { event: show, finish } = roundScreen<E, S>({
    fromRound: options.fromRound,
    out,
    line: parts.line,
    showMap,
    ...(parts.after ? { after: parts.after } : {}),
  });
  const event = (e: E, state: S): void => {
    recent.push(e);
    show(e, state);
  };
  const hold = resumeHold(out, style, event, (state: S) => showMap(state, true));
  return {
    event,
    finish,
    recent: () => recent,
    ...hold,
    showMap,
    gate,
    mapLines: () => since,
    say: out,
    asked: () => {
      since = null;
      recent = [];
    },
  };
}

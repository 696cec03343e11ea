/**
 * How `play` and `replay` show a Dice Wars battle: one line per event, and the roster with the
 * map under it whenever the position has changed since it was last shown: at the start, at
 * each round's end, before a player's choice. A resumed battle's replayed events are held back
 * until play goes on (resumeHold). Before a unit's actions are asked for, the map carries that
 * unit's overlay (renderRanges): where it can move, what it can hit.
 */
import type { Event } from '../../rulesets/dice-wars/events';
import type { BattleState } from '../../rulesets/dice-wars/state';
import { mapView, type MapView, type ViewOptions } from '../battle/mapView';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import { renderEvent } from './render/renderEvent';
import { letterBook, renderMap, renderRoster, type Letters } from './render/renderMap';
import { renderRanges, type Ranges } from './render/renderRanges';
import { boardMap, boardRows, reachMap } from './prompts/reachMap';
import { overviewMap } from './prompts/overviewMap';
import type { Span } from '../prompts/pickWindow';
import type { RangesFit } from './prompts/context';

export interface BattleView extends MapView<Event, BattleState> {
  /** As showMap, with a short key and no roster: what a prompt shows. */
  showBoard(state: BattleState, force?: boolean): boolean;
  /**
   * Shows the rows of the map around the unit being commanded, with its overlay (those that fit
   * `fit.lines`; all without), unless it is on screen already.
   */
  showRanges(state: BattleState, ranges: Ranges, fit?: RangesFit): void;
  /** Rows `first..last` of the map with the short key, units lettered as on the full map. */
  boardRows(state: BattleState, rows: Span): string;
  /** The whole table in at most `lines` screen lines (overviewMap.ts), units lettered as on the full map. */
  overview(state: BattleState, lines: number): string;
}

/**
 * The roster, then the map, as one block (step's round end); `letters` from a letterBook keeps
 * each unit's letter. The map last: at 80x24 the roster under it (27 lines with a long army name)
 * pushed the board off the screen at `Enter for round 2`.
 */
export const rosterAndMap = (s: BattleState, names: SideNames, style: Style, letters?: Letters): string =>
  `${renderRoster(s, names, style, letters)}\n${renderMap(s, names, style, letters)}`;

/** The map with a unit's overlay, the roster, then the overlay's lines (next to the question). */
export function mapWithRanges(
  s: BattleState,
  ranges: Ranges,
  names: SideNames,
  style: Style,
  letters: Letters,
): string {
  const map = renderMap(s, names, style, letters, new Set(ranges.moves));
  return `${map}\n${renderRoster(s, names, style, letters)}\n${renderRanges(s, ranges, names, style, letters)}`;
}

export function battleView(
  out: (text: string) => void,
  names: SideNames,
  style: Style,
  options: ViewOptions,
): BattleView {
  // The overlay last printed: the same one again (after `← back`) is not printed twice.
  let overlay: string | null = null;
  const letters = letterBook(names);
  const view = mapView<Event, BattleState>({
    out,
    style,
    options,
    position: (s) => s.units,
    // The roster first: the map is then the last thing above the question that follows.
    above: (s) => renderRoster(s, names, style, letters(s)),
    draw: (s) => {
      overlay = null;
      return renderMap(s, names, style, letters(s));
    },
    line: (e, s) => renderEvent(e, names, style, s),
  });

  // Before "Activate which unit?": the map with a short key, not the roster (shown at round ends).
  const showBoard = (state: BattleState, force = false): boolean => {
    if (!view.gate.due(state, force)) return false;
    overlay = null;
    out(boardMap(state, names, style, letters(state)));
    return true;
  };
  const boardPart = (state: BattleState, rows: Span): string => {
    overlay = null;
    return boardRows(state, names, style, letters(state), rows);
  };

  const showRanges = (state: BattleState, ranges: Ranges, fit?: RangesFit): void => {
    if (!options.map) return;
    const text =
      fit === undefined
        ? mapWithRanges(state, ranges, names, style, letters(state))
        : reachMap(state, ranges, names, style, letters(state), fit.lines, fit.moving);
    if (text === overlay && !fit?.again) return;
    view.gate.drawn(state);
    overlay = text;
    out(text);
  };

  const overview = (state: BattleState, lines: number): string => {
    overlay = null;
    return overviewMap(state, names, style, letters(state), lines);
  };

  return { ...view, showBoard, showRanges, boardRows: boardPart, overview };
}

/**
 * How `play` and `replay` show a Dice Wars battle: one line per event, and the map (with the
 * roster under it) whenever the position has changed since it was last shown: at the start, at
 * each round's end, before a player's choice. A resumed battle's replayed events are held back
 * until play goes on (resumeHold).
 */
import { stableStringify } from '../../core/stableHash';
import type { Event } from '../../rulesets/dice-wars/events';
import type { BattleState } from '../../rulesets/dice-wars/state';
import { resumeHold } from '../battle/resumeHold';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import { renderEvent } from './render/renderEvent';
import { letterBook, renderMap, renderRoster, type Letters } from './render/renderMap';

export interface BattleView {
  event(e: Event, state: BattleState): void;
  replayed(e: Event, state: BattleState): void;
  catchUp(): void;
  /** Shows the map if the position changed since it was last shown (`force`: anyway). */
  showMap(state: BattleState, force?: boolean): void;
}

export interface ViewOptions {
  readonly map: boolean;
  /** Show nothing of the rounds before this one (replay --round N). */
  readonly fromRound?: number;
}

/** The map and the roster as one block; `letters` from a letterBook keeps each unit's letter. */
export const mapAndRoster = (s: BattleState, names: SideNames, style: Style, letters?: Letters): string =>
  `${renderMap(s, names, style, letters)}\n${renderRoster(s, names, style, letters)}`;

export function battleView(
  out: (text: string) => void,
  names: SideNames,
  style: Style,
  options: ViewOptions,
): BattleView {
  let shown: string | null = null;
  const letters = letterBook(names);
  const from = options.fromRound ?? 1;
  let reached = from <= 1;

  const showMap = (state: BattleState, force = false): void => {
    if (!options.map) return;
    const key = stableStringify(state.units);
    if (!force && key === shown) return;
    shown = key;
    out(mapAndRoster(state, names, style, letters(state)));
  };

  const event = (e: Event, state: BattleState): void => {
    const round = 'round' in e ? e.round : 0;
    if (!reached) {
      if (round < from && e.type !== 'battleEnded') return;
      reached = true;
      if (e.type === 'roundStarted') {
        out(renderEvent(e, names, style, state));
        showMap(state, true);
        return;
      }
    }
    out(renderEvent(e, names, style, state));
    if (e.type === 'battleStarted') showMap(state, true);
    if (e.type === 'roundEnded') showMap(state);
  };

  const hold = resumeHold(out, style, event, (state: BattleState) => showMap(state, true));
  return { event, ...hold, showMap };
}

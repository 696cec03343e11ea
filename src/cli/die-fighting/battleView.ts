/**
 * How `play` and `replay` show a Die Fighting battle: one line per event, and the map (with the
 * roster under it) whenever the position has changed since it was last shown: at the start, at
 * each round's end, before a player's choice. A resumed battle's replayed events are held back
 * and only the current round's are shown, when play goes on.
 */
import { stableStringify } from '../../core/stableHash';
import type { Event } from '../../rulesets/die-fighting/events';
import type { BattleState } from '../../rulesets/die-fighting/state';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import { renderEvent } from './render/renderEvent';
import { renderMap, renderRoster } from './render/renderMap';
import { resumeHold } from '../battle/resumeHold';
import { roundScreen } from '../battle/roundScreen';

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

/** The map and the roster, as one block. */
export const mapAndRoster = (s: BattleState, names: SideNames, style: Style): string =>
  `${renderMap(s, names, style)}\n${renderRoster(s, names, style)}`;

export function battleView(
  out: (text: string) => void,
  names: SideNames,
  style: Style,
  options: ViewOptions,
): BattleView {
  let shown: string | null = null;

  const showMap = (state: BattleState, force = false): void => {
    if (!options.map) return;
    const key = stableStringify(state.units);
    if (!force && key === shown) return;
    shown = key;
    // The roster first: the map is then the last thing above the question that follows, so on a
    // 24-row terminal it is still in sight when "Move which unit?" is asked.
    // No roster before any unit stands on the map (a battle that deploys them in play).
    const roster = state.units.length > 0 ? `${renderRoster(state, names, style)}\n` : '';
    out(`${roster}${renderMap(state, names, style)}`);
  };

  const event = roundScreen<Event, BattleState>({
    fromRound: options.fromRound,
    out,
    line: (e, state) => renderEvent(e, names, style, state),
    showMap,
  });

  const hold = resumeHold(out, style, event, (state: BattleState) => showMap(state, true));
  return {
    event,
    ...hold,
    showMap,
  };
}

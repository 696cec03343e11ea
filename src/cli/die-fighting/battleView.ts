/**
 * How `play` and `replay` show a Die Fighting battle (the shared mapView does the rest): one line
 * per event, and the roster with the map under it when the units changed.
 */
import type { Event } from '../../rulesets/die-fighting/events';
import type { BattleState } from '../../rulesets/die-fighting/state';
import { mapView, type MapView, type ViewOptions } from '../battle/mapView';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import { renderEvent } from './render/renderEvent';
import { renderMap, renderRoster } from './render/renderMap';

export type BattleView = MapView<Event, BattleState>;

/** The roster, then the map, as one block (step's round end): the board last, in sight at 80x24. */
export const rosterAndMap = (s: BattleState, names: SideNames, style: Style): string =>
  `${renderRoster(s, names, style)}\n${renderMap(s, names, style)}`;

/**
 * The roster first: the map is then the last thing above the question that follows, so on a
 * 24-row terminal it is still in sight when "Move which unit?" is asked. No roster before any unit
 * stands on the map (a battle that deploys them in play).
 */
const rosterAbove = (state: BattleState, names: SideNames, style: Style): string | null =>
  state.units.length > 0 ? renderRoster(state, names, style) : null;

export function battleView(
  out: (text: string) => void,
  names: SideNames,
  style: Style,
  options: ViewOptions,
): BattleView {
  return mapView<Event, BattleState>({
    out,
    style,
    options,
    position: (s) => s.units,
    above: (s) => rosterAbove(s, names, style),
    draw: (s) => renderMap(s, names, style),
    line: (e, s) => renderEvent(e, names, style, s),
  });
}

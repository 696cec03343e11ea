/**
 * How `play` and `replay` show a Die, Men! battle (the shared mapView does the rest): one line per
 * event (each action with its arithmetic), the hex map when the occupants changed, and the queue
 * table once the sets are known.
 */
import { terrainNow, type BattleState, type Event } from '../../rulesets/die-men';
import { mapView, type MapView, type ViewOptions } from '../battle/mapView';
import type { Style } from '../style';
import type { SideNames } from './render/names';
import { battleLegend, renderBoard } from './render/renderBattleMap';
import { renderEvent } from './render/renderEvent';
import { renderQueue } from './render/renderQueue';

export interface BattleView extends MapView<Event, BattleState> {
  /** Shows a table of sets (before splits); the queue table that follows isn't repeated if equal. */
  showTable(table: string): void;
}

export function battleView(
  out: (text: string) => void,
  names: SideNames,
  style: Style,
  options: ViewOptions,
): BattleView {
  let shownTable: string | null = null;
  // Units were placed since the map was last drawn at a round's start.
  let placed = false;
  const view = mapView<Event, BattleState>({
    out,
    style,
    options,
    // The ground as it stands (terrainNow): a gate opened or broken down shows open, as in `step`
    // and the pictures; drawn from the scenario's terrain, a broken gate still showed shut in play.
    // A gate that opens or breaks is a change of position, so the map is drawn again.
    position: (s) => ({ occupants: s.occupants, ground: terrainNow(s) }),
    // The legend above the board, one line of key under it: the board and a question fit 24 lines.
    above: (s) => battleLegend(s.rules.grid, terrainNow(s), s.occupants, names, style),
    draw: (s) => renderBoard(s.rules.grid, terrainNow(s), s.occupants, names, style),
    line: (e) => renderEvent(e, names, style),
    after: (e, s) => {
      // The last unit placed before round 1: the armies as they stand (ruling 33), drawn under
      // round 1's header (the next event) so that the header doesn't push the board and the
      // strategy question apart at 80x24: drawn before it, the board was drawn a second time.
      if (e.type === 'deployed' || e.type === 'notDeployed') placed = true;
      if (e.type === 'roundStarted' && placed) {
        placed = false;
        view.showMap(s);
      }
      if (e.type !== 'queue') return;
      const table = renderQueue(e.queue, e.groups, names, style);
      // After a split question the same table is on screen already, unless a set was split.
      if (table !== shownTable) view.say(table);
      shownTable = null;
    },
  });
  return {
    ...view,
    showTable(table) {
      shownTable = table;
      view.say(table);
    },
  };
}

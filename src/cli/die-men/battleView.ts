/**
 * How `play` and `replay` show a battle: one line per event (each action with its arithmetic), the
 * queue table once the sets are known, and the map whenever the position has changed since it was
 * last shown (at the start, at each round's end, before a player's move). A resumed battle's
 * replayed events are held back and only the current round's are shown, when play goes on.
 */
import type { BattleState, Event } from '../../rulesets/die-men';
import { stableStringify } from '../../core/stableHash';
import { renderBattleMap } from './render/renderBattleMap';
import { renderEvent } from './render/renderEvent';
import { renderQueue } from './render/renderQueue';
import type { SideNames } from './render/names';
import type { Style } from '../style';
import { resumeHold } from '../battle/resumeHold';
import { roundScreen } from '../battle/roundScreen';

export interface BattleView {
  /** Shows one event; `state` is the battle after the step the event belongs to. */
  event(e: Event, state: BattleState): void;
  /** Holds back an event replayed from a log (resume). */
  replayed(e: Event, state: BattleState): void;
  /** Shows the held-back events of the current round, once, before play goes on. */
  catchUp(): void;
  showMap(state: BattleState, force?: boolean): void;
  /** Shows a table of sets (before splits); the queue table that follows isn't repeated if equal. */
  showTable(table: string): void;
  say(text: string): void;
}

export interface ViewOptions {
  readonly map: boolean;
  /** Show nothing of the rounds before this one (replay --round N). */
  readonly fromRound?: number;
}

export function battleView(
  out: (text: string) => void,
  names: SideNames,
  style: Style,
  options: ViewOptions,
): BattleView {
  let shownMap: string | null = null;
  let shownTable: string | null = null;

  const showMap = (state: BattleState, force = false): void => {
    if (!options.map) return;
    const key = stableStringify(state.occupants);
    if (!force && key === shownMap) return;
    shownMap = key;
    const { grid, terrain } = state.rules;
    out(renderBattleMap(grid, terrain, state.occupants, names, style));
  };

  const event = roundScreen<Event, BattleState>({
    fromRound: options.fromRound,
    out,
    line: (e) => renderEvent(e, names, style),
    showMap,
    after: (e) => {
      if (e.type !== 'queue') return;
      const table = renderQueue(e.queue, e.groups, names, style);
      // After a split question the same table is on screen already, unless a set was split.
      if (table !== shownTable) out(table);
      shownTable = null;
    },
  });

  const hold = resumeHold(out, style, event, (state: BattleState) => showMap(state, true));
  return {
    event,
    ...hold,
    showMap,
    showTable(table) {
      shownTable = table;
      out(table);
    },
    say: out,
  };
}

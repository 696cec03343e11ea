/**
 * The computer general sees the table from its own seat. Its choices break ties by the order it
 * meets squares in (the first found wins, and a long move is weighed from an evenly spread sample
 * in that order), and that order runs from the table's north-west corner. Two generals facing each
 * other from the north and south edges would then lean the same way on the table, which is toward
 * their left for one and their right for the other: on a table that is the same seen from either
 * side (turned half round, as the bundled ones are), the terrain each side meets by leaning so is
 * not the same, and the mirror match of dw-battle went 58% to 37% to the north
 * (docs/computer-general.md). So a side on the south or east edge is shown the table turned half
 * round, where it sits north or west, and its answer is turned back: both generals then play the
 * same game from their own chairs, and on such a table neither seat is favoured.
 *
 * The turned copies are kept per original object (the general's memos are keyed by objects, and
 * apply replaces what changes rather than changing it), so asking twice of one state turns it once:
 * the table and rules for as long as they live, a position and its units array for the last few,
 * and each unit until it is replaced.
 */
import { RecentCache } from '../../../core/recentCache';
import { turnedRules, turnedStates, turnedTables as tables, turnersByTable as turners } from '../caches';
import type { CellKey, Edge } from '../../../grid/types';
import { edgeOf, OPPOSITE } from '../deployment';
import type { Table } from '../geometry';
import type { BattleState, Rules, Unit } from '../state';
import type { Action, Decision, UnitSetup } from '../types';
import { unitWith } from '../draft';

/** The seats shown the table turned half round. */
const TURNED: Readonly<Record<Edge, boolean>> = { north: false, west: false, south: true, east: true };

/** Whether `side` sees the table turned half round (it sits on the south or east edge). */
export const seatTurned = (s: BattleState, side: string): boolean => TURNED[edgeOf(s.rules, side)];

/** `c` on a table of `cols` x `rows` turned half round. */
export function turnCell(cols: number, rows: number, c: CellKey): CellKey {
  const comma = c.indexOf(',');
  return `${cols - 1 - Number(c.slice(0, comma))},${rows - 1 - Number(c.slice(comma + 1))}`;
}

const turnCells = (t: Table, cells: readonly CellKey[]): CellKey[] =>
  cells.map((c) => turnCell(t.cols, t.rows, c));

/** `t` turned half round (the same object each time; turned twice, `t` itself). */
export function turnTable(t: Table): Table {
  let out = tables.get(t);
  if (!out) {
    out = { ...t, pieces: t.pieces.map((p) => ({ ...p, cells: turnCells(t, p.cells) })) };
    tables.set(t, out);
    // Turned twice is the table itself: the same object, so the memos keyed by it stay warm.
    tables.set(out, t);
  }
  return out;
}

const turnRules = (rules: Rules): Rules =>
  turnedRules.memo(rules, (r) => ({
    ...r,
    table: turnTable(r.table),
    sides: r.sides.map((s) => ({ ...s, edge: OPPOSITE[s.edge] })),
  }));

export interface Turners {
  readonly units: (us: readonly Unit[]) => readonly Unit[];
  readonly reserve: (us: readonly UnitSetup[]) => readonly UnitSetup[];
}

/**
 * A memo of the last few originals that live for a decision or two (positions, their units
 * arrays): the turned copy of each. A WeakMap's entry costs more to make than the copy, and its
 * values outlive young-generation collections (core/recentCache.ts).
 */
function turnedRecent<K extends object, V>(make: (k: K) => V): (k: K) => V {
  const memo = new RecentCache<K, V>(4);
  return (k) => memo.get(k) ?? memo.set(k, make(k));
}

/**
 * The turned copy of each unit of a units array. A unit is turned once per object: by id, the last
 * original and its copy. A unit replaced for its markers keeps its models array, and its copy keeps
 * the turned one, so the general's memos kept while a unit's models stay (strike fields, squares)
 * hold. The copy made for the last array is taken again where a unit is the same object at the
 * same place (the rules replace one or two units a decision).
 */
function unitsTurner(t: Table): (us: readonly Unit[]) => readonly Unit[] {
  const last = new Map<string, { readonly from: Unit; readonly to: Unit }>();
  const unit = (u: Unit): Unit => {
    const known = last.get(u.id);
    if (known?.from === u) return known.to;
    const models = known?.from.models === u.models ? known.to.models : turnCells(t, u.models);
    // unitWith writes the fields out: a spread of a unit costs more, and this runs per unit replaced.
    const to = unitWith(u, models, u.damage, u.coverLost);
    last.set(u.id, { from: u, to });
    return to;
  };
  let from: readonly Unit[] = [];
  let to: readonly Unit[] = [];
  return turnedRecent((us: readonly Unit[]) => {
    const out = new Array<Unit>(us.length);
    for (let i = 0; i < us.length; i++) out[i] = from[i] === us[i] ? to[i]! : unit(us[i]!);
    [from, to] = [us, out];
    return out;
  });
}

function turnersOf(t: Table): Turners {
  let out = turners.get(t);
  if (!out) {
    out = {
      units: unitsTurner(t),
      reserve: turnedRecent((us: readonly UnitSetup[]) => us.map((u) => ({ ...u, at: turnCells(t, u.at) }))),
    };
    turners.set(t, out);
  }
  return out;
}

/** The battle as a side on the far edge sees it: the table, the squares and the edges turned. */
export const turnState = (state: BattleState): BattleState =>
  turnedStates.memo(state, (s) => ({
    ...s,
    rules: turnRules(s.rules),
    units: turnersOf(s.rules.table).units(s.units),
    reserve: turnersOf(s.rules.table).reserve(s.reserve),
  }));

function turnAction(t: Table, a: Action): Action {
  return a.type === 'freeMove' || a.type === 'move' ? { ...a, to: turnCells(t, a.to) } : a;
}

/** An answer given on the turned table, back on the real one (`s` is the real state). */
export function turnDecision(s: BattleState, d: Decision): Decision {
  const t = s.rules.table;
  switch (d.kind) {
    case 'deploy':
      return {
        ...d,
        ...(d.edge !== undefined ? { edge: OPPOSITE[d.edge] } : {}),
        ...(d.at !== undefined ? { at: turnCells(t, d.at) } : {}),
      };
    case 'act':
      return { ...d, action: turnAction(t, d.action) };
    case 'damage':
      return d.members !== undefined ? { ...d, members: turnCells(t, d.members) } : d;
    default:
      return d;
  }
}

/**
 * Moves ("Move Action", "Speed Dice in Moves"): 6", 12" with a Speed die, 18" with three; other
 * models are ignored on the way but no move ends on one; a squad moves as one, every member within
 * the distance and the squad coherent where it ends (ruling DW7).
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { armorOf, armourCover, speedOf } from './board';
import { gridOf, numberOf, occupancyOf } from './compact';
import {
  canEndMove,
  coherent,
  inCover,
  moveShortfall,
  reachFrom,
  shelterOf,
  tableIndex,
  terrainSays,
  type TableIndex,
  type MoveShortfall,
  type TerrainPiece,
} from './geometry';
import type { BattleState, Unit } from './state';
import { coherentAt } from './table/coherent';
import { gapBetween } from './table/gap';
import { unitSquares } from './table/unitSquares';
import { moveInches } from './weapons';

/**
 * Who stands where, as `u` sees it (compact.ts): `on`, per square, the number of the unit with a
 * model there; `self`, u's own number, whose squares count as free. `on` is the table's shared
 * grid: read it before asking about another position.
 */
interface Others {
  readonly indexOf: ReadonlyMap<CellKey, number>;
  readonly on: Int16Array;
  readonly self: number;
}

function othersOf(s: BattleState, u: Unit): Others {
  const o = occupancyOf(s.rules.table, s.units);
  return { indexOf: o.t.ix.indexOf, on: gridOf(o), self: numberOf(o, u.id) };
}

/** Whether no model of another unit stands on square i. */
function freeOf(o: Others, i: number): boolean {
  const v = o.on[i]!;
  return v === 0 || v === o.self;
}

/** The squares other units stand on, as canEndMove and moveShortfall ask (a refusal's reason only). */
const othersOn = (o: Others) => ({
  has(cell: CellKey): boolean {
    const i = o.indexOf.get(cell);
    return i !== undefined && !freeOf(o, i);
  },
});

/** Whether two of `cells` are the same (a squad has a handful: no set needed). */
function repeats(cells: readonly CellKey[]): boolean {
  for (let i = 1; i < cells.length; i++) for (let j = 0; j < i; j++) if (cells[i] === cells[j]) return true;
  return false;
}

/** canEndMove on square indexes: a model on `a` (-1 off the table) ending on `b` (undefined off it). */
function endsOn(t: TableIndex, a: number, budget: number, b: number | undefined, occupied: Others): boolean {
  if (b === undefined || a < 0) return false;
  return reachFrom(t, a, budget).has[b] === 1 && (a === b || freeOf(occupied, b));
}

/** Whether `to` puts some model of `u` on another square than its own (a loop: no callback to make). */
export function movesAny(u: Unit, to: readonly CellKey[]): boolean {
  for (let i = 0; i < to.length; i++) if (to[i] !== u.models[i]) return true;
  return false;
}

/** Why `u` may not move to `to` (one square per model, in member order), or null. */
export function moveProblem(s: BattleState, u: Unit, to: readonly CellKey[]): Problem | null {
  if (to.length !== u.models.length)
    return problem(
      'move.models',
      `${u.name} has ${plural(u.models.length, 'model')}: give one square for each`,
      {
        path: ['action', 'to'],
        facts: { models: u.models.length, given: to.length },
      },
    );
  if (repeats(to))
    return problem('move.same-square', `${u.name}: two models can't end on one square`, {
      path: ['action', 'to'],
    });
  const budget = moveInches(speedOf(u));
  const occupied = othersOf(s, u);
  const t = tableIndex(s.rules.table);
  const from = unitSquares(t, u);
  // The squares moved to as indexes, for the coherency check (-1: one off the table, read by key).
  const at = new Array<number>(to.length);
  let indexed = true;
  for (let i = 0; i < to.length; i++) {
    const cell = to[i]!;
    if (cell === u.models[i]) {
      at[i] = from[i]!;
      if (from[i]! < 0) indexed = false;
      continue;
    }
    const b = t.ix.indexOf.get(cell);
    at[i] = b ?? -1;
    if (!endsOn(t, from[i]!, budget, b, occupied)) {
      const why = moveShortfall(s.rules.table, u.models[i]!, budget, cell, othersOn(occupied));
      return problem(
        'move.out-of-reach',
        `${u.name}: ${u.models[i]} can't move to ${cell}: ${shortfallText(why, cell, budget)}`,
        {
          path: ['action', 'to', i],
          facts: { from: u.models[i], to: cell, inches: budget, ...why },
        },
      );
    }
  }
  if (to.length > 1 && movesAny(u, to) && !(indexed ? coherentAt(t.ix.rows, at) : coherent(to)))
    return problem('move.incoherent', `${u.name}: a squad's members end a move within 1" of one another`, {
      path: ['action', 'to'],
    });
  return null;
}

/**
 * Why `u`'s first model can't end a move on `cell`, in words (the same reasons moveProblem gives),
 * or null when it can: for a player who typed a square the list did not offer.
 */
export function leadRefusal(s: BattleState, u: Unit, cell: CellKey): string | null {
  const budget = moveInches(speedOf(u));
  const occupied = othersOn(othersOf(s, u));
  if (canEndMove(s.rules.table, u.models[0]!, budget, cell, occupied)) return null;
  return shortfallText(moveShortfall(s.rules.table, u.models[0]!, budget, cell, occupied), cell, budget);
}

const inch = (x: number): string => `${Number.isInteger(x) ? x : x.toFixed(1)}"`;

/** The real reason a model's move is refused, in words ("Move Action", DW-G3). */
function shortfallText(why: MoveShortfall | null, cell: CellKey, budget: number): string {
  switch (why?.reason) {
    case 'off-table':
      return `${cell} is not on the table`;
    case 'onto-model':
      return `another model stands there, and no move ends on one`;
    case 'no-way':
      return `no way leads there`;
    case 'climb':
      return `the way there is ${inch(why.cost)} with the climbing, more than its ${inch(budget)} move`;
    case 'too-far':
      return `the way there is ${inch(why.cost)}, more than its ${inch(budget)} move`;
    default:
      return `out of its ${inch(budget)} move`;
  }
}

/** Whether squares a and b (indexes) lie within 1" of each other (gap, DW-G2). */
function within1(rows: number, a: number, b: number): boolean {
  const ac = (a / rows) | 0;
  const bc = (b / rows) | 0;
  return gapBetween(ac - bc, a - ac * rows - (b - bc * rows)) <= 1;
}

/** Whether any of `cells` is one of `own`. */
function overlaps(cells: ArrayLike<number>, own: ArrayLike<number>): boolean {
  for (let k = 0; k < cells.length; k++)
    for (let i = 0; i < own.length; i++) if (cells[k] === own[i]) return true;
  return false;
}

/**
 * inCover(table, u's models, armourCover(s, u)) where `u` stands, on square indexes: each model
 * sheltered by terrain or by a friendly 2-Armor unit at least half its height within 1" (one
 * standing on u's own squares is u itself, no cover). Null when a square is off the table (asked
 * by key then). No pieces made: the rules ask it at every move and attack.
 */
function friendsCover(s: BattleState, u: Unit): boolean | null {
  const t = tableIndex(s.rules.table);
  const own = unitSquares(t, u);
  if (!onTable(own)) return null;
  const shelter = shelterOf(t);
  const enough = u.height / 2;
  const rows = t.ix.rows;
  for (let i = 0; i < own.length; i++) {
    const x = own[i]!;
    if (shelter[x]! >= enough) continue;
    let covered = false;
    for (let k = 0; k < s.units.length && !covered; k++) {
      const f = s.units[k]!;
      if (f.side !== u.side || f.id === u.id || armorOf(f) < 2) continue;
      const cells = unitSquares(t, f);
      if (!onTable(cells)) return null;
      if (overlaps(cells, own) || !(f.height >= enough)) continue;
      for (let c = 0; c < cells.length && !covered; c++) covered = within1(rows, cells[c]!, x);
    }
    if (!covered) return false;
  }
  return true;
}

/** Whether every square is on the table (none -1). */
function onTable(squares: ArrayLike<number>): boolean {
  for (let i = 0; i < squares.length; i++) if (squares[i]! < 0) return false;
  return true;
}

/**
 * Whether `u` has its cover now (standing in it, not yet used up), or would on `at`; `armour`:
 * armourCover(s, u), for a caller asking of two places. The terrain is asked first: when it
 * settles the answer alone, the friends' armour isn't looked for.
 */
export function hasCover(
  s: BattleState,
  u: Unit,
  at: readonly CellKey[] = u.models,
  armour?: readonly TerrainPiece[],
): boolean {
  if (u.coverLost) return false;
  const terrain = terrainSays(s.rules.table, at, u.height);
  if (terrain !== 1) return terrain === 2;
  if (armour === undefined && at === u.models) {
    const friends = friendsCover(s, u);
    if (friends !== null) return friends;
  }
  return inCover(
    s.rules.table,
    at.map((c) => ({ at: c, height: u.height })),
    armour ?? armourCover(s, u),
  );
}

/**
 * What the computer general reads off a position: each side's hexes and totals, who is in contact,
 * walking distances around impassable terrain, and which enemy hex to go for. Views are cached by
 * the positions object (the rules core replaces it whenever units change), so the many questions
 * asked about one position cost one scan of the board.
 */
import { gridFor, type Grid } from '../../../grid/grid';
import { reach } from '../../../grid/reach';
import type { CellKey } from '../../../grid/types';
import type { Positions } from '../board';
import { compactOf, sideIndex, type Compact } from '../compact';
import { mapSignatures as signatures, viewsByPositions as views, walksByMap as walks } from '../caches';
import type { BattleRules, BattleState } from '../state';
import { terrainAt, TERRAIN_RULES } from '../terrain';
import { totalUnits } from '../units';

export interface View {
  readonly grid: Grid;
  readonly side: string;
  readonly pos: Positions;
  /** The position by cell index (compact.ts): who holds each hex, and with how many units. */
  readonly c: Compact;
  /** This side's index in `c.sides` (-1 when it holds nothing). */
  readonly me: number;
  readonly mine: readonly CellKey[];
  readonly enemy: readonly CellKey[];
  readonly myTotal: number;
  readonly enemyTotal: number;
  /** My hexes with an enemy hex next to them. */
  readonly contact: readonly CellKey[];
  /** My units in contact hexes. */
  readonly engaged: number;
}

export function viewOf(state: BattleState, side: string): View {
  const pos = state.occupants;
  const bySide = views.get(pos) ?? views.set(pos, new Map());
  let v = bySide.get(side);
  if (!v) {
    v = buildView(state.rules, pos, side);
    bySide.set(side, v);
  }
  return v;
}

function buildView(rules: BattleRules, pos: Positions, side: string): View {
  const grid = gridFor(rules.grid);
  const c = compactOf(grid, pos);
  const me = sideIndex(c, side);
  const mine: CellKey[] = [];
  const enemy: CellKey[] = [];
  let myTotal = 0;
  let enemyTotal = 0;
  // The positions' own order, as the lists have always been built: ties go to it.
  for (const k in pos) {
    const i = c.map.index.get(k);
    if (i === undefined || c.owner[i]! < 0) continue;
    const n = c.count[i]!;
    if (c.owner[i] === me) {
      mine.push(k);
      myTotal += n;
    } else {
      enemy.push(k);
      enemyTotal += n;
    }
  }
  const { nbrStart, nbr, index } = c.map;
  const contact: CellKey[] = [];
  let engaged = 0;
  for (const k of mine) {
    const i = index.get(k)!;
    for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) {
      const o = c.owner[nbr[j]!]!;
      if (o >= 0 && o !== me) {
        contact.push(k);
        engaged += c.count[i]!;
        break;
      }
    }
  }
  return { grid, side, pos, c, me, mine, enemy, myTotal, enemyTotal, contact, engaged };
}

export function isEnemyAt(pos: Positions, key: CellKey, side: string): boolean {
  const o = pos[key];
  return o !== undefined && o.side !== side && totalUnits(o.units) > 0;
}

/** The cell index of `key`, -1 off the map. */
export const cellOf = (v: View, key: CellKey): number => v.c.map.index.get(key) ?? -1;

export function unitsAt(v: View, key: CellKey): number {
  const i = v.c.map.index.get(key);
  return i === undefined ? 0 : v.c.count[i]!;
}

export function isMine(v: View, key: CellKey): boolean {
  const i = v.c.map.index.get(key);
  return i !== undefined && v.me >= 0 && v.c.owner[i] === v.me;
}

export function isEnemy(v: View, key: CellKey): boolean {
  const i = v.c.map.index.get(key);
  if (i === undefined) return false;
  const o = v.c.owner[i]!;
  return o >= 0 && o !== v.me;
}

/** How many hexes next to `key` hold units of the side with index `s` in `v.c` (0 for -1). */
export function facesOf(v: View, key: CellKey, s: number): number {
  const i = v.c.map.index.get(key);
  if (i === undefined || s < 0) return 0;
  const { nbrStart, nbr } = v.c.map;
  let n = 0;
  for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) if (v.c.owner[nbr[j]!] === s) n++;
  return n;
}

/** How many hexes next to `key` hold enemy units. */
export function enemyFacesOf(v: View, key: CellKey): number {
  const i = v.c.map.index.get(key);
  if (i === undefined) return 0;
  const { nbrStart, nbr } = v.c.map;
  let n = 0;
  for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) {
    const o = v.c.owner[nbr[j]!]!;
    if (o >= 0 && o !== v.me) n++;
  }
  return n;
}

/** The map's grid and terrain as a string: battles of one scenario share their distance tables. */
function mapSignature(rules: BattleRules): string {
  let sig = signatures.get(rules);
  if (sig === undefined) {
    const t = rules.terrain;
    sig = `${rules.grid.kind}:${rules.grid.cols}x${rules.grid.rows}:${Object.keys(t)
      .sort()
      .map((k) => `${k}=${t[k]}`)
      .join(';')}`;
    signatures.set(rules, sig);
  }
  return sig;
}

/**
 * Steps from every cell to `target` walking round impassable terrain (units may stand on the
 * target itself whatever it is). Cells that can't reach it are missing from the map.
 */
export function walkFrom(rules: BattleRules, target: CellKey): ReadonlyMap<CellKey, number> {
  const sig = mapSignature(rules);
  // Distance tables by map, then by target: shared by every battle on that map (caches.ts).
  const byTarget = walks.memo(sig, () => new Map());
  let dist = byTarget.get(target);
  if (dist) return dist;
  const grid = gridFor(rules.grid);
  // Steps are undirected and cost one each, so the walk out from the target is the walk back to it.
  const enterCost = (n: CellKey): number =>
    TERRAIN_RULES[terrainAt(rules.terrain, n)].enterable ? 1 : Infinity;
  const out = reach(rules.grid, target, { enterCost, minStep: 1 });
  dist = new Map(out.cells.map((k) => [k, out.cost(k)]));
  // A big map's tables are big: keep the memory flat however many targets are asked about.
  if (byTarget.size * grid.cells.length > 250_000) byTarget.clear();
  byTarget.set(target, dist);
  return dist;
}

/** Walking distance, or a long way round (map size plus straight distance) when cut off. */
export function walk(rules: BattleRules, grid: Grid, from: CellKey, to: CellKey): number {
  const d = walkFrom(rules, to).get(from);
  return d ?? grid.cells.length + grid.distance(from, to);
}

/** Above this many (enemy hex, own hex) pairs, distances are straight lines from the main stacks. */
const WALK_PAIRS = 4096;
const MAIN_STACKS = 8;

/**
 * The enemy hex to go for: few defenders, near my army (unit-weighted walking distance), and
 * already touched by my hexes (encirclement). Ties go to map order. For very large armies the
 * distance is measured as the crow flies from the biggest stacks, so the choice stays cheap.
 */
export function chooseTarget(state: BattleState, v: View): CellKey | null {
  const large = v.enemy.length * v.mine.length > WALK_PAIRS;
  const from = large
    ? [...v.mine].sort((a, b) => unitsAt(v, b) - unitsAt(v, a)).slice(0, MAIN_STACKS)
    : v.mine;
  let weightTotal = 0;
  for (const m of from) weightTotal += unitsAt(v, m);
  let best: CellKey | null = null;
  let bestCost = Infinity;
  for (const e of v.enemy) {
    const dist = large ? null : walkFrom(state.rules, e);
    let weighted = 0;
    for (const m of from) {
      const d = dist ? (dist.get(m) ?? v.grid.cells.length + v.grid.distance(m, e)) : v.grid.distance(m, e);
      weighted += unitsAt(v, m) * d;
    }
    const mean = weightTotal > 0 ? weighted / weightTotal : 0;
    const touching = facesOf(v, e, v.me);
    const cost = unitsAt(v, e) + 1.5 * mean - 1.5 * touching;
    if (cost < bestCost) {
      bestCost = cost;
      best = e;
    }
  }
  return best;
}

/** Whether an enemy hex borders `key`. */
export const touchesEnemy = (v: View, key: CellKey): boolean => enemyFacesOf(v, key) > 0;

/** Grid distance from `key` to the nearest enemy hex (0 when there is none). */
export function nearestEnemy(v: View, key: CellKey): number {
  let d = Infinity;
  for (const e of v.enemy) d = Math.min(d, v.grid.distance(key, e));
  return d === Infinity ? 0 : d;
}

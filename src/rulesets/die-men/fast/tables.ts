/**
 * The fast path's tables of a map (issue 23): neighbours by cell index, straight distances and
 * walking distances between every two cells, the cells within each distance of each cell (a
 * cavalry move's reach), and what each cell's terrain does (rough,
 * impassable, a hill's high ground, a forest's free die, a river's threat). A pure
 * function of the battle rules' grid and terrain, worked out once per map and shared by every
 * trial of a run (caches.ts `fastTablesByRules`).
 */
import { gridFor } from '../../../grid/grid';
import { fastTablesByRules } from '../caches';
import { mapTablesOf } from '../compact';
import { MAX_POOL } from '../sets';
import type { BattleRules } from '../state';
import { terrainAt, TERRAIN_RULES, type TerrainRule } from '../terrain';

export interface FastMap {
  readonly n: number;
  readonly keys: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  /** Cell i's neighbours are nbr[nbrStart[i] .. nbrStart[i + 1]), in the grid's order. */
  readonly nbrStart: readonly number[];
  readonly nbr: readonly number[];
  /** dist[a * n + b]: the grid's straight distance. */
  readonly dist: readonly number[];
  /**
   * walk[t * n + m]: steps from m to t round impassable ground (ai/view.ts `walk`), or the map's
   * size plus the straight distance when m can't reach t.
   */
  readonly walk: readonly number[];
  /** A Move may end here (not impassable). */
  readonly enterable: readonly boolean[];
  /** Free Movement may end here (open ground). */
  readonly freeEnter: readonly boolean[];
  /** Free Movement may start here (not rough). */
  readonly freeLeave: readonly boolean[];
  /** Rough ground: cavalry may step in and out of it in Free Movement (freeMovement.ts). */
  readonly rough: readonly boolean[];
  /**
   * grid.within(cell, r) by index, for r up to MAX_POOL (the widest set), in its order:
   * within[i * (MAX_POOL + 1) + r], filled when first asked (withinOf).
   */
  readonly within: (readonly number[] | null)[];
  readonly grid: ReturnType<typeof gridFor>;
  /** Each cell's terrain rule (terrain.ts), for advantageWorks. */
  readonly rule: readonly TerrainRule[];
  /** Extra damage of attacks from here where the high ground works (a hill's 1), else 0. */
  readonly bonus: readonly number[];
  /** Height a Defense's dice here gain where the high ground works (a hill's 1), else 0. */
  readonly raise: readonly number[];
  /** A Defense here adds a free height-10 die that works against every attack (a forest's). */
  readonly freeDie: readonly boolean[];
  /** Threatened for Free Movement, as are the cells next to units standing here (a river's). */
  readonly threatens: readonly boolean[];
  /** Some cell threatens (the map has a river). */
  readonly rivers: boolean;
}

export const fastMapOf = (rules: BattleRules): FastMap => fastTablesByRules.memo(rules, build);

function build(rules: BattleRules): FastMap {
  const grid = gridFor(rules.grid);
  const t = mapTablesOf(grid);
  const n = t.keys.length;
  const nbrStart = Array.from(t.nbrStart);
  const nbr = Array.from(t.nbr);
  const rule = t.keys.map((k) => TERRAIN_RULES[terrainAt(rules.terrain, k)]);
  const enterable = rule.map((r) => r.enterable);
  const dist: number[] = new Array<number>(n * n);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) dist[a * n + b] = grid.distance(t.keys[a]!, t.keys[b]!);
  const walk: number[] = new Array<number>(n * n);
  const queue: number[] = [];
  for (let target = 0; target < n; target++) {
    const row: number[] = new Array<number>(n).fill(-1);
    // Breadth first from the target: each step costs one, impassable cells are never entered.
    row[target] = 0;
    queue.length = 0;
    queue.push(target);
    for (let q = 0; q < queue.length; q++) {
      const c = queue[q]!;
      for (let j = nbrStart[c]!; j < nbrStart[c + 1]!; j++) {
        const m = nbr[j]!;
        if (row[m]! >= 0 || !enterable[m]) continue;
        row[m] = row[c]! + 1;
        queue.push(m);
      }
    }
    for (let m = 0; m < n; m++) walk[target * n + m] = row[m]! >= 0 ? row[m]! : n + dist[m * n + target]!;
  }
  return {
    n,
    keys: t.keys,
    index: t.index,
    nbrStart,
    nbr,
    dist,
    walk,
    enterable,
    freeEnter: rule.map((r) => r.freeEnter),
    freeLeave: rule.map((r) => r.freeLeave !== false),
    rough: t.keys.map((k) => terrainAt(rules.terrain, k) === 'rough'),
    within: new Array<readonly number[] | null>(n * (MAX_POOL + 1)).fill(null),
    grid,
    rule,
    bonus: rule.map((r) => r.attackBonus ?? 0),
    raise: rule.map((r) => r.gobbleRaise ?? 0),
    freeDie: rule.map((r) => r.freeGobble === 'always'),
    threatens: rule.map((r) => r.threatens === true),
    rivers: rule.some((r) => r.threatens === true),
  };
}

/** The cells grid.within(cell i, r) lists, by index and in its order (r at most MAX_POOL). */
export function withinOf(m: FastMap, i: number, r: number): readonly number[] {
  const at = i * (MAX_POOL + 1) + r;
  let w = m.within[at];
  if (!w) {
    w = m.grid.within(m.keys[i]!, r).map((k) => m.index.get(k)!);
    m.within[at] = w;
  }
  return w;
}

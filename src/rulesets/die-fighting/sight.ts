/**
 * Line of sight on a battle's map (docs/rules.md G5, src/grid/lineOfSight.ts), answered from a
 * table by map index: attacks, charges and the computer general ask the same pairs of squares
 * again and again, and every battle on one map shares the answers.
 */
import { gridFor, indexFor, lineOfSight } from '../../grid';
import type { CellKey } from '../../grid/types';
import { sightByMap, sightByRules } from './caches';
import type { BattleState, Rules } from './state';

/**
 * The map's table, seen[a * size + b]: 0 not yet asked, 1 clear, 2 blocked. Kept by map: its size
 * and blocking squares (the only things a line of sight depends on); the last rules' table is
 * found without building the key (caches.ts `sightByRules`, `sightByMap`).
 */
function tableOf(rules: Rules, size: number): Uint8Array {
  return sightByRules.memo(rules, () => {
    const id = `${rules.grid.cols}x${rules.grid.rows}:${Object.keys(rules.blocking)
      .filter((c) => rules.blocking[c] === true)
      .sort()
      .join(';')}`;
    return sightByMap.memo(id, () => new Uint8Array(size * size));
  });
}

/**
 * The map's table (1 clear, 2 blocked, 0 not yet asked), for a reader that asks often enough to
 * hold it (the fast path: fast/board.ts `sees`) and asks seesIx only on a 0.
 */
export const sightTable = (rules: Rules): Uint8Array => tableOf(rules, indexFor(gridFor(rules.grid)).size);

/** Whether a line from the square of index `a` to that of `b` is clear of blocking squares. */
export function seesIx(s: BattleState, a: number, b: number): boolean {
  const ix = indexFor(gridFor(s.rules.grid));
  const seen = tableOf(s.rules, ix.size);
  const k = a * ix.size + b;
  let v = seen[k]!;
  if (v === 0) {
    const blocking = s.rules.blocking;
    v = lineOfSight(s.rules.grid, ix.keys[a]!, ix.keys[b]!, (c) => blocking[c] === true) ? 1 : 2;
    seen[k] = v;
  }
  return v === 1;
}

/** Whether a line from `from` to `to` is clear of blocking squares; false when either is off the map. */
export function sees(s: BattleState, from: CellKey, to: CellKey): boolean {
  const ix = indexFor(gridFor(s.rules.grid));
  const a = ix.indexOf.get(from);
  const b = ix.indexOf.get(to);
  return a !== undefined && b !== undefined && seesIx(s, a, b);
}

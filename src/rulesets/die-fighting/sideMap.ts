/**
 * One side's view of a position for the move searches (movement.ts): the enemies' squares and the
 * squares beside them, as arrays over the map's cell indexes. Worked out only when the enemies
 * stand elsewhere: a side's own moves and hurts leave it as it was.
 */
import { reuseBuffer } from '../../core/reuseBuffer';
import type { GridIndex } from '../../grid';
import { kindOf, whereOf, type Where } from './board';
import { sideMapsByRules as sideMaps } from './caches';
import type { BattleState } from './state';

/**
 * One side's view of the enemies, by cell index: their squares, squares next to them. Shared by
 * every position where the enemies stand on the same squares (own moves, hurts, don't change it).
 */
export interface SideMap {
  readonly ix: GridIndex;
  /** Each enemy as 2 × its square's index, plus 1 when mounted; in map order. */
  readonly code: readonly number[];
  readonly enemy: Uint8Array;
  /** Next to any enemy (where foot and ranged units stop). */
  readonly nearEnemy: Uint8Array;
  /** Next to an enemy mounted unit (where mounted units stop). */
  readonly nearMounted: Uint8Array;
}

/** The enemies of `side` as SideMap codes, in map order. */
function enemyCode(s: BattleState, w: Where, side: string): number[] {
  const code: number[] = [];
  for (let k = 0; k < s.units.length; k++) {
    const u = s.units[k]!;
    const i = w.cells[k]!;
    if (u.side === side || i < 0) continue;
    const c = 2 * i + (kindOf(u) === 'mounted' ? 1 : 0);
    let j = code.length;
    for (; j > 0 && code[j - 1]! > c; j--) code[j] = code[j - 1]!;
    code[j] = c;
  }
  return code;
}

export function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * A side's side maps in a battle: the last one, and a ring of buffers for the next ones (a side
 * map is built whenever an enemy moves; core/reuseBuffer.ts says why a buffer is reused). A
 * buffer is taken again RING builds later: by then the positions whose side map it held are gone
 * from whereOf's memo (it keeps 4), and the move searches' memo compares side maps by identity
 * only (a new object each build), never reading an old one's squares.
 */
export interface Maps {
  last: SideMap | undefined;
  readonly ring: (ArrayBuffer | undefined)[];
  next: number;
}

const RING = 8;

function bufferFor(maps: Maps, size: number): ArrayBuffer {
  const buf = (maps.ring[maps.next] = reuseBuffer(maps.ring[maps.next], 3 * size));
  maps.next = (maps.next + 1) % RING;
  return buf;
}

function buildSideMap(ix: GridIndex, code: readonly number[], maps: Maps): SideMap {
  const buf = bufferFor(maps, ix.size);
  const enemy = new Uint8Array(buf, 0, ix.size);
  const nearEnemy = new Uint8Array(buf, ix.size, ix.size);
  const nearMounted = new Uint8Array(buf, 2 * ix.size, ix.size);
  for (const c of code) {
    const i = c >> 1;
    enemy[i] = 1;
    markAround(ix, i, nearEnemy);
    if (c & 1) markAround(ix, i, nearMounted);
  }
  return { ix, code, enemy, nearEnemy, nearMounted };
}

export function sideMap(s: BattleState, side: string): SideMap {
  const w = whereOf(s);
  const j = w.sides.indexOf(side);
  if (j >= 0) return w.maps[j]!;
  const code = enemyCode(s, w, side);
  const bySide = sideMaps.get(s.rules) ?? sideMaps.set(s.rules, new Map());
  let maps = bySide.get(side);
  if (maps === undefined)
    bySide.set(side, (maps = { last: undefined, ring: new Array(RING).fill(undefined), next: 0 }));
  let m = maps.last;
  if (m === undefined || !sameList(m.code, code)) maps.last = m = buildSideMap(w.ix, code, maps);
  w.sides.push(side);
  w.maps.push(m);
  return m;
}

export function markAround(ix: GridIndex, i: number, into: Uint8Array): void {
  for (let e = ix.nbrStart[i]!, end = ix.nbrStart[i + 1]!; e < end; e++) into[ix.nbrs[e]!] = 1;
}

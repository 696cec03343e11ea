/**
 * The computer general's view of a side (ai/context.ts `Ctx`), made from the fast position: the
 * same fields in the same order (units in map order, reversed for a side that sees the map turned
 * round), so place.ts's scoring and value.ts's worths are used as they are. Made again in place
 * only when the position changed since (its `stamp`), in arrays kept for the battle.
 */
import type { Ctx } from '../ai/context';
import { cautionOf, eliminationCaution } from '../ai/caution';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import type { Pairings } from './pairings';
import { logHolds } from './changeLog';
import type { Fast } from './position';
import { writeAll, writeChanged } from './viewUnits';

export { newPairings, resetPairings, type Pairings } from './pairings';

export type FastCtx = { -readonly [K in keyof Ctx]: Ctx[K] } & {
  /** Place k of each of my units and each enemy, in the view's order. */
  readonly mineK: Int32Array;
  readonly enemyK: Int32Array;
  /** The position's stamp it was made for. */
  stamp: number;
  /** The position's change count (`Fast.changes`) it was made at: -1, none. */
  changes: number;
  /** The units' places in the side's square order (kept sorted from one view to the next). */
  readonly perm: Int32Array;
  /** Units on the map when it was made (the living lead perm while none has fallen since). */
  alive: number;
  /** The pairings' version its worth and threat were copied at, and the mine and enemy counts. */
  pairs: number;
  /** Per index of mine and of the enemies: whether its unit differs from the last view's. */
  readonly movedM: Uint8Array;
  readonly movedE: Uint8Array;
  /** Per unit (place k): its square and health at the last view (what a kept index rewrites). */
  readonly seenCell: Int32Array;
  readonly seenHealth: Int32Array;
  /** Scratch for copyPairs: the enemies' indexes whose columns are copied. */
  readonly cols: Int32Array;
  /** Per unit (place k): its index among my units or the enemies at the last view. */
  readonly slot: Int32Array;
  /** Per place q of perm: how many of my units come before it (n + 1 places). */
  readonly before: Int32Array;
  /** The first and last place of perm that the last sort changed (none: lo > hi). */
  lo: number;
  hi: number;
  /** The health left on my side and the enemies' (the caution's). */
  mh: number;
  eh: number;
};

/** A side's view, empty, sized for the battle's units: viewOf fills it. */
export function newView(f: Fast, j: number): FastCtx {
  const n = f.n;
  const edge = f.s0.rules.sides[j]!.edge;
  return {
    s: f.s0,
    side: f.sides[j]!,
    ix: f.ix,
    rows: f.rows,
    mine: [],
    enemies: [],
    who: new Int16Array(f.ix.size),
    mineAt: new Int32Array(n),
    enemyAt: new Int32Array(n),
    enemyCol: new Int32Array(n),
    enemyRow: new Int32Array(n),
    enemyReach: new Int32Array(n),
    enemyRange: new Int32Array(n),
    worth: new Float64Array(n * n),
    threat: new Float64Array(n * n),
    speed: new Int32Array(n),
    move: new Int32Array(n),
    range: new Int32Array(n),
    hurt: new Float64Array(n),
    ranged: new Uint8Array(n),
    healthWorth: new Float64Array(n),
    caution: 1,
    flip: edge === 'south' || edge === 'east',
    version: 0,
    mineK: new Int32Array(n),
    enemyK: new Int32Array(n),
    stamp: -1,
    changes: -1,
    perm: Int32Array.from({ length: n }, (_, k) => k),
    alive: -1,
    pairs: -1,
    movedM: new Uint8Array(n),
    movedE: new Uint8Array(n),
    seenCell: new Int32Array(n),
    seenHealth: new Int32Array(n),
    cols: new Int32Array(n),
    slot: new Int32Array(n),
    before: new Int32Array(n + 1),
    lo: 0,
    hi: -1,
    mh: 0,
    eh: 0,
  };
}

/** A side's view set for another battle (as many units, the same map): viewOf fills it. */
export function resetView(c: FastCtx, f: Fast, j: number): void {
  const edge = f.s0.rules.sides[j]!.edge;
  c.s = f.s0;
  c.side = f.sides[j]!;
  c.flip = edge === 'south' || edge === 'east';
  c.stamp = -1;
  c.changes = -1;
  c.alive = -1;
  c.pairs = -1;
  for (let k = 0; k < f.n; k++) c.perm[k] = k;
}

/**
 * The view brought to the position `f` stands in (context.ts build, from the fast arrays). A
 * unit's fields other than its square and health never change in a battle, so only what changed
 * is written (viewUnits.ts): all when a unit fell (or the view is new), else the units the
 * position's change log names and the indexes whose place in the square order changed.
 */
export function viewOf(f: Fast, p: Pairings, c: FastCtx, j: number): FastCtx {
  if (c.stamp === f.stamp) return c;
  const mine = c.mine as Unit[];
  const enemies = c.enemies as Unit[];
  const nm0 = mine.length;
  const ne0 = enemies.length;
  const full = f.count[0]! + f.count[1]! !== c.alive;
  let nm = nm0;
  let ne = ne0;
  if (full || !logHolds(f, c.changes)) {
    nm = writeAll(f, p, c, j, full);
    ne = c.alive - nm;
  } else writeChanged(f, p, c, j);
  // Written over by place and cut only when shorter: emptied and pushed again, the lists would get
  // new backing stores at every view, and setting a length is a call into the runtime.
  if (nm !== nm0) mine.length = nm;
  if (ne !== ne0) enemies.length = ne;
  copyPairs(f, p, c, c.pairs >= 0 && nm0 === nm && ne0 === ne);
  c.pairs = p.version;
  const s = f.view as unknown as BattleState;
  c.caution = f.timed ? cautionOf(s, c.side, mine, enemies) : eliminationCaution(s, c.mh, c.eh);
  c.version++;
  c.stamp = f.stamp;
  c.changes = f.changes;
  return c;
}

/**
 * Every pairing's attack worth, both ways, in the view's order (context.ts copyPairs). When the
 * counts are as at the last view (`kept`), only the rows and columns of indexes that now hold
 * another unit, or whose unit's pairings changed since (its health: Pairings changed), are
 * copied: the others already hold the same values.
 */
function copyPairs(f: Fast, p: Pairings, c: FastCtx, kept: boolean): void {
  const n = f.n;
  const nm = c.mine.length;
  const ne = c.enemies.length;
  const { worth, threat, movedM, movedE, mineK, enemyK } = c;
  const since = kept ? c.pairs : -1;
  const { cols } = c;
  let nc = 0;
  for (let e = 0; e < ne; e++) if (!kept || movedE[e] === 1 || p.changed[enemyK[e]!]! > since) cols[nc++] = e;
  for (let m = 0; m < nm; m++) {
    const km = mineK[m]!;
    if (!kept || movedM[m] === 1 || p.changed[km]! > since) {
      for (let e = 0; e < ne; e++) {
        const ke = enemyK[e]!;
        worth[m * ne + e] = p.worth[km * n + ke]!;
        threat[e * nm + m] = p.worth[ke * n + km]!;
      }
    } else {
      for (let x = 0; x < nc; x++) {
        const e = cols[x]!;
        const ke = enemyK[e]!;
        worth[m * ne + e] = p.worth[km * n + ke]!;
        threat[e * nm + m] = p.worth[ke * n + km]!;
      }
    }
  }
}

/**
 * Where a model can strike an enemy unit from: for one enemy as it stands, one attacker height
 * and one weapon range, remembered square by square as the computer general asks. The answer
 * changes only when the enemy moves or loses members (its models array is replaced then), so it
 * serves every decision until then, not just one: a unit weighing its moves asks it of a hundred
 * squares, and the next unit of the side asks many of the same.
 */
import type { CellKey } from '../../../grid/types';
import type { Lines, Sight } from '../geometry';
import { strikeFieldsByUnit as byUnit, strikeRoom } from '../caches';
import { gapBetween } from '../table/gap';
import type { Profile } from '../weapons';
import { unitSquares } from '../table/unitSquares';

/** canStrike() of one model `height` tall with a range of [min, max] at one enemy unit, by square. */
export class StrikeField {
  /** Per square, from `base` on: 0 not asked yet, 1 can't, 2 can. */
  private readonly at: Uint8Array;
  /**
   * The sight lines from the enemy's height to the attacker's, read from the enemy's squares:
   * sight is the same both ways (sees.ts), and a field's squares are then read off the few rows
   * of its enemy's models rather than one row per square asked.
   */
  private readonly lines: Lines;
  private readonly rows: number;

  /** `at` from `base`: one byte a square of the table, all 0. */
  constructor(
    sight: Sight,
    private readonly cells: Int32Array,
    targetHeight: number,
    readonly height: number,
    readonly min: number,
    readonly max: number,
    at: Uint8Array,
    private readonly base: number,
  ) {
    this.at = at;
    this.lines = sight.between(targetHeight, height);
    this.rows = sight.index.ix.rows;
  }

  /** Whether a model on square x (on the table) can strike the enemy: one of its models in range and seen. */
  has(x: number): boolean {
    const i = this.base + x;
    let v = this.at[i]!;
    if (v === 0) v = this.at[i] = this.strikes(x) ? 2 : 1;
    return v === 2;
  }

  private strikes(x: number): boolean {
    const rows = this.rows;
    const xc = (x / rows) | 0;
    for (const m of this.cells) {
      if (m < 0) continue;
      const mc = (m / rows) | 0;
      const g = gapBetween(xc - mc, x - xc * rows - (m - mc * rows));
      if (g >= this.min && g <= this.max && this.lines.sees(m, x)) return true;
    }
    return false;
  }
}

/** The fields made for one enemy unit while its models stand where they do. */
export interface Fields {
  readonly sight: Sight;
  readonly models: readonly CellKey[];
  readonly targetHeight: number;
  readonly cells: Int32Array;
  readonly list: StrikeField[];
}

/**
 * Room for the fields' squares, carved FIELDS_A_BLOCK fields at a time for every enemy alike (a
 * typed array costs an allocation outside the heap; a block lives while a field in it does). A
 * field keeps the block and where its part begins: a subarray for each would be one more typed
 * array made per field.
 */
const FIELDS_A_BLOCK = 64;

/** Carves `n` bytes: where they begin in strikeRoom.block (a new block when this one is full). */
function room(n: number): number {
  const r = strikeRoom;
  if (!r.block || r.used + n > r.block.length) {
    r.block = new Uint8Array(Math.max(n, 1) * FIELDS_A_BLOCK);
    r.used = 0;
  }
  const base = r.used;
  r.used += n;
  return base;
}

/** The field for striking `target` (its id, models and height) from `height` with `p`'s range. */
export function strikeField(
  sight: Sight,
  target: { readonly id: string; readonly models: readonly CellKey[]; readonly height: number },
  height: number,
  p: Profile,
): StrikeField {
  // By enemy unit id (caches.ts); an entry is replaced as soon as that unit's models (or the table) differ.
  let fs = byUnit.get(target.id);
  if (!fs || fs.models !== target.models || fs.sight !== sight || fs.targetHeight !== target.height) {
    const cells = unitSquares(sight.index, target);
    fs = { sight, models: target.models, targetHeight: target.height, cells, list: [] };
    byUnit.set(target.id, fs);
  }
  for (const f of fs.list) if (f.height === height && f.min === p.min && f.max === p.max) return f;
  const base = room(sight.index.ix.size);
  const f = new StrikeField(sight, fs.cells, fs.targetHeight, height, p.min, p.max, strikeRoom.block!, base);
  fs.list.push(f);
  return f;
}

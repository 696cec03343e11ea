/**
 * Where a model can strike an enemy unit from: for one enemy as it stands, one attacker height
 * and one weapon range, remembered square by square as the computer general asks. The answer
 * changes only when the enemy moves or loses members (its models array is replaced then), so it
 * serves every decision until then, not just one: a unit weighing its moves asks it of a hundred
 * squares, and the next unit of the side asks many of the same.
 */
import type { CellKey } from '../../../grid/types';
import type { Sight } from '../geometry';
import { gapBetween } from '../table/gap';
import type { Profile } from '../weapons';
import { squaresOf } from './cover';

/** canStrike() of one model `height` tall with a range of [min, max] at one enemy unit, by square. */
export class StrikeField {
  /** Per square: 0 not asked yet, 1 can't, 2 can. */
  private readonly at: Uint8Array;

  /** `at`: one byte a square of the table, all 0. */
  constructor(
    private readonly sight: Sight,
    private readonly cells: Int32Array,
    private readonly targetHeight: number,
    readonly height: number,
    readonly min: number,
    readonly max: number,
    at: Uint8Array,
  ) {
    this.at = at;
  }

  /** Whether a model on square x (on the table) can strike the enemy: one of its models in range and seen. */
  has(x: number): boolean {
    let v = this.at[x]!;
    if (v === 0) v = this.at[x] = this.strikes(x) ? 2 : 1;
    return v === 2;
  }

  private strikes(x: number): boolean {
    const rows = this.sight.index.ix.rows;
    const xc = (x / rows) | 0;
    for (const m of this.cells) {
      if (m < 0) continue;
      const mc = (m / rows) | 0;
      const g = gapBetween(xc - mc, x - xc * rows - (m - mc * rows));
      if (g >= this.min && g <= this.max && this.sight.sees(x, this.height, m, this.targetHeight))
        return true;
    }
    return false;
  }
}

/** The fields made for one enemy unit while its models stand where they do. */
interface Fields {
  readonly sight: Sight;
  readonly models: readonly CellKey[];
  readonly targetHeight: number;
  readonly cells: Int32Array;
  readonly list: StrikeField[];
  /** Room for the fields' squares, FIELDS_A_BLOCK at a time (a typed array costs an allocation outside the heap). */
  block: Uint8Array | null;
  used: number;
}

const FIELDS_A_BLOCK = 8;

/** By enemy unit id; an entry is dropped as soon as that unit's models (or the table) differ. */
const byUnit = new Map<string, Fields>();

/** The field for striking `target` (its id, models and height) from `height` with `p`'s range. */
export function strikeField(
  sight: Sight,
  target: { readonly id: string; readonly models: readonly CellKey[]; readonly height: number },
  height: number,
  p: Profile,
): StrikeField {
  let fs = byUnit.get(target.id);
  if (!fs || fs.models !== target.models || fs.sight !== sight || fs.targetHeight !== target.height) {
    const cells = squaresOf(sight.index, target.models);
    fs = { sight, models: target.models, targetHeight: target.height, cells, list: [], block: null, used: 0 };
    byUnit.set(target.id, fs);
  }
  for (const f of fs.list) if (f.height === height && f.min === p.min && f.max === p.max) return f;
  const n = sight.index.ix.size;
  if (!fs.block || fs.used + n > fs.block.length) {
    fs.block = new Uint8Array(n * FIELDS_A_BLOCK);
    fs.used = 0;
  }
  const at = fs.block.subarray(fs.used, fs.used + n);
  fs.used += n;
  const f = new StrikeField(sight, fs.cells, fs.targetHeight, height, p.min, p.max, at);
  fs.list.push(f);
  return f;
}

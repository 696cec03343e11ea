/**
 * One of the general's units in one position, on the fast position (ai/context.ts, the same sums
 * in the same order): its enemies, its weapons by slot, what each weapon would do to each enemy
 * (worked out when first asked), where it would have cover, how near the enemy a square is. On
 * the seat's squares (the table turned half round for a side on the south or east edge). One
 * object a position, made ready for each decision (contextFor): its tables are typed arrays sized
 * once for the battle, so a decision allocates nothing and every read sees one shape.
 */
import { gapBetween } from '../table/gap';
import { needAgainst } from '../weapons';
import { coverNow, coverSquare } from './cover';
import {
  hitChance,
  seatAt,
  speedOf,
  type FastProfile,
  type FastUnit,
  type Position,
  type StrikeMemo,
} from './position';
import { fieldOf, strikes } from './strike';

/** The gap between squares a and b (indexes on a table of `rows` rows). */
export function gapOf(rows: number, a: number, b: number): number {
  const ac = (a / rows) | 0;
  const bc = (b / rows) | 0;
  return gapBetween(ac - bc, a - ac * rows - (b - bc * rows));
}

export class FastContext {
  turned = false;
  readonly foes: FastUnit[] = [];
  /** Each foe's index in the position's units. */
  readonly foeIx: Int32Array;
  profiles: readonly (FastProfile | null)[] = [];
  readonly rows: number;
  u!: FastUnit;
  /** The slots the decision may use (useSlots), in slot order. */
  readonly slots: Int32Array;
  nSlots = 0;
  /** By slot w, the foes some model might strike after the move (within): live[w * units + i]. */
  readonly live: Int32Array;
  readonly liveN: Int32Array;
  /** The least and greatest gap to each foe, at 2f and 2f + 1 (spans()). */
  readonly spanAt: Float64Array;
  // By pair k = w * foes + f, worked out when first asked (hit -1, mostAt -1, fields null: not yet).
  private readonly hit: Float64Array;
  private readonly per: Float64Array;
  private readonly cover: Uint8Array;
  private readonly mostAt: Float64Array;
  private readonly fields: (StrikeMemo | null)[];
  private readonly keep: Float64Array;
  private readonly values: Float64Array;
  /** Every enemy model's column and row on the seat's table (nearest()). */
  private readonly foeCol: Int32Array;
  private readonly foeRow: Int32Array;
  private models = 0;
  private own: readonly number[] = [];
  /** coverOn where it stands: 0 not asked, 1 no, 2 yes. */
  private coverHere = 0;
  /** By real square, whether a model of the unit there would be in cover: 0 not asked, 1 no, 2 yes. */
  private readonly coverAt: Uint8Array;

  constructor(private readonly p: Position) {
    this.rows = p.map.rows;
    const units = p.units.length;
    const pairs = p.slots * units;
    let models = 0;
    for (const u of p.units) models += u.at.length;
    this.foeIx = new Int32Array(units);
    this.slots = new Int32Array(p.slots);
    this.live = new Int32Array(pairs);
    this.liveN = new Int32Array(p.slots);
    this.spanAt = new Float64Array(2 * units);
    this.hit = new Float64Array(pairs);
    this.per = new Float64Array(pairs);
    this.cover = new Uint8Array(pairs);
    this.mostAt = new Float64Array(pairs);
    this.fields = new Array<StrikeMemo | null>(pairs).fill(null);
    this.keep = new Float64Array(units);
    this.values = new Float64Array(p.slots);
    this.foeCol = new Int32Array(models);
    this.foeRow = new Int32Array(models);
    this.coverAt = new Uint8Array(p.map.size);
  }

  /** The context of `u` as the position now stands. */
  reset(u: FastUnit): void {
    const p = this.p;
    const rows = this.rows;
    this.u = u;
    this.turned = p.turned[u.side]!;
    // Written over by index, then cut to length: `length = 0` and push would free the list's room
    // and allocate it again at every decision.
    let n = 0;
    let models = 0;
    for (let i = 0; i < p.units.length; i++) {
      const x = p.units[i]!;
      if (!x.alive || x.side === u.side) continue;
      this.foeIx[n] = i;
      this.keep[n] = x.keep;
      this.foes[n++] = x;
      const cells = seatAt(x, this.turned);
      for (let k = 0; k < cells.length; k++) {
        const m = cells[k]!;
        if (m < 0) continue;
        const c = (m / rows) | 0;
        this.foeCol[models] = c;
        this.foeRow[models] = m - c * rows;
        models++;
      }
    }
    this.foes.length = n;
    this.models = models;
    this.profiles = u.profiles;
    const pairs = this.profiles.length * this.foes.length;
    this.hit.fill(-1, 0, pairs);
    this.mostAt.fill(-1, 0, pairs);
    for (let k = 0; k < pairs; k++) this.fields[k] = null;
    this.own = seatAt(u, this.turned);
    this.coverHere = 0;
    this.coverAt.fill(0);
    this.nSlots = 0;
  }

  /** The slots of the weapons `u` may still use (unusedSlots): all, or the activation's. */
  useSlots(melee: boolean, used: readonly number[]): void {
    let n = 0;
    if (!melee) this.slots[n++] = 0;
    const dice = this.u.dice;
    for (let i = 0; i < dice.length; i++) if (dice[i]! > 0 && !used.includes(i)) this.slots[n++] = i + 1;
    this.nSlots = n;
  }

  private pair(f: number, w: number, k: number): void {
    const foe = this.foes[f]!;
    const prof = this.profiles[w]!;
    this.hit[k] = hitChance(needAgainst(prof, speedOf(foe)));
    this.per[k] = foe.squad ? prof.meanSquad : prof.meanUnit;
    this.cover[k] = !prof.ignoresCover && coverNow(this.p, foe) ? 1 : 0;
  }

  private dealt(attackers: number, f: number, k: number): number {
    if (this.hit[k]! < 0) this.pair(f, (k / this.foes.length) | 0, k);
    let dmg = attackers * this.hit[k]! * this.per[k]!;
    if (this.cover[k] === 1) dmg = Math.max(0, dmg - Math.min(1, dmg));
    return dmg * this.keep[f]!;
  }

  /** What the models on `cells` would do to foe f with weapon slot w. */
  damage(cells: readonly number[], f: number, w: number): number {
    const k = w * this.foes.length + f;
    let field = this.fields[k]!;
    if (field === null)
      field = this.fields[k] = fieldOf(this.p, this.foes[f]!, this.turned, this.u.height, this.profiles[w]!);
    let attackers = 0;
    for (let i = 0; i < cells.length; i++) {
      const x = cells[i]!;
      if (x >= 0 && strikes(field, x)) attackers++;
    }
    return attackers === 0 ? 0 : this.dealt(attackers, f, k);
  }

  /** The most slot w could do to foe f, every model striking. */
  most(w: number, f: number): number {
    const k = w * this.foes.length + f;
    let m = this.mostAt[k]!;
    if (m < 0) m = this.mostAt[k] = this.u.at.length === 0 ? 0 : this.dealt(this.u.at.length, f, k);
    return m;
  }

  /** Each usable weapon's best from `cells` at the live foes, the best `actions` summed largest first (potential()). */
  potential(cells: readonly number[], actions: number): number {
    const units = this.p.units.length;
    let n = 0;
    for (let s = 0; s < this.nSlots; s++) {
      const w = this.slots[s]!;
      let best = 0;
      for (let i = 0; i < this.liveN[w]!; i++) {
        const f = this.live[w * units + i]!;
        if (this.most(w, f) <= best) continue;
        best = Math.max(best, this.damage(cells, f, w));
      }
      n = this.keepValue(n, best);
    }
    return this.sumOf(n, actions);
  }

  /** The most potential() could give from any squares (ceiling()). */
  ceiling(actions: number): number {
    const units = this.p.units.length;
    let n = 0;
    for (let s = 0; s < this.nSlots; s++) {
      const w = this.slots[s]!;
      let top = 0;
      for (let i = 0; i < this.liveN[w]!; i++) top = Math.max(top, this.most(w, this.live[w * units + i]!));
      n = this.keepValue(n, top);
    }
    return this.sumOf(n, actions);
  }

  private keepValue(n: number, best: number): number {
    const v = this.values;
    let i = n;
    for (; i > 0 && v[i - 1]! < best; i--) v[i] = v[i - 1]!;
    v[i] = best;
    return n + 1;
  }

  private sumOf(n: number, actions: number): number {
    let sum = 0;
    for (let i = 0; i < Math.min(n, Math.max(0, actions)); i++) sum += this.values[i]!;
    return sum;
  }

  /** By usable slot, the foes some model might strike after a move of `budget` from `starts` (within()). */
  within(starts: readonly number[], budget: number): void {
    const slack = budget + 1e-6;
    const units = this.p.units.length;
    const least = this.spanAt;
    for (let f = 0; f < this.foes.length; f++)
      least[f] = this.leastGap(starts, seatAt(this.foes[f]!, this.turned));
    this.liveN.fill(0);
    for (let s = 0; s < this.nSlots; s++) {
      const w = this.slots[s]!;
      const prof = this.profiles[w];
      if (!prof) continue;
      let n = 0;
      for (let f = 0; f < this.foes.length; f++) {
        const g = least[f]!;
        const maybe =
          g - slack > prof.max
            ? false
            : g + slack >= prof.min
              ? true
              : this.someGap(starts, seatAt(this.foes[f]!, this.turned), prof, slack);
        if (maybe) this.live[w * units + n++] = f;
      }
      this.liveN[w] = n;
    }
  }

  private leastGap(starts: readonly number[], cells: readonly number[]): number {
    let least = Infinity;
    for (let i = 0; i < starts.length; i++) {
      const x = starts[i]!;
      if (x < 0) continue;
      for (let k = 0; k < cells.length; k++) {
        const m = cells[k]!;
        if (m >= 0) least = Math.min(least, gapOf(this.rows, x, m));
      }
    }
    return least;
  }

  private someGap(
    starts: readonly number[],
    cells: readonly number[],
    prof: FastProfile,
    slack: number,
  ): boolean {
    for (let i = 0; i < starts.length; i++) {
      const x = starts[i]!;
      if (x < 0) continue;
      for (let k = 0; k < cells.length; k++) {
        const m = cells[k]!;
        if (m < 0) continue;
        const g = gapOf(this.rows, x, m);
        if (g - slack <= prof.max && g + slack >= prof.min) return true;
      }
    }
    return false;
  }

  /** The least and greatest gap from `cells` to each foe, at 2f and 2f + 1 (spans()). */
  spans(cells: readonly number[]): Float64Array {
    const out = this.spanAt;
    for (let f = 0; f < this.foes.length; f++) {
      let lo = Infinity;
      let hi = -Infinity;
      const fc = seatAt(this.foes[f]!, this.turned);
      for (let i = 0; i < cells.length; i++) {
        const x = cells[i]!;
        if (x < 0) continue;
        for (let k = 0; k < fc.length; k++) {
          const m = fc[k]!;
          if (m < 0) continue;
          const g = gapOf(this.rows, x, m);
          if (g < lo) lo = g;
          if (g > hi) hi = g;
        }
      }
      out[2 * f] = lo;
      out[2 * f + 1] = hi;
    }
    return out;
  }

  /** coverSquare() of the unit on real square x, kept for the decision. */
  private coveredAt(x: number): boolean {
    let v = this.coverAt[x]!;
    if (v === 0) v = this.coverAt[x] = coverSquare(this.p, this.u, x) ? 2 : 1;
    return v === 2;
  }

  /** coverOn() of the unit on seat squares `cells` (none of them a friend's). */
  private coverOnSeat(cells: readonly number[]): boolean {
    if (this.u.coverLost || cells.length === 0) return false;
    const last = this.p.map.size - 1;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      if (c < 0 || !this.coveredAt(this.turned ? last - c : c)) return false;
    }
    return true;
  }

  /** hasCover() of the unit were it on `cells`: moving gives up the cover it stands in (DW9). */
  coveredOn(cells: readonly number[]): boolean {
    if (!this.coverOnSeat(cells)) return false;
    let moved = false;
    for (let i = 0; i < cells.length && !moved; i++) moved = cells[i] !== this.own[i];
    if (!moved) return true;
    if (this.coverHere === 0) this.coverHere = this.coverOnSeat(this.own) ? 2 : 1;
    return this.coverHere === 1;
  }

  /** The gap from seat square x to the nearest enemy model (Infinity: none). */
  nearest(x: number): number {
    if (x < 0) return Infinity;
    const rows = this.rows;
    const xc = (x / rows) | 0;
    const xr = x - xc * rows;
    const col = this.foeCol;
    const row = this.foeRow;
    let d2 = Infinity;
    for (let i = 0; i < this.models; i++) {
      const dc = Math.max(0, Math.abs(col[i]! - xc) - 1);
      const dr = Math.max(0, Math.abs(xr - row[i]!) - 1);
      if (dc * dc + dr * dr < d2) d2 = dc * dc + dr * dr;
    }
    return Math.sqrt(d2);
  }
}

/** The position's context object, made ready for `u` (one object used again: contexts are many). */
export function contextFor(p: Position, u: FastUnit): FastContext {
  const c = (p.ctx ??= new FastContext(p));
  c.reset(u);
  return c;
}

/**
 * One of the general's units in one position, on the fast position (ai/context.ts, the same sums
 * in the same order): its enemies, its weapons by slot, what each weapon would do to each enemy
 * (worked out when first asked), where it would have cover, how near the enemy a square is. On
 * the seat's squares (the table turned half round for a side on the south or east edge).
 */
import { gapBetween } from '../table/gap';
import { meanHitDamage, needAgainst, saveOf, type Profile } from '../weapons';
import { coverNow, coverOn } from './cover';
import { armorOf, seatAt, speedOf, type FastUnit, type Position, type StrikeMemo } from './position';
import { fieldOf, strikes } from './strike';

export const hitChance = (need: number): number => Math.max(0, Math.min(1, (7 - need) / 6));

/** The share of markers a unit's armour leaves (1 - its save's chance). */
export function keepOf(u: FastUnit): number {
  const save = saveOf(armorOf(u));
  return 1 - (save ? hitChance(save.need) : 0);
}

/** The gap between squares a and b (indexes on a table of `rows` rows). */
export function gapOf(rows: number, a: number, b: number): number {
  const ac = (a / rows) | 0;
  const bc = (b / rows) | 0;
  return gapBetween(ac - bc, a - ac * rows - (b - bc * rows));
}

export class FastContext {
  turned = false;
  readonly foes: FastUnit[] = [];
  profiles: readonly (Profile | null)[] = [];
  readonly rows: number;
  u!: FastUnit;
  // By pair k = w * foes + f, worked out when first asked (-1: not yet); arrays used again from
  // one decision to the next (contextFor), never read past what reset() cleared.
  private readonly hit: number[] = [];
  private readonly per: number[] = [];
  private readonly cover: number[] = [];
  private readonly keep: number[] = [];
  private readonly fields: (StrikeMemo | undefined)[] = [];
  private readonly mostAt: number[] = [];
  private readonly values: number[] = [];
  /** Every enemy model's column and row on the seat's table (nearest()). */
  private readonly foeCol: number[] = [];
  private readonly foeRow: number[] = [];
  private own: readonly number[] = [];
  /** coverOn where it stands: 0 not asked, 1 no, 2 yes. */
  private coverHere = 0;

  constructor(private readonly p: Position) {
    this.rows = p.map.rows;
  }

  /** The context of `u` as the position now stands. */
  reset(u: FastUnit): void {
    const p = this.p;
    this.u = u;
    this.turned = p.turned[u.side]!;
    this.foes.length = 0;
    this.foeCol.length = 0;
    this.foeRow.length = 0;
    for (const x of p.units)
      if (x.alive && x.side !== u.side) {
        this.foes.push(x);
        for (const m of seatAt(x, this.turned))
          if (m >= 0) {
            const c = (m / this.rows) | 0;
            this.foeCol.push(c);
            this.foeRow.push(m - c * this.rows);
          }
      }
    this.profiles = u.profiles;
    const pairs = this.profiles.length * this.foes.length;
    this.hit.length = this.per.length = this.cover.length = this.fields.length = this.mostAt.length = pairs;
    this.hit.fill(-1);
    this.fields.fill(undefined);
    this.mostAt.fill(-1);
    this.keep.length = 0;
    for (const foe of this.foes) this.keep.push(keepOf(foe));
    this.values.length = this.profiles.length;
    this.own = seatAt(u, this.turned);
    this.coverHere = 0;
  }

  private pair(f: number, w: number, k: number): void {
    const foe = this.foes[f]!;
    const prof = this.profiles[w]!;
    this.hit[k] = hitChance(needAgainst(prof, speedOf(foe)));
    this.per[k] = meanHitDamage(foe.squad ? prof.vsSquad : prof.vsUnit);
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
    const field = (this.fields[k] ??= fieldOf(
      this.p,
      this.foes[f]!,
      this.turned,
      this.u.height,
      this.profiles[w]!,
    ));
    let attackers = 0;
    for (const x of cells) if (x >= 0 && strikes(field, x)) attackers++;
    return attackers === 0 ? 0 : this.dealt(attackers, f, k);
  }

  /** The most slot w could do to foe f, every model striking. */
  most(w: number, f: number): number {
    const k = w * this.foes.length + f;
    let m = this.mostAt[k]!;
    if (m < 0) m = this.mostAt[k] = this.u.at.length === 0 ? 0 : this.dealt(this.u.at.length, f, k);
    return m;
  }

  /** Each unused weapon's best from `cells`, the best `actions` summed largest first (potential()). */
  potential(
    cells: readonly number[],
    slots: readonly number[],
    actions: number,
    live: readonly number[][],
  ): number {
    let n = 0;
    for (const w of slots) {
      let best = 0;
      for (const f of live[w]!) {
        if (this.most(w, f) <= best) continue;
        best = Math.max(best, this.damage(cells, f, w));
      }
      n = this.keepValue(n, best);
    }
    return this.sumOf(n, actions);
  }

  /** The most potential() could give from any squares (ceiling()). */
  ceiling(slots: readonly number[], actions: number, live: readonly number[][]): number {
    let n = 0;
    for (const w of slots) {
      let top = 0;
      for (const f of live[w]!) top = Math.max(top, this.most(w, f));
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

  /** By slot, the foes some model might strike after a move of `budget` from `starts` (within()). */
  within(starts: readonly number[], budget: number, slots: readonly number[]): number[][] {
    const slack = budget + 1e-6;
    const least = this.foes.map((foe) => this.leastGap(starts, seatAt(foe, this.turned)));
    return this.profiles.map((prof, w) => {
      const out: number[] = [];
      if (!prof || !slots.includes(w)) return out;
      for (let f = 0; f < this.foes.length; f++) {
        const g = least[f]!;
        const maybe =
          g - slack > prof.max
            ? false
            : g + slack >= prof.min
              ? true
              : this.someGap(starts, seatAt(this.foes[f]!, this.turned), prof, slack);
        if (maybe) out.push(f);
      }
      return out;
    });
  }

  private leastGap(starts: readonly number[], cells: readonly number[]): number {
    let least = Infinity;
    for (const x of starts)
      if (x >= 0) for (const m of cells) if (m >= 0) least = Math.min(least, gapOf(this.rows, x, m));
    return least;
  }

  private someGap(
    starts: readonly number[],
    cells: readonly number[],
    prof: Profile,
    slack: number,
  ): boolean {
    for (const x of starts)
      if (x >= 0)
        for (const m of cells) {
          if (m < 0) continue;
          const g = gapOf(this.rows, x, m);
          if (g - slack <= prof.max && g + slack >= prof.min) return true;
        }
    return false;
  }

  /** The least and greatest gap from `cells` to each foe, at 2f and 2f + 1 (spans()). */
  spans(cells: readonly number[]): number[] {
    const out = new Array<number>(2 * this.foes.length);
    for (let f = 0; f < this.foes.length; f++) {
      let lo = Infinity;
      let hi = -Infinity;
      const fc = seatAt(this.foes[f]!, this.turned);
      for (const x of cells)
        if (x >= 0)
          for (const m of fc)
            if (m >= 0) {
              const g = gapOf(this.rows, x, m);
              if (g < lo) lo = g;
              if (g > hi) hi = g;
            }
      out[2 * f] = lo;
      out[2 * f + 1] = hi;
    }
    return out;
  }

  /** hasCover() of the unit were it on `cells`: moving gives up the cover it stands in (DW9). */
  coveredOn(cells: readonly number[]): boolean {
    if (!coverOn(this.p, this.u, cells, this.turned)) return false;
    let moved = false;
    for (let i = 0; i < cells.length && !moved; i++) moved = cells[i] !== this.own[i];
    if (!moved) return true;
    if (this.coverHere === 0) this.coverHere = coverOn(this.p, this.u, this.own, this.turned) ? 2 : 1;
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
    for (let i = 0; i < col.length; i++) {
      const dc = Math.max(0, Math.abs(col[i]! - xc) - 1);
      const dr = Math.max(0, Math.abs(xr - row[i]!) - 1);
      if (dc * dc + dr * dr < d2) d2 = dc * dc + dr * dr;
    }
    return Math.sqrt(d2);
  }
}

/** The position's context object, made ready for `u` (one object used again: contexts are many). */
export function contextFor(p: Position, u: FastUnit): FastContext {
  const c = (p.ctx ??= new FastContext(p)) as FastContext;
  c.reset(u);
  return c;
}

/** The slots of the weapons `u` may still use (ai/context.ts unusedSlots): all, or the activation's. */
export function unusedSlots(u: FastUnit, melee: boolean, used: readonly number[]): number[] {
  const out: number[] = [];
  if (!melee) out.push(0);
  for (let i = 0; i < u.dice.length; i++) if (u.dice[i]! > 0 && !used.includes(i)) out.push(i + 1);
  return out;
}

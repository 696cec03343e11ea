/**
 * What the computer general works out once per position for one of its units, so that weighing a
 * square (and a move weighs a hundred) is arithmetic on square indexes: the enemies (foes.ts), the
 * unit's weapons, what each weapon would do to each enemy, where each weapon
 * strikes each enemy from (strikeField.ts, kept while the enemy stands still), and where the unit
 * would have cover. Memoised by the units array (apply replaces it, never changes it) and unit.
 */
import type { CellKey } from '../../../grid/types';
import { contextsByUnits as contexts } from '../caches';
import { sightOf, type Sight } from '../geometry';
import { gapBetween } from '../table/gap';
import type { Activation, BattleState, Unit } from '../state';
import { meanHitDamage, needAgainst, type Profile } from '../weapons';
import { coverOn, friendsOf, terrainCovers, type Armour } from './cover';
import { foeSquares, foesOf, hitChance, nearestFoe, profilesOf, type Foe, type FoeSquares } from './foes';
import { strikeField, type StrikeField } from './strikeField';

/** One unit of the general's, in one position. */
export class UnitContext {
  readonly foes: readonly Foe[];
  /** By weapon slot: 0 is Basic Melee, 1 + i piece i; null once a piece has no dice. */
  readonly profiles: readonly (Profile | null)[];
  private readonly sight: Sight;
  private readonly rows: number;
  /**
   * dealt()'s terms for weapon slot w against foe f, at [w * foes + f], worked out when first
   * asked: the hit chance (-1 until then), what a hit does, whether cover takes one (1), and
   * where the weapon strikes the foe from.
   */
  private readonly hit: number[];
  private readonly per: number[];
  private readonly cover: number[];
  private readonly fields: (StrikeField | undefined)[];
  private readonly values: number[];
  private friends: readonly Armour[] | null = null;
  private terrain: Uint8Array | null = null;
  /** The unit's own squares (indexes), once asked. */
  private own: readonly number[] | null = null;
  /** coverOn() at the unit's own squares: 0 not asked yet, 1 no, 2 yes. */
  private coverHere = 0;
  private foeSquares: FoeSquares | null = null;
  /** By weapon slot: the foes most damage first (made when first asked). */
  private readonly rankings: (readonly number[] | undefined)[] = [];
  /** most()'s answers at [w * foes + f], -1 until asked. */
  private readonly mostAt: number[];

  constructor(
    private readonly s: BattleState,
    readonly u: Unit,
  ) {
    this.sight = sightOf(s.rules.table);
    const { ix } = this.sight.index;
    this.rows = ix.rows;
    this.foes = foesOf(s, u.side, this.sight);
    this.profiles = profilesOf(u);
    const pairs = this.profiles.length * this.foes.length;
    // Plain arrays: small typed arrays would each cost an allocation outside the heap.
    this.hit = new Array<number>(pairs).fill(-1);
    this.per = new Array<number>(pairs).fill(0);
    this.cover = new Array<number>(pairs).fill(0);
    this.fields = new Array<StrikeField | undefined>(pairs);
    this.values = new Array<number>(this.profiles.length).fill(0);
    this.mostAt = new Array<number>(pairs).fill(-1);
  }

  /** Square indexes of `cells` (-1 off the table). */
  indexes(cells: readonly CellKey[]): number[] {
    const { indexOf } = this.sight.index.ix;
    return cells.map((c) => indexOf.get(c) ?? -1);
  }

  /** Base-to-base gap between squares a and b (gap(), on indexes). */
  gap(a: number, b: number): number {
    const r = this.rows;
    const ac = (a / r) | 0;
    const bc = (b / r) | 0;
    return gapBetween(ac - bc, a - ac * r - (b - bc * r));
  }

  /** Works out dealt()'s terms for foe f and weapon slot w (k = w * foes + f) once. */
  private pair(f: number, w: number, k: number): void {
    const foe = this.foes[f]!;
    const profile = this.profiles[w]!;
    this.hit[k] = hitChance(needAgainst(profile, foe.speed));
    this.per[k] = meanHitDamage(foe.unit.squad ? profile.vsSquad : profile.vsUnit);
    this.cover[k] = !profile.ignoresCover && foe.covered() ? 1 : 0;
  }

  /**
   * Expected markers that stick on foe f from `attackers` models striking with pairing k: the
   * hits they land, what each does, less what cover takes and what armour saves. Estimates, not
   * odds to the last decimal.
   */
  private dealt(attackers: number, f: number, k: number): number {
    if (this.hit[k]! < 0) this.pair(f, (k / this.foes.length) | 0, k);
    let dmg = attackers * this.hit[k]! * this.per[k]!;
    if (this.cover[k] === 1) dmg = Math.max(0, dmg - Math.min(1, dmg));
    return dmg * this.foes[f]!.keep;
  }

  /** dealt(): what the models on `cells` would do to foe f with weapon slot w. */
  damage(cells: readonly number[], f: number, w: number): number {
    const k = w * this.foes.length + f;
    const field = (this.fields[k] ??= strikeField(
      this.sight,
      this.foes[f]!.unit,
      this.u.height,
      this.profiles[w]!,
    ));
    let attackers = 0;
    for (const x of cells) if (x >= 0 && field.has(x)) attackers++;
    return attackers === 0 ? 0 : this.dealt(attackers, f, k);
  }

  /** The most weapon slot w could do to foe f, every model striking (worked out when first asked). */
  private most(w: number, f: number): number {
    const k = w * this.foes.length + f;
    let m = this.mostAt[k]!;
    if (m < 0) m = this.mostAt[k] = this.u.models.length === 0 ? 0 : this.dealt(this.u.models.length, f, k);
    return m;
  }

  /** `foes` (indexes, in the units' order) sorted most damage first for slot w, ties keeping their order. */
  private rank(w: number, foes: number[]): number[] {
    for (let j = 1; j < foes.length; j++) {
      const f = foes[j]!;
      const m = this.most(w, f);
      let i = j;
      for (; i > 0 && this.most(w, foes[i - 1]!) < m; i--) foes[i] = foes[i - 1]!;
      foes[i] = f;
    }
    return foes;
  }

  /** By weapon slot: every foe, most damage first (ties in the units' order). */
  private ranked(w: number): readonly number[] {
    return (this.rankings[w] ??= this.rank(
      w,
      this.foes.map((_, f) => f),
    ));
  }

  /**
   * Each unused weapon's best expected damage from `cells`, the best `actions` of them summed
   * (largest first). `slots`: the unused weapons' slots; `live`: by slot, the foes worth asking
   * (within()), else all. Foes are asked most damage first, so the search for a weapon's best
   * stops at the first foe that could not beat it even with every model striking (damage grows
   * with the models that strike).
   */
  potential(
    cells: readonly number[],
    slots: readonly number[],
    actions: number,
    live: readonly (readonly number[] | undefined)[] | null = null,
  ): number {
    let n = 0;
    for (const w of slots) {
      let best = 0;
      for (const f of live?.[w] ?? this.ranked(w)) {
        if (this.most(w, f) <= best) break;
        best = Math.max(best, this.damage(cells, f, w));
      }
      n = this.keep(n, best);
    }
    return this.sumOf(n, actions);
  }

  /**
   * The most potential() could give from any squares (every model striking the foe it could hurt
   * most): each weapon's best is at most that foe's most, and the sum is taken the same way, so
   * potential() never exceeds this, rounding included.
   */
  ceiling(
    slots: readonly number[],
    actions: number,
    live: readonly (readonly number[] | undefined)[] | null = null,
  ): number {
    let n = 0;
    for (const w of slots) {
      const first = (live?.[w] ?? this.ranked(w))[0];
      n = this.keep(n, first === undefined ? 0 : this.most(w, first));
    }
    return this.sumOf(n, actions);
  }

  /** Puts `best` among the `n` values kept largest first; the new count. */
  private keep(n: number, best: number): number {
    const v = this.values;
    let i = n;
    for (; i > 0 && v[i - 1]! < best; i--) v[i] = v[i - 1]!;
    v[i] = best;
    return n + 1;
  }

  /** The sum of the largest `actions` of the `n` values kept, largest first. */
  private sumOf(n: number, actions: number): number {
    const v = this.values;
    let sum = 0;
    for (let i = 0; i < Math.min(n, Math.max(0, actions)); i++) sum += v[i]!;
    return sum;
  }

  /**
   * By weapon slot, the foes (indexes) that some model of the unit might strike after a move of
   * `budget` inches from `starts`: a move shifts a model by no more than it costs, so it changes
   * its gap to anything by no more than that either. The others need no asking: they would add
   * nothing to potential() from any square of such a move.
   */
  within(starts: readonly number[], budget: number, slots: readonly number[]): number[][] {
    const slack = budget + 1e-6;
    // The least gap from a start to each foe's models, worked out once for all the weapons: a
    // weapon reaching from 0 (or from under it) reaches the foe exactly when it reaches that gap.
    const least = this.foes.map((foe) => this.leastGap(starts, foe.cells));
    return this.profiles.map((p, w) => {
      const out: number[] = [];
      if (!p || !slots.includes(w)) return out;
      for (let f = 0; f < this.foes.length; f++) {
        const g = least[f]!;
        const maybe =
          g - slack > p.max
            ? false
            : g + slack >= p.min
              ? true
              : this.someGap(starts, this.foes[f]!.cells, p, slack);
        if (maybe) out.push(f);
      }
      // In the order ranked() would give them (the same sort of fewer foes): the others'
      // damage needs no working out.
      return this.rank(w, out);
    });
  }

  /**
   * For each foe f, the least (at 2f) and greatest (at 2f + 1) gap from one of `cells` to one of
   * its models (Infinity and -Infinity: none on the table). No model on `cells` strikes a foe with
   * a weapon whose range misses that span, so damage() there is 0.
   */
  spans(cells: readonly number[]): number[] {
    const out = new Array<number>(2 * this.foes.length);
    for (let f = 0; f < this.foes.length; f++) {
      let lo = Infinity;
      let hi = -Infinity;
      for (const x of cells)
        if (x >= 0)
          for (const m of this.foes[f]!.cells)
            if (m >= 0) {
              const g = this.gap(x, m);
              if (g < lo) lo = g;
              if (g > hi) hi = g;
            }
      out[2 * f] = lo;
      out[2 * f + 1] = hi;
    }
    return out;
  }

  /** The least gap from one of `starts` to one of `cells` (Infinity: none on the table). */
  private leastGap(starts: readonly number[], cells: Int32Array): number {
    let least = Infinity;
    for (const x of starts)
      if (x >= 0) for (const m of cells) if (m >= 0) least = Math.min(least, this.gap(x, m));
    return least;
  }

  /** Whether some gap from one of `starts` to one of `cells` lies within `slack` of p's range. */
  private someGap(starts: readonly number[], cells: Int32Array, p: Profile, slack: number): boolean {
    for (const x of starts)
      if (x >= 0)
        for (const m of cells) {
          if (m < 0) continue;
          const g = this.gap(x, m);
          if (g - slack <= p.max && g + slack >= p.min) return true;
        }
    return false;
  }

  /**
   * hasCover() of the unit were it on `cells`. A unit that has its cover and moves gives it up for
   * the round, even into cover again (ruling DW9), so only its own squares keep it.
   */
  coveredOn(cells: readonly number[]): boolean {
    this.friends ??= friendsOf(this.s, this.sight.index, this.u);
    this.terrain ??= terrainCovers(this.s.rules.table, this.sight.index, this.u.height);
    const here = (this.own ??= this.indexes(this.u.models));
    if (!coverOn(this.s, this.sight.index, this.u, cells, this.friends, this.terrain)) return false;
    let moved = false;
    for (let i = 0; i < cells.length && !moved; i++) moved = cells[i] !== here[i];
    if (!moved) return true;
    // Cover where it stands: the same answer for every square weighed, so asked once.
    if (this.coverHere === 0)
      this.coverHere = coverOn(this.s, this.sight.index, this.u, here, this.friends, this.terrain) ? 2 : 1;
    return this.coverHere === 1;
  }

  /** The gap from square x to the nearest enemy model (Infinity: no enemy). */
  nearest(x: number): number {
    if (x < 0) return Infinity;
    this.foeSquares ??= foeSquares(this.foes, this.rows);
    const xc = (x / this.rows) | 0;
    return nearestFoe(this.foeSquares, xc, x - xc * this.rows);
  }
}

/** The weapon slots (context.profiles) of the unused weapons of `u`, as the activation stands. */
export function unusedSlots(u: Unit, a: Activation | null): number[] {
  const out: number[] = [];
  if (!a?.melee) out.push(0);
  u.equipment.forEach((p, i) => {
    if (p.dice > 0 && !a?.used.includes(i)) out.push(i + 1);
  });
  return out;
}

/**
 * The context of unit `u` in position `s`, made once. The position's contexts are a short list
 * searched by unit id (a position sees one or two): a Map for each position cost more to make.
 */
export function contextOf(s: BattleState, u: Unit): UnitContext {
  let memo = contexts.get(s.units);
  if (!memo) contexts.set(s.units, (memo = []));
  for (let i = 0; i < memo.length; i++) if (memo[i]!.u.id === u.id) return memo[i]!;
  const c = new UnitContext(s, u);
  memo.push(c);
  return c;
}

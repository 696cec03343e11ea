/**
 * The enemy units as the computer general weighs them: where each stands (square indexes), what
 * hurts it (the Speed penalty, its save) and whether it is in cover now, once per position and
 * side; and a unit's own weapons by slot. What doesn't depend on the position is kept per unit
 * object (the rules replace a unit whenever it changes), so a position costs little more than
 * the enemies' cover.
 */
import { armorOf, speedOf } from '../board';
import { weaponOf } from '../attack';
import {
  foePartsByUnit as parts,
  foeSquaresByFoes as squaresMemo,
  foesByUnits as foesMemo,
  lastFoesBySide as lastFoes,
  profilesByUnit as profiles,
} from '../caches';
import type { Sight } from '../geometry';
import type { BattleState, Unit } from '../state';
import { unitSquares } from '../table/unitSquares';
import { saveOf, type Profile } from '../weapons';
import { coverNow } from './cover';

export const hitChance = (need: number): number => Math.max(0, Math.min(1, (7 - need) / 6));

function saveChance(t: Unit): number {
  const save = saveOf(armorOf(t));
  return save ? hitChance(save.need) : 0;
}

/** What a foe is apart from its cover, kept while the unit object (replaced when it changes) stays. */
export interface Parts {
  readonly unit: Unit;
  readonly sight: Sight;
  readonly cells: Int32Array;
  readonly speed: number;
  readonly keep: number;
}

function partsOf(unit: Unit, sight: Sight): Parts {
  const known = parts.get(unit.id);
  if (known && known.unit === unit && known.sight === sight) return known;
  const p = {
    unit,
    sight,
    cells: unitSquares(sight.index, unit),
    speed: speedOf(unit),
    keep: 1 - saveChance(unit),
  };
  parts.set(unit.id, p);
  return p;
}

/** An enemy unit as the general weighs it, in one position. */
export class Foe {
  readonly unit: Unit;
  /** Its models' squares (-1: off the table). */
  readonly cells: Int32Array;
  /** Its Speed dice (the Speed penalty to hit it). */
  readonly speed: number;
  /** The share of markers its armour leaves (1 - the save's chance). */
  readonly keep: number;
  /** covered()'s answer: 0 not asked yet, 1 no, 2 yes. */
  private cover = 0;

  constructor(
    private readonly s: BattleState,
    private readonly sight: Sight,
    p: Parts,
  ) {
    this.unit = p.unit;
    this.cells = p.cells;
    this.speed = p.speed;
    this.keep = p.keep;
  }

  /** In cover now (its cover not yet used up); asked only of weapons that don't ignore it. */
  covered(): boolean {
    if (this.cover === 0) this.cover = coverNow(this.s, this.sight.index, this.unit, this.cells) ? 2 : 1;
    return this.cover === 2;
  }
}

/**
 * The last enemies made for `side` (caches.ts `lastFoesBySide`). What a Foe is, its cover included,
 * depends on the enemy side's units alone (a unit's cover on where it and its armoured friends
 * stand, and its friends are enemies too): so while every enemy unit is the same object, the same
 * Foes serve.
 */
function sameFoes(s: BattleState, side: string, sight: Sight): Foe[] | null {
  const last = lastFoes.get(side);
  if (!last || last.sight !== sight) return null;
  let i = 0;
  for (const unit of s.units) {
    if (unit.side === side) continue;
    if (last.foes[i]?.unit !== unit) return null;
    i++;
  }
  return i === last.foes.length ? last.foes : null;
}

/** The enemies of `side` in this position, in the units' order; each one's cover worked out once. */
export function foesOf(s: BattleState, side: string, sight: Sight): Foe[] {
  // By side: a short list (two sides), not a Map made for each position.
  let memo = foesMemo.get(s.units);
  if (!memo) foesMemo.set(s.units, (memo = []));
  for (let i = 0; i < memo.length; i++) if (memo[i]!.side === side) return memo[i]!.foes;
  let foes = sameFoes(s, side, sight);
  if (!foes) {
    foes = [];
    for (const unit of s.units) if (unit.side !== side) foes.push(new Foe(s, sight, partsOf(unit, sight)));
    lastFoes.set(side, { sight, foes });
  }
  memo.push({ side, foes });
  return foes;
}

/**
 * The unit's weapons by slot (0 Basic Melee, 1 + i piece i; null once a piece has no dice), kept
 * while its equipment array stays (weaponOf reads nothing else of the unit; the unit object is
 * replaced for every move and marker, its equipment only when a piece loses dice).
 */
export function profilesOf(u: Unit): readonly (Profile | null)[] {
  const known = profiles.get(u.id);
  if (known && known.equipment === u.equipment) return known.profiles;
  const list = [null, ...u.equipment.map((_, i) => i)].map((w) => weaponOf(u, w)?.profile ?? null);
  profiles.set(u.id, { equipment: u.equipment, profiles: list });
  return list;
}

/** Every enemy model's column and row, sorted by column (rows in any order within one). */
export interface FoeSquares {
  readonly col: ArrayLike<number>;
  readonly row: ArrayLike<number>;
}

/**
 * Column and row of every enemy model on the table, by column (once per set of enemies). Plain
 * arrays, sorted by insertion (a few dozen models): three typed arrays and their sort cost more
 * to make than every question asked of them (1.7% of a battle).
 */
export function foeSquares(foes: readonly Foe[], rows: number): FoeSquares {
  const known = squaresMemo.get(foes);
  if (known) return known;
  const at: number[] = [];
  for (const f of foes)
    for (const m of f.cells) {
      if (m < 0) continue;
      // Square indexes run column by column, so sorted indexes are sorted by column.
      let i = at.length;
      at.push(m);
      for (; i > 0 && at[i - 1]! > m; i--) at[i] = at[i - 1]!;
      at[i] = m;
    }
  const col = new Array<number>(at.length);
  const row = new Array<number>(at.length);
  for (let i = 0; i < at.length; i++) {
    col[i] = (at[i]! / rows) | 0;
    row[i] = at[i]! - col[i]! * rows;
  }
  return squaresMemo.set(foes, { col, row });
}

/** The gap from the square in column xc, row xr to the nearest of the enemy models `sq` (Infinity: none). */
export function nearestFoe(sq: FoeSquares, xc: number, xr: number): number {
  const { col, row } = sq;
  // gapBetween is the length of (|dc| - 1, |dr| - 1) each floored at 0: the root taken once, of
  // the least square. From x's column outwards each way, a column whose own part alone reaches
  // the least so far ends the search that way (the least of the same whole numbers, whatever
  // order they are met in, so the same answer as asking every model).
  let hi = 0; // the first model in x's column or east of it
  for (let top = col.length; hi < top;) {
    const mid = (hi + top) >> 1;
    if (col[mid]! < xc) hi = mid + 1;
    else top = mid;
  }
  let d2 = Infinity;
  for (let i = hi; i < col.length; i++) {
    const dc = Math.max(0, col[i]! - xc - 1);
    if (dc * dc >= d2) break;
    const dr = Math.max(0, Math.abs(xr - row[i]!) - 1);
    if (dc * dc + dr * dr < d2) d2 = dc * dc + dr * dr;
  }
  for (let i = hi - 1; i >= 0; i--) {
    const dc = Math.max(0, xc - col[i]! - 1);
    if (dc * dc >= d2) break;
    const dr = Math.max(0, Math.abs(xr - row[i]!) - 1);
    if (dc * dc + dr * dr < d2) d2 = dc * dc + dr * dr;
  }
  return Math.sqrt(d2);
}

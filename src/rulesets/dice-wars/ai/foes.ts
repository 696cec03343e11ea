/**
 * The enemy units as the computer general weighs them: where each stands (square indexes), what
 * hurts it (the Speed penalty, its save) and whether it is in cover now, once per position and
 * side; and a unit's own weapons by slot. What doesn't depend on the position is kept per unit
 * object (the rules replace a unit whenever it changes), so a position costs little more than
 * the enemies' cover.
 */
import { RecentCache } from '../../../core/recentCache';
import { armorOf, speedOf } from '../board';
import { weaponOf } from '../attack';
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
interface Parts {
  readonly unit: Unit;
  readonly sight: Sight;
  readonly cells: Int32Array;
  readonly speed: number;
  readonly keep: number;
}

const parts = new Map<string, Parts>();

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

const foesMemo = new RecentCache<BattleState['units'], Map<string, Foe[]>>(4);

/**
 * The last enemies made for each side. What a Foe is, its cover included, depends on the enemy
 * side's units alone (a unit's cover on where it and its armoured friends stand, and its friends
 * are enemies too): so while every enemy unit is the same object, the same Foes serve.
 */
const lastFoes = new Map<string, { sight: Sight; foes: Foe[] }>();

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
  const memo = foesMemo.get(s.units) ?? foesMemo.set(s.units, new Map());
  let foes = memo.get(side);
  if (foes) return foes;
  foes = sameFoes(s, side, sight) ?? undefined;
  if (!foes) {
    foes = [];
    for (const unit of s.units) if (unit.side !== side) foes.push(new Foe(s, sight, partsOf(unit, sight)));
    lastFoes.set(side, { sight, foes });
  }
  memo.set(side, foes);
  return foes;
}

const profiles = new Map<string, { unit: Unit; profiles: readonly (Profile | null)[] }>();

/** The unit's weapons by slot (0 Basic Melee, 1 + i piece i; null once a piece has no dice), kept while the unit object stays. */
export function profilesOf(u: Unit): readonly (Profile | null)[] {
  const known = profiles.get(u.id);
  if (known && known.unit === u) return known.profiles;
  const list = [null, ...u.equipment.map((_, i) => i)].map((w) => weaponOf(u, w)?.profile ?? null);
  profiles.set(u.id, { unit: u, profiles: list });
  return list;
}

const squaresMemo = new RecentCache<readonly Foe[], { col: number[]; row: number[] }>(4);

/** Column and row of every enemy model on the table (once per set of enemies). */
export function foeSquares(foes: readonly Foe[], rows: number): { col: number[]; row: number[] } {
  const known = squaresMemo.get(foes);
  if (known) return known;
  const col: number[] = [];
  const row: number[] = [];
  for (const f of foes)
    for (const m of f.cells) {
      if (m < 0) continue;
      col.push((m / rows) | 0);
      row.push(m % rows);
    }
  return squaresMemo.set(foes, { col, row });
}

/**
 * How many units an attack that got through kills (die-men.txt, "Attack" with its list of bonuses,
 * boxed "Encirclement", and the complications; rulings 6, 11, 19 and 21). Troops and siege engines
 * do their width, +1 for each extra face of the target the side holds, plus the bonuses: high
 * ground, cavalry, archers nearby, player characters. Bonuses add kills, never width. Archers'
 * own attacks kill exactly one unit, no more. A hex's kills are capped by its units (per hex over
 * the round, or per attack); siege engines have no cap, and their kills don't count against it.
 */
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { facesHeldBy, unitsOf } from './board';
import type { AttackBonus } from './events';
import { groundAt, ruleAt } from './ground';
import type { Draft } from './state';
import { advantageWorks } from './terrain';
import type { AttackMode, QueuedSet } from './types';
import { allFliers, countWith, typesIn, UNIT_RULES } from './unitRules';
import { withEntry } from './records';

export interface Damage {
  readonly encirclement: number;
  readonly bonuses: readonly AttackBonus[];
  readonly damage: number;
  readonly cap: number;
}

/** The attack's damage and cap; `counts` says whether its kills count against the hex's cap. */
export function damageOf(
  d: Draft,
  set: QueuedSet,
  from: CellKey,
  to: CellKey,
  mode: AttackMode,
  width: number,
): { damage: Damage; counts: boolean } {
  const fromUnits = unitsOf(d.occupants, from, set.side);
  const cap =
    d.rules.options.damageCap === 'per-attack' ? fromUnits : Math.max(0, fromUnits - (d.dealt[from] ?? 0));
  if (mode === 'archers') {
    return { damage: { encirclement: 0, bonuses: [], damage: 1, cap }, counts: true };
  }
  const grid = gridFor(d.rules.grid);
  const encirclement = Math.max(0, facesHeldBy(grid, d.occupants, to, set.side) - 1);
  const bonuses = attackBonuses(d, set.side, from, to, mode);
  const damage = width + encirclement + bonuses.reduce((n, b) => n + b.amount, 0);
  if (mode === 'siege') return { damage: { encirclement, bonuses, damage, cap: damage }, counts: false };
  return { damage: { encirclement, bonuses, damage, cap }, counts: true };
}

/** The bonuses of an attack by troops or siege engines; an archer bonus given is spent. */
function attackBonuses(d: Draft, side: string, from: CellKey, to: CellKey, mode: AttackMode): AttackBonus[] {
  const out: AttackBonus[] = [];
  const grid = gridFor(d.rules.grid);
  const mine = d.occupants[from]?.units;
  const target = d.occupants[to]?.units;
  const high = ruleAt(d, from);
  if (high.attackBonus && advantageWorks(high, ruleAt(d, to), grid.adjacent(from, to), allFliers(target))) {
    out.push({ source: 'terrain', amount: high.attackBonus, terrain: groundAt(d, from) });
  }
  if (mode === 'troops') {
    const cavalry = Math.max(0, ...typesIn(mine).map((t) => UNIT_RULES[t].attackBonus ?? 0));
    if (cavalry > 0) out.push({ source: 'cavalry', amount: cavalry });
    const archers = archerSupport(d, side, from);
    if (archers) {
      d.archerBonus = withEntry(d.archerBonus, side, (d.archerBonus[side] ?? 0) + 1);
      out.push({ source: 'archers', amount: 1, at: archers });
    }
  }
  let pcs = 0;
  for (const t of typesIn(mine)) pcs += (UNIT_RULES[t].attackBonusEach ?? 0) * (mine![t] ?? 0);
  if (pcs > 0) out.push({ source: 'pc', amount: pcs });
  return out;
}

const archersIn = (d: Draft, key: CellKey, side: string): number => {
  const o = d.occupants[key];
  return o && o.side === side ? countWith(o.units, (r) => r.volleyRange) : 0;
};

/**
 * The archer hex that backs an attack from `from` (the hex itself first, then its neighbours in
 * map order), or null: none is near, or the side has given as many bonuses this round as it has
 * archers (ruling 19).
 */
function archerSupport(d: Draft, side: string, from: CellKey): CellKey | null {
  let total = 0;
  for (const k in d.occupants) total += archersIn(d, k, side);
  if ((d.archerBonus[side] ?? 0) >= total) return null;
  if (archersIn(d, from, side) > 0) return from;
  return (
    gridFor(d.rules.grid)
      .neighbours(from)
      .find((k) => archersIn(d, k, side) > 0) ?? null
  );
}

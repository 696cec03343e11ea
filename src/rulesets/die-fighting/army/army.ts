/**
 * A Die Fighting army: its units, what each costs (the type's points plus its commander's, "Types
 * of Units", "Commanders") and the total against the points it is built for ("Building Your
 * Army": skirmish 50, battle 150, war 200, or points agreed). Pure; no zod.
 */
import { problem, type Problem } from '../../../core/problem';
import { firstOver } from '../../../scenario/armyText';
import { MODES, TYPE_TITLES, unitCost } from '../cards';
import type { CommanderRank, GameMode, UnitType } from '../types';

/** One line of an army list: `count` alike units of a type, each led by `commander` if any. */
export interface ArmyEntry {
  readonly type: UnitType;
  readonly commander: CommanderRank | null;
  readonly count: number;
}

export interface Army {
  readonly name: string;
  readonly mode: GameMode | null;
  /** Agreed points, when the file gives them (they stand in for the mode's). */
  readonly points: number | null;
  readonly units: readonly ArmyEntry[];
}

export const ARMY_CODES = {
  noPoints: 'die-fighting.no-points',
  overPoints: 'die-fighting.over-points',
  tooManyUnits: 'die-fighting.too-many-units',
} as const;

export interface CostedEntry {
  readonly entry: ArmyEntry;
  /** One unit with its commander. */
  readonly each: number;
  readonly cost: number;
}

export interface ArmyTotals {
  readonly entries: readonly CostedEntry[];
  /** Units in all, counts added up. */
  readonly units: number;
  readonly total: number;
  /** The most the army may spend; null without a mode or points. */
  readonly limit: number | null;
  readonly left: number | null;
}

/** The points an army may spend: agreed points, else its mode's. */
export const limitOf = (army: Pick<Army, 'mode' | 'points'>): number | null =>
  army.points ?? (army.mode ? MODES[army.mode].points : null);

export function armyTotals(army: Army): ArmyTotals {
  const entries = army.units.map((entry) => {
    const each = unitCost(entry.type, entry.commander);
    return { entry, each, cost: each * entry.count };
  });
  const total = entries.reduce((n, e) => n + e.cost, 0);
  const limit = limitOf(army);
  return {
    entries,
    units: army.units.reduce((n, e) => n + e.count, 0),
    total,
    limit,
    left: limit === null ? null : limit - total,
  };
}

/** The army's problems, all in one pass: no limit to check against, too many units, over its points. */
export function checkArmy(army: Army, maxUnits: number): Problem[] {
  const out: Problem[] = [];
  const totals = armyTotals(army);
  if (totals.limit === null)
    out.push(
      problem(
        ARMY_CODES.noPoints,
        'no points to build to: give mode: skirmish, battle or war, or the agreed points: N',
        { path: ['mode'] },
      ),
    );
  if (totals.units > maxUnits)
    out.push(
      problem(ARMY_CODES.tooManyUnits, `${totals.units} units, more than the ${maxUnits} an army may have`, {
        path: ['units'],
        facts: { units: totals.units, max: maxUnits },
      }),
    );
  const over = overPoints(army, totals);
  if (over) out.push(over);
  return out;
}

/** Over the limit: points at the entry whose cost carries the running total past it. */
function overPoints(army: Army, totals: ArmyTotals): Problem | null {
  const { entries, total, limit } = totals;
  if (limit === null || total <= limit) return null;
  const { at, reached } = firstOver(
    entries.map((e) => e.cost),
    limit,
  )!;
  const e = entries[at]!;
  const what = army.points !== null ? `the agreed ${limit}` : `a ${army.mode}'s ${limit}`;
  return problem(
    ARMY_CODES.overPoints,
    `${entryTitle(e.entry)}: the army costs ${total} points, ${total - limit} over ${what}; this ${e.cost}-point entry takes it to ${reached}`,
    { path: ['units', at], facts: { total, max: limit, reachedAt: reached } },
  );
}

/** "2 x Light Infantry + sergeant", "Archers". */
export function entryTitle(e: ArmyEntry): string {
  const led = e.commander ? ` + ${e.commander}` : '';
  return `${e.count > 1 ? `${e.count} x ` : ''}${TYPE_TITLES[e.type]}${led}`;
}

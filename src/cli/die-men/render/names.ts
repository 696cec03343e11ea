/** How Die, Men! things are written for people: sets, goals, unit counts, side labels. */
import type { Declaration, Goal, QueuedSet, UnitCounts, UnitType } from '../../../rulesets/die-men/types';
import type { SideNames } from '../../render/sideNames';

export { sideNames, type SideNames } from '../../render/sideNames';

export const setLabel = (s: { readonly width: number; readonly height: number }): string =>
  `${s.width}×${s.height}`;

export function goalLabel(goal: Goal): string {
  return goal.kind === 'cell' ? goal.at : goal.edge;
}

export function declarationLabel(d: Declaration): string {
  const name = d.strategy[0]!.toUpperCase() + d.strategy.slice(1);
  return d.goal ? `${name} → ${goalLabel(d.goal)}` : name;
}

/**
 * Type names that read the same for one and for many: a body of troops (`7 infantry`), a name
 * already plural, or an engine named by its craft (`2 siege`). Every other takes an s: `2 archer`
 * read wrong. The deployment's typed counts take either form (promptDeploy.ts drops a final s).
 */
const SAME_FOR_MANY: ReadonlySet<string> = new Set(['infantry', 'cavalry', 'siege']);

/** `1 archer`, `3 archers`, `7 infantry`, `2 blocs`: a count of one unit type. */
export function unitCount(n: number, type: string): string {
  const many = n === 1 || SAME_FOR_MANY.has(type) || /s$/.test(type) ? type : `${type}s`;
  return `${n} ${many}`;
}

/** The units of `units` by type, as `unitCount` writes them, joined by `join`. */
export function unitCounts(units: UnitCounts, join: string): string {
  return (Object.entries(units) as [string, number | undefined][])
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => unitCount(n!, type))
    .join(join);
}

/** "11 infantry", or "3 cavalry + 2 archers" for mixed stacks. */
export function unitsLabel(units: UnitCounts): string {
  return unitCounts(units, ' + ') || 'none';
}

export const setOf = (set: QueuedSet, names: SideNames): string => names.styled(set.side, setLabel(set));

/** Short words for unit types ("4 inf 1 ram"): the picture's notes and the lists short of room. */
export const UNIT_SHORT: Readonly<Record<UnitType, string>> = {
  infantry: 'inf',
  cavalry: 'cav',
  bloc: 'bloc',
  flier: 'fly',
  archer: 'arch',
  chariot: 'char',
  pc: 'PC',
  siege: 'siege',
  ram: 'ram',
};

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

/** "11 infantry", or "3 cavalry + 2 infantry" for mixed stacks. */
export function unitsLabel(units: UnitCounts): string {
  const parts = Object.entries(units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${type}`);
  return parts.length ? parts.join(' + ') : 'none';
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

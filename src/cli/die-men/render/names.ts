/** How Die, Men! things are written for people: sets, goals, unit counts, side labels. */
import type { Declaration, Goal, QueuedSet, UnitCounts } from '../../../rulesets/die-men/types';
import type { Style } from '../../style';

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

/** Sides are told apart by colour and by name; the index fixes the colour. */
export interface SideNames {
  readonly index: ReadonlyMap<string, number>;
  readonly name: (side: string) => string;
  readonly styled: (side: string, text?: string) => string;
}

export function sideNames(sides: readonly { id: string; name: string }[], style: Style): SideNames {
  const index = new Map(sides.map((s, i) => [s.id, i]));
  const names = new Map(sides.map((s) => [s.id, s.name]));
  return {
    index,
    name: (side) => names.get(side) ?? side,
    styled: (side, text) => style.side(index.get(side) ?? 0, text ?? names.get(side) ?? side),
  };
}

export const setOf = (set: QueuedSet, names: SideNames): string => names.styled(set.side, setLabel(set));

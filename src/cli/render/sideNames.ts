/** Sides are told apart by colour and by name, in every game; the side's index fixes the colour. */
import type { Style } from '../style';

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

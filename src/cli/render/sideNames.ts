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

/** The longest side's name a question shows (`The Most Honourable Compa…`). */
export const ASKING_NAME = 26;

/**
 * The names as questions show them: a side's name alone (`styled(side)`) cut to `max` characters
 * with `…`, so a long name (an army's, a scenario's) doesn't wrap the question and its answer at
 * 80 columns. The intro, the map's key and the battle's lines keep the whole name.
 */
export function askingNames(names: SideNames, max = ASKING_NAME): SideNames {
  const clip = (name: string): string => (name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name);
  return { ...names, styled: (side, text) => names.styled(side, text ?? clip(names.name(side))) };
}

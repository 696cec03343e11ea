/**
 * The letters under a question's map, `A Big Mek Geergutz 12d`, each unit in its side's colour.
 * An army of 60-character names took a line a unit: 15 units left one line for the table at
 * 80x24 (`the whole table, 36 rows a line`). So the names are cut at a word (`A Foundry-Master…
 * 13d`) to one of CUTS; the full names are in the full map's key, drawn above in the
 * scrollback, and the question's list names the units it offers.
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import type { Unit } from '../../../rulesets/dice-wars/state';
import { cutAtWord, flow } from '../../layout/wrap';
import type { SideNames } from '../../render/sideNames';
import type { Letters } from '../render/renderMap';

/** The longest a name may stay, longest first (the whole name); shorter, `Foundry-Ma…` says little. */
export const CUTS: readonly number[] = [Infinity, 26, 18];

/** The key's items with every name cut at a word to `room` columns. */
export const keyItems = (
  units: readonly Unit[],
  names: SideNames,
  letters: Letters,
  room: number,
): string[] =>
  units.map((u) => names.styled(u.side, `${letters.get(u.id)} ${cutAtWord(u.name, room)} ${diceLeft(u)}d`));

/** The key's items, names as long as keep it to a line for every three units (two at least). */
export function unitKey(units: readonly Unit[], names: SideNames, letters: Letters, width: number): string[] {
  const most = Math.max(2, Math.ceil(units.length / 3));
  const tries = CUTS.map((room) => keyItems(units, names, letters, room));
  return tries.find((items) => flow(items, width).length <= most) ?? tries[tries.length - 1]!;
}

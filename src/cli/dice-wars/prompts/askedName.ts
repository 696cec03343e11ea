/**
 * A unit's name as a question shows it: cut at a word to 26 characters (`Foundry-Master
 * Ottoline…`), as a side's name is (sideNames.ts askingNames), and the longest wording of a
 * question that fits the line, so a long army's names don't wrap a question mid-word at 80
 * columns. The battle's lines and the map's key keep the whole name.
 */
import { cutAtWord, firstFitting } from '../../layout/wrap';
import { ASKING_NAME, type SideNames } from '../../render/sideNames';

export const askedName = (name: string): string => cutAtWord(name, ASKING_NAME);

/** `Blue Host Commander` (the side as questions name it), in the side's colour. */
export const sideUnit = (names: SideNames, side: string, unit: string): string =>
  `${names.styled(side)} ${names.styled(side, askedName(unit))}`;

/** The first of `wordings` that fits `room` columns after inquirer's `? `, else the last. */
export const fitted = (wordings: readonly string[], room: number): string => firstFitting(wordings, room - 2);

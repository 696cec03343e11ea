/**
 * The turns of a deployment played (Dice Wars' "Deployment", Die Fighting's "Set Up"): the roll-off
 * winner first, then the sides place one unit each in turn; a side with none left passes its
 * turns, letting the others place the rest.
 */

/** The sides in deployment order: `winner` first, the rest in set-up order. */
export const winnerFirst = (sides: readonly string[], winner: string): string[] => [
  winner,
  ...sides.filter((s) => s !== winner),
];

/**
 * The index in `order` of the side that places next, from `turn` on: that side if it has a unit
 * left, else the next one that has; null once no side has any.
 */
export function placingTurn(
  order: readonly string[],
  turn: number,
  hasLeft: (side: string) => boolean,
): number | null {
  for (let k = 0; k < order.length; k++) {
    const t = (turn + k) % order.length;
    if (hasLeft(order[t]!)) return t;
  }
  return null;
}

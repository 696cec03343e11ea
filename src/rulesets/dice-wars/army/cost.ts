/**
 * What a card costs ("Statting up Units" step 3, "Squads"): every die on it, with a squad paying
 * the Core dice once per member and its Passive and Equipment dice once for the whole card.
 */
import type { Card } from './card';
import { equipmentPieces } from './card';

export function cardCost(card: Card): number {
  const equipment = equipmentPieces(card).reduce((sum, p) => sum + p.dice, 0);
  return card.members * card.core + (card.passive?.dice ?? 0) + equipment;
}

/** The cost shared out over the members: what the squad discount comes to per model. */
export const costPerMember = (card: Card): number => cardCost(card) / Math.max(1, card.members);

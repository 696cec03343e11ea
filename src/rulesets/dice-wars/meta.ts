/** Dice Wars as the registry lists it. */
import type { GameMeta } from '../../engine/game';

export const diceWarsMeta: GameMeta = {
  id: 'dice-wars',
  title: 'Dice Wars',
  summary:
    'd6 miniatures battles with units statted up from Core, Passive and Equipment dice (dice-wars-intro.txt)',
};

/** Die Fighting as the registry lists it. */
import type { GameMeta } from '../../engine/game';

export const dieFightingMeta: GameMeta = {
  id: 'die-fighting',
  title: 'Die Fighting',
  summary:
    'each unit is a die showing its health (d4 archers to d20 heavy cavalry), on a square map (die-fighting.txt)',
};

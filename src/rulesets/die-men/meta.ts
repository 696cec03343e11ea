/** Die, Men! as the registry lists it (loaded at start-up: keep it this small). */
import type { GameMeta } from '../../engine/game';

export const dieMenMeta: GameMeta = {
  id: 'die-men',
  title: 'Die, Men!',
  summary: 'mass battles on a hex or square map, fought with ORE dice pools (die-men.txt)',
};

/** Rolling a pool's ordinary dice with the seeded RNG; Expert and Master Dice are set, not rolled. */
import { rollDice, type RngState } from '../../core/rng';
import type { Pool } from './notation';

export function rollPool(pool: Pool, rng: RngState): { readonly faces: number[]; readonly rng: RngState } {
  return rollDice(rng, pool.dice);
}

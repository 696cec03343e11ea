/**
 * Seeded random numbers as plain data. The generator's whole state is a small serialisable object,
 * so it can live inside a battle state or a log line; every draw returns the next state instead of
 * mutating anything. Algorithm: seedrandom's Alea (fast, and its state is four numbers).
 */
import alea from 'seedrandom/lib/alea';
import type seedrandom from 'seedrandom';

/** Identifies the generator in logs; bump it if the algorithm or the face mapping ever changes. */
export const RNG_ID = 'seedrandom-alea/d10-floor@1';

export interface RngState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

export function seedRng(seed: string): RngState {
  return alea(seed, { state: true }).state() as RngState;
}

/** Rolls `count` dice with `sides` faces (1..sides) and returns the faces and the next state. */
export function rollDice(
  rng: RngState,
  count: number,
  sides = 10,
): { readonly faces: number[]; readonly rng: RngState } {
  const prng = alea('', { state: rng as seedrandom.State.Alea });
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) faces[i] = Math.floor(prng() * sides) + 1;
  return { faces, rng: prng.state() as RngState };
}

/** A generator for draws one die at a time (rolls whose length isn't known in advance). */
export interface DiceStream {
  next(sides: number): number;
  /** The state after the draws so far. */
  state(): RngState;
}

/** Draws the same faces as `rollDice` would, one at a time, from `rng`. */
export function diceStream(rng: RngState): DiceStream {
  const prng = alea('', { state: rng as seedrandom.State.Alea });
  return {
    next: (sides) => Math.floor(prng() * sides) + 1,
    state: () => prng.state() as RngState,
  };
}

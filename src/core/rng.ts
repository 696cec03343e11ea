/**
 * Seeded random numbers as plain data. The generator's whole state is a small serialisable object,
 * so it can live inside a battle state or a log line; every draw returns the next state instead of
 * mutating anything. Algorithm: seedrandom's Alea (fast, and its state is four numbers).
 */
import alea from 'seedrandom/lib/alea';

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

/**
 * Rolls `count` dice with `sides` faces (1..sides) and returns the faces and the next state. By
 * the hand-written Alea step below (AleaStream): seedrandom's `alea('', { state })` first ran its
 * seeding and made its closures on every roll, a few per cent of a simulated battle's time and
 * garbage (issue 23). test/core/rng.test.ts holds the two equal, face for face and state for state.
 */
export function rollDice(
  rng: RngState,
  count: number,
  sides = 10,
): { readonly faces: number[]; readonly rng: RngState } {
  const stream = new AleaStream(rng);
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) faces[i] = stream.next(sides);
  return { faces, rng: stream.state() };
}

/** A generator for draws one die at a time (rolls whose length isn't known in advance). */
export interface DiceStream {
  next(sides: number): number;
  /** The state after the draws so far. */
  state(): RngState;
}

/**
 * Draws the same faces as `rollDice` would, one at a time, from `rng`. Alea's step is written out
 * here (the arithmetic of seedrandom/lib/alea.js, term for term) so a roll restores its state from
 * the four numbers instead of running seedrandom's seeding and closures first: rolling ordinary
 * dice spent a good part of its time there (#25). test/core/rng.test.ts holds the two equal.
 */
class AleaStream implements DiceStream {
  private c: number;
  private s0: number;
  private s1: number;
  private s2: number;
  constructor(rng: RngState) {
    this.c = rng.c;
    this.s0 = rng.s0;
    this.s1 = rng.s1;
    this.s2 = rng.s2;
  }
  next(sides: number): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.s2 = t - (this.c = t | 0);
    return Math.floor(this.s2 * sides) + 1;
  }
  state(): RngState {
    return { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 };
  }
}

export const diceStream = (rng: RngState): DiceStream => new AleaStream(rng);

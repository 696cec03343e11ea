import fc from 'fast-check';
import alea from 'seedrandom/lib/alea';
import type seedrandom from 'seedrandom';
import { diceStream, rollDice, seedRng, type RngState } from '../../src/core/rng';

// diceStream writes Alea's step out by hand; it must draw what seedrandom's Alea (which rollDice
// runs) draws, face for face and state for state, or every seeded roll would change.
describe('rollDice', () => {
  it("rolls the faces and leaves the state of seedrandom's Alea restored from the same state", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 1000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (seed, rolls) => {
          let rng: RngState = seedRng(seed);
          for (const [count, sides] of rolls) {
            const prng = alea('', { state: rng as unknown as seedrandom.State.Alea });
            const faces = Array.from({ length: count }, () => Math.floor(prng() * sides) + 1);
            const r = rollDice(rng, count, sides);
            expect(r.faces).toEqual(faces);
            expect(r.rng).toEqual(prng.state());
            rng = r.rng;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('diceStream', () => {
  it('draws the faces and leaves the state that rollDice, one die at a time, does', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: 2, max: 1000 }), { minLength: 1, maxLength: 60 }),
        (seed, sides) => {
          const stream = diceStream(seedRng(seed));
          let rng: RngState = seedRng(seed);
          for (const s of sides) {
            const r = rollDice(rng, 1, s);
            expect(stream.next(s)).toBe(r.faces[0]);
            rng = r.rng;
          }
          expect(stream.state()).toEqual(rng);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with seedrandom Alea driven directly over a long run', () => {
    const prng = alea('long run', { state: true });
    const stream = diceStream(prng.state() as unknown as RngState);
    for (let i = 0; i < 20000; i++) {
      const sides = 2 + (i % 99);
      expect(stream.next(sides)).toBe(Math.floor(prng() * sides) + 1);
    }
    expect(stream.state()).toEqual(prng.state());
  });
});

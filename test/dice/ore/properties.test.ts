/** Property tests: the engine's invariants over random rolls (fast-check). */
import fc from 'fast-check';
import {
  compareTiming,
  gobbleSets,
  readSets,
  sortByTiming,
  splitChoices,
  splitSet,
  squish,
} from '../../../src/dice/ore';

const face = fc.integer({ min: 1, max: 10 });
const faces = fc.array(face, { maxLength: 40 });
const diceSet = fc.record({ width: fc.integer({ min: 2, max: 15 }), height: face });

describe('readSets', () => {
  test('sets and waste account for every die', () => {
    fc.assert(
      fc.property(faces, (fs) => {
        const { sets, waste } = readSets(fs);
        const back = [...waste, ...sets.flatMap((s) => new Array<number>(s.width).fill(s.height))];
        expect(back.sort((a, b) => a - b)).toEqual([...fs].sort((a, b) => a - b));
        expect(sets.every((s) => s.width >= 2)).toBe(true);
        expect(new Set(sets.map((s) => s.height)).size).toBe(sets.length);
        expect(waste).toEqual([...new Set(waste)].sort((a, b) => a - b));
      }),
    );
  });

  test('sets come out in timing order and ignore the order the dice fell', () => {
    fc.assert(
      fc.property(faces, (fs) => {
        const { sets } = readSets(fs);
        expect(sets).toEqual(sortByTiming(sets));
        expect(readSets([...fs].reverse())).toEqual(readSets(fs));
      }),
    );
  });

  test('a slice reads like a copy of the slice', () => {
    fc.assert(
      fc.property(faces, fc.nat(), fc.nat(), (fs, a, b) => {
        const start = fs.length ? a % fs.length : 0;
        const end = start + (fs.length ? b % (fs.length - start + 1) : 0);
        expect(readSets(fs, start, end)).toEqual(readSets(fs.slice(start, end)));
      }),
    );
  });
});

describe('compareTiming is a total preorder', () => {
  test('reflexive, antisymmetric in sign, transitive, total', () => {
    fc.assert(
      fc.property(diceSet, diceSet, diceSet, (a, b, c) => {
        expect(compareTiming(a, a)).toBe(0);
        expect(Math.sign(compareTiming(a, b))).toBe(-Math.sign(compareTiming(b, a)) || 0);
        if (compareTiming(a, b) <= 0 && compareTiming(b, c) <= 0)
          expect(compareTiming(a, c)).toBeLessThanOrEqual(0);
        expect(compareTiming(a, b) === 0).toBe(a.width === b.width && a.height === b.height);
      }),
    );
  });

  test('wider always acts first', () => {
    fc.assert(
      fc.property(diceSet, diceSet, (a, b) => {
        if (a.width > b.width) expect(compareTiming(a, b)).toBeLessThan(0);
      }),
    );
  });
});

describe('splitSet', () => {
  test('every split choice preserves the dice and the height', () => {
    fc.assert(
      fc.property(diceSet, (s) => {
        for (const parts of splitChoices(s.width)) {
          const r = splitSet(s, parts);
          if (!r.ok) throw new Error(r.error.message);
          expect(r.value.reduce((n, p) => n + p.width, 0)).toBe(s.width);
          expect(r.value.every((p) => p.height === s.height && p.width >= 2)).toBe(true);
          expect(r.value).toEqual(sortByTiming(r.value));
        }
      }),
    );
  });

  test('parts that lose, gain or leave a single die are refused', () => {
    fc.assert(
      fc.property(diceSet, fc.array(fc.integer({ min: -2, max: 16 }), { maxLength: 6 }), (s, parts) => {
        const r = splitSet(s, parts);
        const valid =
          parts.length >= 2 && parts.every((p) => p >= 2) && parts.reduce((a, b) => a + b, 0) === s.width;
        expect(r.ok).toBe(valid);
      }),
    );
  });
});

describe('squish', () => {
  test('keeps width + height, stays within height 1-10 and at least one die', () => {
    fc.assert(
      fc.property(diceSet, fc.integer({ min: -12, max: 12 }), (s, points) => {
        const r = squish(s, points);
        if (r.ok) {
          expect(r.value.width + r.value.height).toBe(s.width + s.height);
          expect(r.value.height).toBeGreaterThanOrEqual(1);
          expect(r.value.height).toBeLessThanOrEqual(10);
          expect(r.value.width).toBeGreaterThanOrEqual(1);
        } else {
          const h = s.height + points;
          expect(h > 10 || h < 1 || s.width - points < 1).toBe(true);
        }
      }),
    );
  });
});

describe('gobbleSets', () => {
  const sets = fc.array(diceSet, { maxLength: 6 }).map((xs) => sortByTiming(xs));
  const gobble = fc.record({ set: diceSet, timed: fc.boolean() });

  test('never widens, raises or adds a set, and each die cancels one die at most', () => {
    fc.assert(
      fc.property(sets, gobble, (active, g) => {
        const dice = new Array<number>(g.set.width).fill(g.set.height);
        const r = gobbleSets(active, dice, { timed: g.timed, gobbleSet: g.set });
        expect(r.after).toHaveLength(active.length);
        r.after.forEach((s, i) => {
          expect(s.height).toBe(active[i]!.height);
          expect(s.width).toBeLessThanOrEqual(active[i]!.width);
        });
        expect(r.survivors.length + r.spoiled.length).toBe(active.length);
        const lost = active.reduce((n, s, i) => n + s.width - r.after[i]!.width, 0);
        expect(lost).toBe(r.uses.filter((u) => u.target !== null).length);
        expect(r.uses).toHaveLength(dice.length);
        for (const u of r.uses) {
          if (u.target === null) continue;
          expect(u.die).toBeGreaterThanOrEqual(u.before.height);
          if (g.timed) expect(compareTiming(g.set, active[u.target]!)).toBeLessThanOrEqual(0);
          expect(u.after.width).toBe(u.before.width - 1);
          expect(u.before.width).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });

  test('more gobble dice never leave more sets standing', () => {
    fc.assert(
      fc.property(sets, diceSet, (active, g) => {
        const fewer = gobbleSets(active, new Array<number>(g.width).fill(g.height), { timed: false });
        const more = gobbleSets(active, new Array<number>(g.width + 1).fill(g.height), { timed: false });
        expect(more.survivors.length).toBeLessThanOrEqual(fewer.survivors.length);
      }),
    );
  });
});

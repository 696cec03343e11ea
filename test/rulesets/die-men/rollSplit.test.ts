/** Roll and Split (die-men.txt "Roll"; ruling 1). */
import { dieMen } from '../../../src/rulesets/die-men';
import { drive, makeSetup, ofType, start, untilAssign } from './helpers';

describe('roll and split (ruling 1)', () => {
  const setup = makeSetup({ '2,1': ['a', 5], '5,5': ['b', 5] });
  const toSplit = (state = start(setup).state) =>
    drive(state, { faces: { a: [10, 10, 10, 10, 10], b: [9, 9, 9, 7, 7] } }, (req) => req.kind === 'split');
  it('offers the split right after the roll; the parts take their own places in the queue', () => {
    const { state } = toSplit();
    expect(dieMen.pending(state)).toMatchObject({ kind: 'split', side: 'a', splittable: [{ id: 'a.5x10' }] });
    const { events } = drive(
      state,
      { split: { a: [{ set: 'a.5x10', into: [2, 3] }] } },
      untilAssign('a.3x10'),
    );
    expect(ofType(events, 'split')[0]!.into.map((s) => s.id)).toEqual(['a.3x10', 'a.2x10']);
    expect(ofType(events, 'queue')[0]!.queue.map((s) => s.id)).toEqual([
      'a.3x10',
      'b.3x9',
      'a.2x10',
      'b.2x7',
    ]);
  });
  it.each([
    [[4, 1], 'split.part-too-narrow'],
    [[2, 2], 'split.bad-sum'],
    [[5], 'split.too-few-parts'],
  ])('refuses a split into %j (%s)', (into, code) => {
    const { state } = toSplit();
    const r = dieMen.apply(state, { kind: 'split', side: 'a', splits: [{ set: 'a.5x10', into }] });
    expect(!r.ok && r.error.code).toBe(code);
  });
  it('refuses to split a set that is not wide enough or not there', () => {
    const { state } = toSplit();
    const r = dieMen.apply(state, { kind: 'split', side: 'a', splits: [{ set: 'b.3x9', into: [2, 1] }] });
    expect(!r.ok && r.error.code).toBe('split.unknown-set');
  });
  it('rolls 1d10 per unit, at most 15, from the RNG in the state when no faces are given', () => {
    const big = start(makeSetup({ '2,1': ['a', 20], '5,5': ['b', 3] })).state;
    const { state, events } = drive(big, {}, (req) => req.kind === 'split' || req.kind === 'assign');
    const rolled = ofType(events, 'rolled');
    expect(rolled.map((r) => [r.side, r.faces.length, r.source])).toEqual([
      ['a', 15, 'rng'],
      ['b', 3, 'rng'],
    ]);
    expect(state.rng).not.toEqual(big.rng);
    for (const f of rolled.flatMap((r) => r.faces))
      expect(f >= 1 && f <= 10 && Number.isInteger(f)).toBe(true);
  });
  it.each([
    [[1, 2, 3, 4], 'roll.wrong-count'],
    [[1, 2, 3, 4, 11], 'roll.bad-face'],
    [[0, 2, 3, 4, 5], 'roll.bad-face'],
    [[1.5, 2, 3, 4, 5], 'roll.bad-face'],
  ])('refuses faces %j (%s)', (faces, code) => {
    const { state } = drive(start(setup).state, {}, (req) => req.kind === 'roll');
    const r = dieMen.apply(state, { kind: 'roll', side: 'a', faces });
    expect(!r.ok && r.error.code).toBe(code);
  });
});

/** Rolling ordinary dice: what each die did, roll requests, typed faces, roll-offs. */
import { seedRng } from '../../src/core/rng';
import {
  answerRoll,
  answerRolls,
  checkFaces,
  parseDice,
  parseTypedFaces,
  playRollOffRound,
  readDice,
  rollExpression,
  rollOff,
  rollOffRequests,
  rollRequests,
  startRollOff,
  type DiceExpression,
  type RollOffState,
} from '../../src/dice';

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const read = (text: string, ...faces: number[][]) => readDice(parse(text), faces);

describe('reading a roll', () => {
  test('2d6+1 adds the dice and the number', () => {
    const r = read('2d6+1', [3, 5]);
    expect(r.total).toBe(9);
    expect(r.successes).toBeNull();
    expect(r.terms[0]!.dice).toEqual([
      { face: 3, value: 3, kept: true, success: null },
      { face: 5, value: 5, kept: true, success: null },
    ]);
    expect(r.terms[1]!.value).toBe(1);
  });

  test('keep highest 3 drops the lowest, and the first of equal dice stays', () => {
    const r = read('4d6kh3', [2, 6, 2, 5]);
    expect(r.terms[0]!.dice.map((d) => d.kept)).toEqual([true, true, false, true]);
    expect(r.total).toBe(13);
  });

  test.each([
    ['4d6kl1', [4, 2, 6, 2], 2, [false, true, false, false]],
    ['4d6dl1', [4, 2, 6, 3], 13, [true, false, true, true]],
    ['4d6dh1', [4, 2, 6, 3], 9, [true, true, false, true]],
    ['4d6d1', [1, 1, 1, 1], 3, [true, true, true, false]],
  ])('%s of %j', (text, faces, total, keptMask) => {
    const r = read(text, faces);
    expect(r.total).toBe(total);
    expect(r.terms[0]!.dice.map((d) => d.kept)).toEqual(keptMask);
  });

  test('success counting counts kept dice meeting the target', () => {
    const r = read('5d6>=4', [1, 4, 6, 3, 5]);
    expect(r.total).toBe(3);
    expect(r.successes).toBe(3);
    expect(r.terms[0]!.dice.map((d) => d.success)).toEqual([false, true, true, false, true]);
    expect(read('4d6kh2>=4', [6, 5, 4, 1]).total).toBe(2);
    expect(read('3d6<3', [1, 2, 3]).total).toBe(2);
    expect(read('3d6=6', [6, 6, 3]).total).toBe(2);
  });

  test('subtracted terms', () => {
    expect(read('1d6-1d4-2', [5], [3]).total).toBe(0);
  });

  test('a D3 shows the d6 and counts it halved', () => {
    const r = read('2d3', [5, 2]);
    expect(r.terms[0]!.dice.map((d) => [d.face, d.value])).toEqual([
      [5, 3],
      [2, 1],
    ]);
    expect(r.total).toBe(4);
  });

  test('a D3 is rolled as a d6', () => {
    expect(rollRequests(parse('2d3+1d20'))).toEqual([
      { count: 2, sides: 6, purpose: '2d3' },
      { count: 1, sides: 20, purpose: '1d20' },
    ]);
  });
});

describe('roll requests', () => {
  const request = { count: 2, sides: 6, purpose: 'initiative', by: 'Red' };

  test('the seeded RNG answers the same way every time, and moves on', () => {
    const a = answerRoll(request, seedRng('x'));
    const b = answerRoll(request, seedRng('x'));
    expect(a).toEqual(b);
    if (!a.ok) throw new Error();
    expect(a.value.typed).toBe(false);
    expect(a.value.rng).not.toEqual(seedRng('x'));
    expect(a.value.faces.every((f) => f >= 1 && f <= 6)).toBe(true);
  });

  test('typed faces are used as given and leave the RNG alone', () => {
    const rng = seedRng('x');
    expect(answerRoll(request, rng, [6, 1])).toEqual({
      ok: true,
      value: { faces: [6, 1], rng, typed: true },
    });
  });

  test.each([
    [[6], 'dice.count-mismatch', '2d6 for initiative (Red): 2 dice to roll, but 1 given'],
    [[6, 1, 2], 'dice.count-mismatch', '2d6 for initiative (Red): 2 dice to roll, but 3 given'],
    [[6, 7], 'dice.face-range', '2d6 for initiative (Red): face 7 is out of range 1-6'],
    [[0, 1], 'dice.face-range', '2d6 for initiative (Red): face 0 is out of range 1-6'],
    [[2.5, 1], 'dice.face-range', '2d6 for initiative (Red): face 2.5 is out of range 1-6'],
  ])('%j is refused', (faces, code, message) => {
    expect(answerRoll(request, seedRng('x'), faces)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, message }),
    });
  });

  test('a request that makes no sense is a Problem', () => {
    expect(answerRoll({ count: -1, sides: 6, purpose: 'x' }, seedRng('x'))).toMatchObject({
      ok: false,
      error: { code: 'dice.bad-request' },
    });
    expect(answerRoll({ count: 1, sides: 1, purpose: 'x' }, seedRng('x'))).toMatchObject({ ok: false });
  });

  test('several requests share one list of typed faces, in order', () => {
    const reqs = [request, { count: 1, sides: 20, purpose: 'damage' }];
    expect(answerRolls(reqs, seedRng('x'), [1, 2, 20])).toMatchObject({
      ok: true,
      value: { faces: [[1, 2], [20]], typed: true },
    });
    expect(answerRolls(reqs, seedRng('x'), [1, 2])).toMatchObject({
      ok: false,
      error: { code: 'dice.count-mismatch', facts: { expected: 3, given: 2 } },
    });
    expect(answerRolls(reqs, seedRng('x'), [1, 2, 21])).toMatchObject({
      ok: false,
      error: { code: 'dice.face-range', facts: { face: 21, sides: 20, purpose: 'damage' } },
    });
  });

  test('checkFaces alone', () => {
    expect(checkFaces(request, [1, 6])).toEqual({ ok: true, value: [1, 6] });
  });

  test('parseTypedFaces reads commas and spaces', () => {
    expect(parseTypedFaces('6, 3 1,1')).toEqual({ ok: true, value: [6, 3, 1, 1] });
    expect(parseTypedFaces('6,x')).toMatchObject({ ok: false, error: { code: 'dice.bad-face' } });
    expect(parseTypedFaces(' ')).toMatchObject({ ok: false, error: { code: 'dice.empty' } });
  });
});

describe('rollExpression', () => {
  test('typed faces are read in term order', () => {
    const r = rollExpression(parse('2d6+1d4'), seedRng('x'), [6, 6, 4]);
    expect(r).toMatchObject({ ok: true, value: { roll: { total: 16 } } });
  });

  test('a D3 takes d6 faces', () => {
    expect(rollExpression(parse('D3'), seedRng('x'), [6])).toMatchObject({
      ok: true,
      value: { roll: { total: 3 } },
    });
    expect(rollExpression(parse('D3'), seedRng('x'), [7])).toMatchObject({
      ok: false,
      error: { code: 'dice.face-range' },
    });
  });
});

describe('roll-offs', () => {
  const play = (s: RollOffState, ...faces: number[][]): RollOffState => {
    const r = playRollOffRound(s, faces);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const start = (...entrants: Parameters<typeof startRollOff>[0]) => {
    const r = startRollOff(entrants);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  test('highest wins', () => {
    const s = play(start({ id: 'A', dice: 1 }, { id: 'B', dice: 1 }), [2], [5]);
    expect(s.winner).toBe('B');
    expect(s.contenders).toEqual([]);
  });

  test('ties roll again, and only the tied sides roll', () => {
    let s = start({ id: 'A', dice: 1 }, { id: 'B', dice: 1 }, { id: 'C', dice: 1 });
    s = play(s, [6], [2], [6]);
    expect(s.winner).toBeNull();
    expect(s.rounds[0]!.tied).toEqual(['A', 'C']);
    expect(rollOffRequests(s)).toEqual([
      { count: 1, sides: 6, purpose: 'roll-off', by: 'A' },
      { count: 1, sides: 6, purpose: 'roll-off', by: 'C' },
    ]);
    s = play(s, [1], [4]);
    expect(s.winner).toBe('C');
    expect(s.rounds).toHaveLength(2);
  });

  test('bonuses count', () => {
    expect(play(start({ id: 'A', dice: 2, bonus: 2 }, { id: 'B', dice: 2 }), [3, 4], [4, 4]).winner).toBe(
      'A',
    );
  });

  test('bad faces and bad entrants are Problems', () => {
    const s = start({ id: 'A', dice: 1 }, { id: 'B', dice: 1 });
    expect(playRollOffRound(s, [[7], [1]])).toMatchObject({ ok: false, error: { code: 'dice.face-range' } });
    expect(playRollOffRound(s, [[1]])).toMatchObject({ ok: false, error: { code: 'dice.count-mismatch' } });
    expect(startRollOff([{ id: 'A', dice: 1 }])).toMatchObject({
      ok: false,
      error: { code: 'roll-off.entrants' },
    });
    expect(
      startRollOff([
        { id: 'A', dice: 1 },
        { id: 'A', dice: 1 },
      ]),
    ).toMatchObject({ ok: false });
    const over = play(s, [1], [2]);
    expect(playRollOffRound(over, [[1], [2]])).toMatchObject({ ok: false, error: { code: 'roll-off.over' } });
  });

  test('rollOff with typed faces: too few for the ties, or some left over, is refused', () => {
    const sides = [
      { id: 'A', dice: 1 },
      { id: 'B', dice: 1 },
    ];
    expect(rollOff(sides, seedRng('x'), [3, 3, 5, 1])).toMatchObject({
      ok: true,
      value: { state: { winner: 'A' } },
    });
    expect(rollOff(sides, seedRng('x'), [3, 3])).toMatchObject({
      ok: false,
      error: { code: 'dice.roll-off-more', facts: { round: 2, needed: 2, left: 0 } },
    });
    expect(rollOff(sides, seedRng('x'), [3, 2, 6])).toMatchObject({
      ok: false,
      error: { code: 'dice.count-mismatch' },
    });
  });

  test('rollOff with the RNG keeps every throw and ends with one winner', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const r = rollOff(
        [
          { id: 'A', dice: 1 },
          { id: 'B', dice: 1 },
        ],
        seedRng(seed),
      );
      if (!r.ok) throw new Error(r.error.message);
      const { rounds, winner } = r.value.state;
      expect(rounds.slice(0, -1).every((round) => round.tied.length === 2)).toBe(true);
      const last = rounds[rounds.length - 1]!;
      const best = Math.max(...last.throws.map((t) => t.total));
      expect(last.throws.find((t) => t.id === winner)!.total).toBe(best);
      expect(last.throws.filter((t) => t.total === best)).toHaveLength(1);
    }
  });
});

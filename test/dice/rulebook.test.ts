/**
 * The dice passages of the two polyhedral rules texts, as tests: dice-wars-intro.txt ("Rolling
 * Dice", "Roll Off and Taking Turns", "Speed Dice in Attacks", "Armor Dice in the Damage Phase")
 * and die-fighting.txt ("Initiative Phase", "Attack Action").
 */
import { seedRng } from '../../src/core/rng';
import {
  applySaves,
  distributionOf,
  exactly,
  formatFraction,
  opposedOdds,
  parseDice,
  parseTarget,
  readDice,
  rollOff,
  saveDistribution,
  withModifier,
  withTarget,
  type DiceExpression,
  type Distribution,
} from '../../src/dice';

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const dist = (e: DiceExpression): Distribution => {
  const r = distributionOf(e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const fractions = (d: Distribution) => exactly(d).map((c) => formatFraction(c.fraction!));
const target = (text: string) => {
  const r = parseTarget(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Dice Wars, "Rolling Dice"', () => {
  test('the D3 table: a d6 halved, rounding up', () => {
    const table = [
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [6, 3],
    ];
    for (const [d6, d3] of table) expect(readDice(parse('D3'), [[d6!]]).total).toBe(d3);
    expect(fractions(dist(parse('D3')))).toEqual(['1/3', '1/3', '1/3']);
  });

  test('"needs a 4+" succeeds on 4, 5 and 6 and fails on 1, 2 and 3', () => {
    const e = withTarget(parse('1d6'), target('4+'));
    const hits = [1, 2, 3, 4, 5, 6].filter((f) => readDice(e, [[f]]).successes === 1);
    expect(hits).toEqual([4, 5, 6]);
  });

  test('"-1 to hit" turns a 4+ into a 5+, and a 3+ into a 4+ ("Speed Dice in Attacks")', () => {
    for (const [needed, now] of [
      ['4+', 5],
      ['3+', 4],
    ] as const) {
      const e = withModifier(withTarget(parse('1d6'), target(needed)), -1);
      const hits = [1, 2, 3, 4, 5, 6].filter((f) => readDice(e, [[f]]).successes === 1);
      expect(hits[0]).toBe(now);
      expect(hits).toEqual([1, 2, 3, 4, 5, 6].filter((f) => f >= now));
    }
  });

  test('a squad of five in basic melee: one die each, each 4+ one damage', () => {
    expect(fractions(dist(parse('5d6>=4')))).toEqual(['1/32', '5/32', '5/16', '5/16', '5/32', '1/32']);
  });
});

describe('Dice Wars, "Armor Dice in the Damage Phase"', () => {
  test('the Tiger tank: 5 damage, the first passed, 4 dice at 4+ showing 6, 3, 1, 1 leave 3', () => {
    const r = applySaves({ damage: 5, target: target('4+'), auto: 1 }, [6, 3, 1, 1]);
    expect(r).toEqual({ ok: true, value: { rolledSaves: 1, autoSaves: 1, left: 3 } });
  });

  test('the Tiger tank as odds: 3 left is one chance in four', () => {
    const d = saveDistribution({ damage: 5, target: target('4+'), auto: 1 });
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.min).toBe(0);
    expect(fractions(d.value)).toEqual(['1/16', '1/4', '3/8', '1/4', '1/16']);
  });

  test('the save dice must match the damage not passed automatically', () => {
    expect(applySaves({ damage: 5, target: target('4+'), auto: 1 }, [6, 3, 1])).toMatchObject({
      ok: false,
      error: { code: 'dice.count-mismatch', facts: { expected: 4, given: 3 } },
    });
  });

  test('one Armor die: 5+ saves each damage a third of the time', () => {
    const d = saveDistribution({ damage: 1, target: target('5+') });
    if (!d.ok) throw new Error(d.error.message);
    expect(fractions(d.value)).toEqual(['1/3', '2/3']);
  });
});

describe('roll-offs', () => {
  test('Dice Wars: one D6 each, ties roll again', () => {
    const r = rollOff(
      [
        { id: 'first', dice: 1 },
        { id: 'second', dice: 1 },
      ],
      seedRng('unused'),
      [4, 4, 2, 5],
    );
    expect(r).toMatchObject({ ok: true, value: { state: { winner: 'second' } } });
    if (r.ok) expect(r.value.state.rounds).toHaveLength(2);
  });

  test('Die Fighting initiative: 2d6 each; a tie goes to the player with more units', () => {
    const r = rollOff(
      [
        { id: 'red', dice: 2, tieBreak: 5 },
        { id: 'blue', dice: 2, tieBreak: 3 },
      ],
      seedRng('unused'),
      [3, 4, 5, 2],
    );
    expect(r).toMatchObject({ ok: true, value: { state: { winner: 'red' } } });
    if (r.ok) expect(r.value.state.rounds[0]!.highest).toEqual(['red', 'blue']);
  });

  test('Die Fighting initiative: equal totals and equal units roll again', () => {
    const r = rollOff(
      [
        { id: 'red', dice: 2, tieBreak: 4 },
        { id: 'blue', dice: 2, tieBreak: 4 },
      ],
      seedRng('unused'),
      [3, 4, 5, 2, 1, 1, 6, 6],
    );
    expect(r).toMatchObject({ ok: true, value: { state: { winner: 'blue' } } });
  });
});

describe('Die Fighting, "Attack Action"', () => {
  test('the attacker needs a strictly higher total: a tie is a miss', () => {
    const o = opposedOdds(dist(parse('2d6')), dist(parse('2d6')));
    // With no bonuses the hit chance is below a half because ties go to the defender.
    expect(formatFraction(o.firstHigher.fraction!)).toBe('575/1296');
    expect(o.firstHigher.probability).toBeLessThan(0.5);
    expect(o.firstHigher.probability + o.tie.probability).toBeGreaterThan(0.5);
  });

  test('a +1 attack bonus (a Captain on a mounted unit) against no bonus', () => {
    const o = opposedOdds(dist(parse('2d6+1')), dist(parse('2d6')));
    // P(A + 1 > D) = P(A >= D) = P(A > D) + P(tie).
    const plain = opposedOdds(dist(parse('2d6')), dist(parse('2d6')));
    expect(o.firstHigher.probability).toBeCloseTo(plain.firstHigher.probability + plain.tie.probability, 12);
  });

  test('damage rolls: the unit die plus a bonus, e.g. heavy infantry d10 with +1', () => {
    const d = dist(parse('1d10+1'));
    expect(d.min).toBe(2);
    expect(d.chances).toHaveLength(10);
  });
});

/**
 * Every worked example in reign-ore-basics.txt (and the split in die-men.txt), one test each,
 * named after the example. Section names are the rulebook's headings.
 */
import {
  applyDifficulty,
  blockerMasterDie,
  bestGobbleSet,
  defaultMasterDie,
  gobbleDiceOf,
  gobbleSets,
  masterDieChoices,
  odds,
  parsePool,
  preparePool,
  readRoll,
  readSets,
  resolveOpposed,
  splitSet,
  squish,
  squishChoices,
  type DiceSet,
  type Pool,
} from '../../../src/dice/ore';

const set = (width: number, height: number): DiceSet => ({ width, height });
const pool = (text: string): Pool => {
  const r = parsePool(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Which Dice, and How Many?', () => {
  test('Haggle 4 + Command 2 is a 6d pool', () => {
    expect(pool('6d')).toEqual({ dice: 6, expert: null, master: false });
  });
});

describe('Reading the Result', () => {
  test('2,3,5,6,9,10: no matches, a failure', () => {
    expect(readSets([2, 3, 5, 6, 9, 10])).toEqual({ sets: [], waste: [2, 3, 5, 6, 9, 10] });
  });

  test('1,1,4,5,7,7: a 2×7 and a 2×1', () => {
    expect(readSets([1, 1, 4, 5, 7, 7])).toEqual({ sets: [set(2, 7), set(2, 1)], waste: [4, 5] });
  });

  test('five dice: the best possible result is a 5×10', () => {
    expect(readSets([10, 10, 10, 10, 10]).sets).toEqual([set(5, 10)]);
  });

  test('2,2,2,9,9: a choice between a 3×2 and a 2×9 (the wider acts first)', () => {
    expect(readSets([2, 2, 2, 9, 9])).toEqual({ sets: [set(3, 2), set(2, 9)], waste: [] });
  });
});

describe('Static Contests', () => {
  test('got a match: success', () => {
    expect(value(readRoll(pool('4d'), [3, 3, 6, 8])).sets.length).toBeGreaterThan(0);
  });
});

describe('Opposed Contests', () => {
  test('rope: 1,2,7,7,0 against 8,8,9: one eight gobbles the 2×7 down to 1×7, no match', () => {
    // The rulebook prints a die showing 0; on a d10 that is 10.
    const active = readSets([1, 2, 7, 7, 10]).sets;
    const blocker = readSets([8, 8, 9]).sets;
    expect(active).toEqual([set(2, 7)]);
    expect(blocker).toEqual([set(2, 8)]);
    const r = value(resolveOpposed(active, blocker));
    expect(r.outcome).toBe('blocked');
    expect(r.survivors).toEqual([]);
    expect(r.gobble!.after).toEqual([set(1, 7)]);
  });

  test('timing: 2,2,2,6,8,9 (3×2) strikes before the dodge 2,4,6,9,9 (2×9) can react', () => {
    const active = readSets([2, 2, 2, 6, 8, 9]).sets;
    const blocker = readSets([2, 4, 6, 9, 9]).sets;
    expect(active).toEqual([set(3, 2)]);
    expect(blocker).toEqual([set(2, 9)]);
    const r = value(resolveOpposed(active, blocker));
    expect(r.outcome).toBe('not-blocked');
    expect(r.survivors).toEqual([set(3, 2)]);
    // Without timing (a debate) the nines are high enough to spoil it.
    expect(value(resolveOpposed(active, blocker, { timed: false })).survivors).toEqual([]);
  });

  test('emerald: a 2×7 guard gobbles both the 2×2 and the 2×5 of a multiple action', () => {
    const r = value(resolveOpposed([set(2, 5), set(2, 2)], [set(2, 7)]));
    expect(r.outcome).toBe('blocked');
    expect(r.spoiled).toEqual([set(2, 5), set(2, 2)]);
    expect(r.gobble!.uses.map((u) => u.die)).toEqual([7, 7]);
  });

  test('emerald: the multiple action took one die and got the two sets it wanted', () => {
    const prepared = value(preparePool(pool('6d'), { actions: 2 }));
    expect(prepared.rolled.dice).toBe(5);
    const roll = value(readRoll(prepared.rolled, [2, 2, 5, 5, 9], { actions: 2 }));
    expect(roll.actions).toEqual({ wanted: 2, got: 2, enough: true });
  });

  test('active fails: the blocker does not matter', () => {
    expect(value(resolveOpposed([], [set(2, 8)])).outcome).toBe('active-failed');
  });

  test('active succeeds, blocker gets nothing: the attempt succeeds', () => {
    const r = value(resolveOpposed([set(2, 3)], []));
    expect(r.outcome).toBe('unopposed');
    expect(r.survivors).toEqual([set(2, 3)]);
  });
});

describe('Difficulty', () => {
  test('Boyles, Difficulty 3: 1,1,1,1 is wide but too low to count', () => {
    const roll = value(readRoll(pool('4d'), [1, 1, 1, 1], { difficulty: 3 }));
    expect(roll.read).toEqual([set(4, 1)]);
    expect(roll.sets).toEqual([]);
    expect(roll.tooLow).toEqual([set(4, 1)]);
    expect(roll.waste).toEqual([]);
    expect(applyDifficulty([set(4, 1)], 3).sets).toEqual([]);
  });
});

describe('Penalty', () => {
  test('Rugris: 3d at -2d rolls 1d and cannot make a match', () => {
    const prepared = value(preparePool(pool('3d'), { penalty: 2 }));
    expect(prepared.rolled).toEqual({ dice: 1, expert: null, master: false });
    expect(value(odds(prepared.rolled)).atLeastOneSet).toBe(0);
  });

  test('Rugris: an 8d pool at -2d rolls 6d', () => {
    expect(value(preparePool(pool('8d'), { penalty: 2 })).rolled.dice).toBe(6);
  });

  test('penalties remove Expert and Master Dice first', () => {
    expect(value(preparePool(pool('5d+ED2'), { penalty: 1 })).rolled).toEqual(pool('5d'));
    expect(value(preparePool(pool('4d+MD'), { penalty: 2 })).rolled).toEqual(pool('3d'));
  });
});

describe('Game Terms: Expert Dice', () => {
  test('5+ED set to 2 for the legs; 2,3,4,9,8 matches the ED for a pair of twos', () => {
    const p = pool('5+ED2');
    expect(p).toEqual({ dice: 5, expert: 2, master: false });
    const roll = value(readRoll(p, [2, 3, 4, 9, 8]));
    expect(roll.dice).toEqual([2, 3, 4, 9, 8, 2]);
    expect(roll.sets).toEqual([set(2, 2)]);
  });

  test('never more than one Expert Die, never with a Master Die', () => {
    expect(parsePool('5d+ED2+ED3')).toMatchObject({ ok: false, error: { code: 'pool.two-expert' } });
    expect(parsePool('5d+ED2+MD')).toMatchObject({ ok: false, error: { code: 'pool.expert-and-master' } });
  });
});

describe('Game Terms: Gobble Dice', () => {
  test('Tud 2×6 against Gorda 2×8: one of her eights breaks his pair', () => {
    const r = gobbleSets([set(2, 6)], gobbleDiceOf(set(2, 8)), { gobbleSet: set(2, 8) });
    expect(r.survivors).toEqual([]);
    expect(r.spoiled).toEqual([set(2, 6)]);
    expect(r.uses.filter((u) => u.target !== null)).toHaveLength(1);
  });

  test('Tud 3×6 against Gorda 2×8: his wider set hits before she can react', () => {
    const r = gobbleSets([set(3, 6)], [8, 8], { gobbleSet: set(2, 8) });
    expect(r.survivors).toEqual([set(3, 6)]);
    expect(r.uses).toEqual([
      { die: 8, target: null },
      { die: 8, target: null },
    ]);
  });

  test('Tud parries 2×10 against Gorda 2×7 and her friend 2×2: one pair wrecks two attacks', () => {
    const r = value(resolveOpposed([set(2, 7), set(2, 2)], [set(2, 10)]));
    expect(r.outcome).toBe('blocked');
    expect(r.gobble!.uses).toEqual([
      { die: 10, target: 0, before: set(2, 7), after: set(1, 7) },
      { die: 10, target: 1, before: set(2, 2), after: set(1, 2) },
    ]);
  });

  test('Tud parries with 3×4 and 2×6: only one becomes gobble dice, and each has its use', () => {
    const sets = readSets([4, 4, 4, 6, 6]).sets;
    expect(sets).toEqual([set(3, 4), set(2, 6)]);
    // Against a 3×4 attack only the 3×4 is fast enough; against a 2×5 only the sixes are high enough.
    expect(bestGobbleSet([set(3, 4)], sets)).toEqual(set(3, 4));
    expect(bestGobbleSet([set(2, 5)], sets)).toEqual(set(2, 6));
    expect(gobbleSets([set(2, 5)], [4, 4, 4], { gobbleSet: set(3, 4) }).survivors).toEqual([set(2, 5)]);
  });
});

describe('Game Terms: Master Dice', () => {
  test('4+MD, 3,4,6,10: the MD becomes a 10 for a 2×10', () => {
    expect(defaultMasterDie([3, 4, 6, 10])).toBe(10);
    const roll = value(readRoll(pool('4+MD'), [3, 4, 6, 10]));
    expect(roll.masterDie).toBe(10);
    expect(roll.sets).toEqual([set(2, 10)]);
  });

  test('4+MD, 3,4,4,10: a choice between 2×10 and 3×4; without a player, the wider 3×4', () => {
    const choices = masterDieChoices([3, 4, 4, 10]);
    expect(choices.map((c) => [c.face, c.set])).toEqual([
      [4, set(3, 4)],
      [10, set(2, 10)],
      [3, set(2, 3)],
    ]);
    expect(value(readRoll(pool('4+MD'), [3, 4, 4, 10])).sets).toEqual([set(3, 4)]);
    expect(value(readRoll(pool('4+MD'), [3, 4, 4, 10], { masterDie: 10 })).sets).toEqual([
      set(2, 10),
      set(2, 4),
    ]);
  });

  test('a blocking Master Die is set to do the most harm', () => {
    // Against a 2×7, pairing the 9 gives a 2×9 that is fast and high enough.
    expect(blockerMasterDie([set(2, 7)], [1, 9, 3])).toBe(9);
  });
});

describe('Game Terms: Waste Dice', () => {
  test('9d, 2,5,6,6,7,7,7,8,9: sets 3×7 and 2×6, waste 2,5,8,9', () => {
    expect(readSets([2, 5, 6, 6, 7, 7, 7, 8, 9])).toEqual({
      sets: [set(3, 7), set(2, 6)],
      waste: [2, 5, 8, 9],
    });
  });

  test("Gorda's spell: 1,1,2,2,3,4,4,6,8,9 wastes 3,6,8,9 only, even after her 2×1 is ruined", () => {
    const roll = value(readRoll(pool('10d'), [1, 1, 2, 2, 3, 4, 4, 6, 8, 9]));
    expect(roll.sets).toEqual([set(2, 4), set(2, 2), set(2, 1)]);
    expect(roll.waste).toEqual([3, 6, 8, 9]);
    // Tud's hit costs her a die from the 2×1: that set is gone, its other die is not waste.
    const hit = gobbleSets(roll.sets, [10], { timed: false, order: [2] });
    expect(hit.survivors).toEqual([set(2, 4), set(2, 2)]);
    expect(hit.spoiled).toEqual([set(2, 1)]);
    expect(roll.waste).toEqual([3, 6, 8, 9]);
  });
});

describe('Game Terms: Multiple Action', () => {
  test('hitting four people: -3d, seeking four sets', () => {
    const prepared = value(preparePool(pool('10d'), { actions: 4 }));
    expect(prepared.rolled.dice).toBe(7);
    const roll = value(readRoll(prepared.rolled, [1, 1, 3, 3, 5, 5, 9], { actions: 4 }));
    expect(roll.actions).toEqual({ wanted: 4, got: 3, enough: false });
  });

  test('Mouray 3+MD: the multiple-action die comes from his ordinary dice (ruling)', () => {
    expect(value(preparePool(pool('3+MD'), { actions: 2 })).rolled).toEqual(pool('2d+MD'));
  });
});

describe('Game Terms: Set, Height and Width', () => {
  test('seven dice 1,2,4,4,6,8,8: a pair of fours and a pair of eights', () => {
    expect(readSets([1, 2, 4, 4, 6, 8, 8]).sets).toEqual([set(2, 8), set(2, 4)]);
  });

  test('four dice showing seven: width 4, height 7', () => {
    expect(readSets([7, 7, 7, 7]).sets).toEqual([set(4, 7)]);
  });
});

describe('Game Terms: Squishing', () => {
  test('squishing two points turns 4×5 into 2×7 or 6×3', () => {
    expect(value(squish(set(4, 5), 2))).toEqual(set(2, 7));
    expect(value(squish(set(4, 5), -2))).toEqual(set(6, 3));
    expect(squishChoices(set(4, 5), 2)).toEqual([set(2, 7), set(3, 6), set(5, 4), set(6, 3)]);
  });

  test('squished down to 1x it is no longer a set', () => {
    expect(value(squish(set(4, 5), 3))).toEqual(set(1, 8));
    expect(squishChoices(set(4, 5), 3)).not.toContainEqual(set(1, 8));
  });

  test('never above height 10', () => {
    expect(squish(set(4, 9), 2)).toMatchObject({ ok: false, error: { code: 'squish.above-ten' } });
    expect(squishChoices(set(4, 9), 3)).toEqual([set(3, 10), set(5, 8), set(6, 7), set(7, 6)]);
  });
});

describe('die-men.txt, Roll: splitting', () => {
  test('a 5×10 can be kept or turned into a 2×10 and a 3×10', () => {
    expect(value(splitSet(set(5, 10), [2, 3]))).toEqual([set(3, 10), set(2, 10)]);
  });
});

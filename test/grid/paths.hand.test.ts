/**
 * Weighted paths on maps drawn by hand. Every expected cost and path below was worked out on
 * paper from the rules in docs/rules.md ("Shared geometry"), not printed by the code under test.
 */
import { findPath, nearestReachable, reach, terrainStepCost, type MoveRules } from '../../src/grid';
import { asciiMap, costTable } from './asciiMap';

/** Die Fighting movement: 1 a step, 2 into slow ground or between two slow corners, no way into blocking. */
const moveOn = (text: string, extra: Partial<MoveRules> = {}) => {
  const map = asciiMap(text);
  return { map, rules: { stepCost: terrainStepCost(map.spec, map.footing), ...extra } };
};

describe('the corner rule for diagonal steps', () => {
  it('two slow corners make the diagonal slow', () => {
    const { map, rules } = moveOn(`
      A S
      S .`);
    expect(reach(map.spec, map.at.A!, rules).cost('1,1')).toBe(2);
  });
  it('two blocking corners close the diagonal (the far cell is cut off)', () => {
    const { map, rules } = moveOn(`
      A B
      B .`);
    expect(reach(map.spec, map.at.A!, rules).cost('1,1')).toBe(Infinity);
    expect(findPath(map.spec, map.at.A!, '1,1', rules)).toBeNull();
  });
  it('one blocking corner beside a clear one leaves the diagonal clear', () => {
    const { map, rules } = moveOn(`
      A B
      . .`);
    expect(reach(map.spec, map.at.A!, rules).cost('1,1')).toBe(1);
  });
  it('a slow corner beside a blocking one makes the diagonal slow, not closed', () => {
    // Straight through costs 2; round by the slow cell would cost 2 + 1.
    const { map, rules } = moveOn(`
      A B
      S .`);
    expect(findPath(map.spec, map.at.A!, '1,1', rules)).toEqual({ cost: 2, path: ['0,0', '1,1'] });
  });
  it('asked directly, prices steps between neighbours only', () => {
    const map = asciiMap(`
      A S
      S .`);
    const step = terrainStepCost(map.spec, map.footing);
    // The diagonal is slow both ways (the same two slow corners); into 1,0 is slow, out of it not.
    expect([step('0,0', '1,1'), step('1,1', '0,0'), step('0,0', '1,0'), step('1,0', '0,0')]).toEqual([
      2, 2, 2, 1,
    ]);
    expect([step('0,0', '0,0'), step('0,0', '2,0')]).toEqual([Infinity, Infinity]);
  });
  it('a slow cell is slow to enter, not to leave', () => {
    const { map, rules } = moveOn(`A S .`);
    const r = reach(map.spec, map.at.A!, rules);
    expect([r.cost('1,0'), r.cost('2,0')]).toEqual([2, 3]);
  });
});

describe('reach on a drawn battlefield', () => {
  // Columns 0-5, rows 0-3.
  const field = `
    A . S S . .
    . B S . . .
    . B . . B .
    . . . B B T`;
  // Costs by hand, Dijkstra on paper: e.g. 2,1 is 3 (1,0 then a diagonal into slow ground), 3,1 is
  // 4 (on from 2,1; from 2,0 the diagonal runs between the slow 3,0 and 2,1 and costs 2), and
  // 4,2, 4,3 close the south-east corner, so T is reached round the north at 7.
  const costs = costTable(`
    0 1 3 5 5 6
    1 - 3 4 5 6
    2 - 4 4 - 6
    3 3 4 - - 7`);
  const { map, rules } = moveOn(field);

  it('gives every cell its least cost', () => {
    const r = reach(map.spec, map.at.A!, rules);
    for (const [cell, cost] of costs) expect([cell, r.cost(cell)]).toEqual([cell, cost]);
  });
  it('lists the reachable cells cheapest first, equal costs in map order (column, then row)', () => {
    const r = reach(map.spec, map.at.A!, { ...rules, budget: 4 });
    expect(r.cells).toEqual([
      '0,0',
      '0,1',
      '1,0',
      '0,2',
      '0,3',
      '1,3',
      '2,0',
      '2,1',
      '2,2',
      '2,3',
      '3,1',
      '3,2',
    ]);
    expect(r.cost('4,0')).toBe(Infinity);
    expect(r.path('4,0')).toBeNull();
  });
  it('finds the path to T, taking the earlier cell in map order at a tie', () => {
    // 4,1 is reached at 5 from 3,1 and from 3,2 alike: 3,1 comes first in map order.
    expect(findPath(map.spec, map.at.A!, map.at.T!, rules)).toEqual({
      cost: 7,
      path: ['0,0', '1,0', '2,1', '3,1', '4,1', '5,2', '5,3'],
    });
  });
  it('breaks a tie between two ways into the same cell the same way', () => {
    // 2,2 costs 4 from 1,3 (diagonal past the blocking 1,2 and the clear 2,3) and from 2,1:
    // 1,3 is earlier in map order, so the path goes down the west side.
    expect(reach(map.spec, map.at.A!, rules).path('2,2')).toEqual(['0,0', '0,1', '0,2', '1,3', '2,2']);
  });
  it('finds no path beyond the budget', () => {
    expect(findPath(map.spec, map.at.A!, map.at.T!, { ...rules, budget: 6 })).toBeNull();
    expect(findPath(map.spec, map.at.A!, map.at.T!, { ...rules, budget: 7 })?.cost).toBe(7);
  });
});

describe('stopping next to an enemy (a caller predicate)', () => {
  // Die Fighting, "Movement Phase": a unit stops on coming next to an enemy. E can't be entered.
  const { map } = moveOn(`
    A . . . .
    . . . . .
    . . . E .`);
  const enemy = map.at.E!;
  const nextToEnemy = (cell: string): boolean => {
    const [c, r] = cell.split(',').map(Number) as [number, number];
    return cell !== enemy && Math.max(Math.abs(c - 3), Math.abs(r - 2)) === 1;
  };
  const rules: MoveRules = {
    stepCost: (_from, to) => (to === enemy ? Infinity : 1),
    stopsAt: nextToEnemy,
    budget: 4,
  };

  it('may end next to the enemy but not go on from there', () => {
    const r = reach(map.spec, map.at.A!, rules);
    // 4,2 is four king moves away, but every way in passes 3,1 or 4,1 first, both next to E;
    // 4,1 is reached from 3,0 (not next to E) at 4.
    expect([r.cost('2,1'), r.cost('3,1'), r.cost('4,1'), r.cost('4,2')]).toEqual([2, 3, 4, Infinity]);
    expect(r.path('4,1')).toEqual(['0,0', '1,0', '2,0', '3,0', '4,1']);
  });
  it('charges the nearest cell next to the target: cheapest, then map order', () => {
    // 2,1 and 2,2 are both 2 away; 2,1 is first in map order; its way in comes from 1,0 (before 1,1).
    expect(nearestReachable(map.spec, map.at.A!, rules, nextToEnemy)).toEqual({
      cell: '2,1',
      cost: 2,
      path: ['0,0', '1,0', '2,1'],
    });
  });
  it('a start next to the enemy is not a stop: the unit may move off', () => {
    const r = reach(map.spec, '2,1', rules);
    expect(r.cost('0,0')).toBe(2);
  });
});
